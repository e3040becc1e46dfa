import { isCzechZipCode } from './zip-code';

describe('a Czech zip code', () => {
  it.each([
    ['170 00', true],
    ['17000', true],
    ['1700', false],
    ['170000', false],
    ['170  00', false],
    ['17 000', false],
    ['170 0a', false],
    ['', false],
  ])('%j valid: %s', (zip, valid) => {
    expect(isCzechZipCode(zip)).toBe(valid);
  });
});
