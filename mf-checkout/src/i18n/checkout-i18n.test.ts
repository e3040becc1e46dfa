import path from 'node:path';
import { CART_ERROR_KEYS, ORDER_STATUSES } from '@shop/shared/contract/constants';
import { i18n } from '@shop/shared/i18n';
import { describeTranslations } from '@test/translations';
import { namespace } from './checkout-i18n';
import { notices } from './checkout-notices-i18n';
import cs from './cs.json';
import en from './en.json';

describeTranslations('checkout', {
  namespace: namespace,
  bundles: { cs: { ...cs, ...notices.cs }, en: { ...en, ...notices.en } },
  sources: path.resolve(__dirname, '..'),
});

describe('checkout translations', () => {
  it.each(['cs', 'en'])('translates every cart error key and order status in %s', (lng) => {
    const t = i18n.getFixedT(lng, namespace);
    for (const key of CART_ERROR_KEYS) {
      expect(i18n.exists(`errors.${key}`, { ns: namespace, lng })).toBe(true);
      expect(t(`errors.${key}`)).not.toBe(`errors.${key}`);
    }
    for (const status of ORDER_STATUSES) {
      expect(i18n.exists(`order.statuses.${status}`, { ns: namespace, lng })).toBe(true);
    }
  });

  it('gives the spec voucher messages', () => {
    expect(i18n.getFixedT('en', namespace)('errors.voucher_required')).toBe(
      'Enter the voucher code',
    );
    expect(i18n.getFixedT('en', namespace)('errors.voucher_invalid')).toBe('Wrong voucher code');
  });

  it('counts shooting days the Czech way', () => {
    const t = i18n.getFixedT('cs', namespace);
    expect([1, 2, 5].map((count) => t('cart.days', { count }))).toEqual([
      '1 den',
      '2 dny',
      '5 dní',
    ]);
  });
});
