import path from 'node:path';
import { describeTranslations } from '@test/translations';
import { i18n } from './i18n';
import cs from './locales/cs.json';
import en from './locales/en.json';

describeTranslations('shared', {
  namespace: 'common',
  bundles: { cs, en },
  sources: path.resolve(__dirname, '..'),
});

describe('shared translations', () => {
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
