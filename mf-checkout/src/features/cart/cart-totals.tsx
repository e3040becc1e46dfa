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

/** One line of the summary: its label and its value. */
function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

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
          <Term label={t('totals.rent')}>{money(sum(cart.rent))}</Term>
        ) : null}
        {cart.shootingDays !== null ? (
          <Term label={t('totals.shootingDays')}>{cart.shootingDays}</Term>
        ) : null}
        {cart.sale.length > 0 ? (
          <Term label={t('totals.sale')}>{money(sum(cart.sale))}</Term>
        ) : null}
        {price.voucherDiscount > 0 ? (
          <Term label={t('totals.voucher')}>−{money(price.voucherDiscount)}</Term>
        ) : null}
        {cart.insurance.possible ? (
          <Term label={t('totals.insurance')}>
            {price.insurancePrice > 0 ? money(price.insurancePrice) : t('insurance.included')}
          </Term>
        ) : null}
        {shippingChosen ? (
          <Term label={t('totals.shipping')}>
            {price.shippingPrice > 0 ? money(price.shippingPrice) : t('totals.free')}
          </Term>
        ) : null}
        {price.expressFee > 0 ? (
          <Term label={t('totals.expressFee')}>{money(price.expressFee)}</Term>
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
