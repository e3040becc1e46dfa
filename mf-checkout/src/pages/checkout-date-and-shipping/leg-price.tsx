import type { Cart, ShippingType } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { currencyAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { czkToCurrency } from '../../features/cart/currency';
import styles from '../../features/checkout-steps/checkout.module.css';
import { legPrice } from '../../features/shipping/shipping-rules';
import { namespace } from '../../i18n/checkout-i18n';
import type { Leg } from './shipping-form';

/** A leg's live price for its way at its time (free, or the price with its express fee). */
export function LegPrice({ cart, leg, type }: { cart: Cart; leg: Leg; type: ShippingType }) {
  const { t } = useTranslation(namespace);
  const currency = useAtomValue(currencyAtom);
  const dateTime = (leg === 'pickup' ? cart.date.from : cart.date.to) ?? '';
  const price = type ? legPrice(type, dateTime) : null;
  const money = (amount: number) => formatPrice(czkToCurrency(cart, currency, amount), currency);
  if (!price) return null;
  return (
    <p aria-live="polite" data-testid={`${leg}-price`}>
      <strong>
        {price.price === 0
          ? t('shipping.legFree')
          : t('shipping.legPrice', { price: money(price.price + price.expressFee) })}
      </strong>
      {price.expressFee > 0 ? (
        <span className={styles.muted}>
          {' '}
          ({t('shipping.express', { price: money(price.expressFee) })})
        </span>
      ) : null}
    </p>
  );
}
