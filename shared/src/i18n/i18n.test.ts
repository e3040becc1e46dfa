import { i18n } from './i18n';
import cs from './locales/cs.json';
import en from './locales/en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** Plural suffixes differ between languages; compare the base keys. */
const base = (list: string[]) =>
  [...new Set(list.map((key) => key.replace(/_(one|few|many|other)$/, '')))].sort();

describe('shared translations', () => {
  it('has the same keys in cs and en', () => {
    expect(base(keys(cs))).toEqual(base(keys(en)));
  });

  it('uses Czech plural forms', async () => {
    await i18n.changeLanguage('cs');
    expect([1, 2, 5].map((count) => i18n.t('product', { count }))).toEqual([
      '1 produkt',
      '2 produkty',
      '5 produktů',
    ]);
    await i18n.changeLanguage('en');
    expect(i18n.t('product', { count: 2 })).toBe('2 products');
  });
});
