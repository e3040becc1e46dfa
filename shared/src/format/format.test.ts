import {
  czechPlural,
  formatDate,
  formatPhone,
  formatPrice,
  localized,
  metaDescription,
} from './format';

const nbsp = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [1250, 'czk', `1${nbsp}250${nbsp}CZK`],
    [50, 'eur', `50${nbsp}EUR`],
    [1234567.6, 'usd', `1${nbsp}234${nbsp}568${nbsp}USD`],
    [0, 'czk', `0${nbsp}CZK`],
  ])('%d %s → %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });
});

describe('czechPlural', () => {
  const forms = ['produkt', 'produkty', 'produktů'] as const;
  it.each([
    [0, 'produktů'],
    [1, 'produkt'],
    [2, 'produkty'],
    [4, 'produkty'],
    [5, 'produktů'],
    [11, 'produktů'],
    [22, 'produktů'],
  ])('%d → %s', (count, expected) => {
    expect(czechPlural(count, forms)).toBe(expected);
  });
});

describe('formatPhone', () => {
  it('groups a Czech number 3-3-3 after +420', () => {
    expect(formatPhone('+420777123456')).toBe('+420 777 123 456');
    expect(formatPhone('777 123 456')).toBe('+420 777 123 456');
  });
  it('leaves other numbers as they are', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-11-23T00:30:00Z', 'cs', '23. 11. 2026'],
    ['2026-11-23T00:30:00Z', 'en', '23/11/2026'],
    ['2026-11-22T23:30:00Z', 'cs', '23. 11. 2026'], // already the 23rd in Prague
    ['2026-06-30T22:10:00.000Z', 'en', '01/07/2026'], // summer time, UTC+2
    ['2026-11-23', 'cs', '23. 11. 2026'], // a calendar day stays that day
    ['2026-01-05', 'en', '05/01/2026'],
    ['2026-11-23T23:30', 'cs', '23. 11. 2026'], // a Prague wall-clock time: its own date
  ] as const)('%s in %s → %s', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });

  it('takes a Date', () => {
    expect(formatDate(new Date('2026-11-22T23:30:00Z'), 'cs')).toBe('23. 11. 2026');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDate('yesterday', 'cs')).toThrow(RangeError);
  });
});

describe('localized', () => {
  const record = { name: 'Světlo', translations: { en: { name: 'Light' } } };
  it('takes the translation for the locale, else the default language', () => {
    expect(localized(record, 'name', 'en')).toBe('Light');
    expect(localized(record, 'name', 'cs')).toBe('Světlo');
  });
});

describe('metaDescription', () => {
  it('strips tags and non-breaking spaces and collapses whitespace', () => {
    expect(metaDescription('<p>Kamera&nbsp;Sony\u00a0FX6</p>\n\n<ul><li>4K</li></ul>')).toBe(
      'Kamera Sony FX6 4K',
    );
  });

  it('keeps text of 240 characters as it is', () => {
    const text = 'a'.repeat(240);
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts longer text at the last space before 240 characters and adds an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, index) => `slovo${index}`).join(' ');
    const result = metaDescription(words);
    expect(result.length).toBeLessThanOrEqual(240);
    expect(result.endsWith('…')).toBe(true);
    expect(words.startsWith(result.slice(0, -1))).toBe(true);
    expect(words.charAt(result.length - 1)).toBe(' ');
  });
});
