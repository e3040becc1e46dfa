import path from 'node:path';
import { i18n } from '@shop/shared/i18n';
import { describeTranslations } from '@test/translations';
import { namespace } from './catalog-i18n';
import cs from './cs.json';
import en from './en.json';

describeTranslations('catalogue', {
  namespace: namespace,
  bundles: { cs, en },
  sources: path.resolve(__dirname, '..'),
});

describe('catalogue translations', () => {
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
