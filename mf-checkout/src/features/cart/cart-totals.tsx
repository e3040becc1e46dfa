/**
 * The cart's price summary in the chosen currency: subtotals, fees, without VAT, VAT, with VAT.
 * `pendingShipping` (both legs, CZK without VAT): the shipping being chosen on the page, shown
 * at once in place of the saved one.
 */
import type { Cart } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import type { ShippingLegPrice } from '@shop/shared/rules/shipping';
import { currencyAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/checkout-i18n';
import styles from '../checkout-steps/checkout.module.css';
import { pendingTotals } from './pending-totals';

export function CartTotals({
  cart,
  pendingShipping,
  children,
}: {
  cart: Cart;
  pendingShipping?: ShippingLegPrice;
  children?: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const currency = useAtomValue(currencyAtom);
  const price = pendingTotals(cart, currency, pendingShipping);
  const sum = (lines: Cart['rent']) =>
    lines.reduce((total, line) => total + line.currencies[currency].total, 0);
  const shippingChosen =
    pendingShipping !== undefined ||
    cart.shipping.selected.pickup !== null ||
    cart.shipping.selected.return !== null;
  const money = (amount: number) => formatPrice(amount, currency);
  return (
    <section className={`${styles.panel} ${styles.aside}`} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t('totals.title')}</h2>
      <dl className={styles.definitions}>
        {cart.rent.length > 0 ? (
          <>
            <dt>{t('totals.rent')}</dt>
            <dd>{money(sum(cart.rent))}</dd>
          </>
        ) : null}
        {cart.shootingDays !== null ? (
          <>
            <dt>{t('totals.shootingDays')}</dt>
            <dd>{cart.shootingDays}</dd>
          </>
        ) : null}
        {cart.sale.length > 0 ? (
          <>
            <dt>{t('totals.sale')}</dt>
            <dd>{money(sum(cart.sale))}</dd>
          </>
        ) : null}
        {price.voucherDiscount > 0 ? (
          <>
            <dt>{t('totals.voucher')}</dt>
            <dd>−{money(price.voucherDiscount)}</dd>
          </>
        ) : null}
        {cart.insurance.possible ? (
          <>
            <dt>{t('totals.insurance')}</dt>
            <dd>
              {price.insurancePrice > 0 ? money(price.insurancePrice) : t('insurance.included')}
            </dd>
          </>
        ) : null}
        {shippingChosen ? (
          <>
            <dt>{t('totals.shipping')}</dt>
            <dd>{price.shippingPrice > 0 ? money(price.shippingPrice) : t('totals.free')}</dd>
          </>
        ) : null}
        {price.expressFee > 0 ? (
          <>
            <dt>{t('totals.expressFee')}</dt>
            <dd>{money(price.expressFee)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>{t('totals.withoutVat')}</dt>
        <dd className={styles.total} data-testid="cart-price">
          {money(price.price)}
        </dd>
        <dt>{t('totals.vat')}</dt>
        <dd>{money(price.vat)}</dd>
        <dt className={styles.total}>{t('totals.withVat')}</dt>
        <dd className={styles.total} data-testid="cart-total-with-vat">
          {money(price.totalWithVat)}
        </dd>
      </dl>
      {children}
    </section>
  );
}
