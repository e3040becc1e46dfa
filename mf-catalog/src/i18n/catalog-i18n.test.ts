import { i18n } from '@shop/shared/i18n';
import { namespace } from './catalog-i18n';
import cs from './cs.json';
import en from './en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** Languages have different plural forms (cs: one, few, many, other; en: one, other). */
const base = (list: string[]) =>
  [...new Set(list.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('catalogue translations', () => {
  it('has every key in both cs and en', () => {
    const czech = base(keys(cs));
    const english = base(keys(en));
    expect(czech.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.filter((key) => !czech.includes(key))).toEqual([]);
  });

  it('has no empty texts', () => {
    for (const bundle of [cs, en]) {
      const empty = keys(bundle).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('counts products the Czech way: 1 produkt, 2 produkty, 5 produktů', async () => {
    await i18n.changeLanguage('cs');
    const t = i18n.getFixedT('cs', namespace);
    expect([1, 2, 4, 5, 0, 22, 25].map((count) => t('common:product', { count }))).toEqual([
      '1 produkt',
      '2 produkty',
      '4 produkty',
      '5 produktů',
      '0 produktů',
      '22 produktů',
      '25 produktů',
    ]);
    expect([1, 3, 24].map((count) => t('list.loadMore', { count }))).toEqual([
      'Načíst další 1 produkt',
      'Načíst další 3 produkty',
      'Načíst dalších 24 produktů',
    ]);
    const english = i18n.getFixedT('en', namespace);
    expect([1, 2].map((count) => english('common:product', { count }))).toEqual([
      '1 product',
      '2 products',
    ]);
  });
});
