import { boundText } from './range-filter';

describe('boundText', () => {
  it.each([
    [0.145, 'cs', '0,145'],
    [0.145, 'en', '0.145'],
    [1200, 'cs', '1200'],
    [1200, 'en', '1200'],
    [2.5, 'cs', '2,5'],
    [null, 'cs', ''],
  ] as const)('%s in %s → "%s"', (value, locale, text) => {
    expect(boundText(value, locale)).toBe(text);
  });
});
