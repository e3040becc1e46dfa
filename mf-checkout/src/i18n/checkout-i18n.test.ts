import { CART_ERROR_KEYS, ORDER_STATUSES } from '@shop/shared/contract/constants';
import { i18n } from '@shop/shared/i18n';
import { namespace } from './checkout-i18n';
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

describe('checkout translations', () => {
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
