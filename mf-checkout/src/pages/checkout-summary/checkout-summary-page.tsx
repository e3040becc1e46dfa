/**
 * Checkout step 5: everything the order will hold, each part with an "edit" link back to its
 * step, then "place order" (finishOrder=1) → the order received page.
 */
import '../../i18n/checkout-i18n';
import { trackEvent } from '@shop/shared/analytics';
import { TermsLink } from '@shop/shared/catalog/terms-link';
import type { Branch, Cart, ShippingSelection } from '@shop/shared/contract';
import { formatPhone, formatPrice, localized } from '@shop/shared/format';
import type { PageLoader } from '@shop/shared/query';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { placeOrderMutation } from '../../features/cart/api/update-cart';
import { CartLines } from '../../features/cart/cart-lines';
import { CartTotals } from '../../features/cart/cart-totals';
import { czkToCurrency } from '../../features/cart/currency';
import { cookieCartLoader, startNewCart } from '../../features/cart/current-cart';
import { cartErrorMessage } from '../../features/cart/error-message';
import { InsuranceSummary } from '../../features/cart/insurance-summary';
import { trackedCart } from '../../features/cart/tracking';
import styles from '../../features/checkout-steps/checkout.module.css';
import {
  CheckoutStepPage,
  type CheckoutStepRoute,
} from '../../features/checkout-steps/checkout-steps';
import { branchesQuery } from '../../features/shipping/api/get-branches';
import { namespace } from '../../i18n/checkout-i18n';

function Section({
  id,
  title,
  step,
  children,
}: {
  id: string;
  title: string;
  step: CheckoutStepRoute;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <section className={styles.panel} aria-labelledby={`summary-${id}`}>
      <div className={styles.actions}>
        <h2 id={`summary-${id}`}>{title}</h2>
        <Link
          to={pathFor(step, {}, locale)}
          aria-label={t('summary.editLabel', { section: title })}
        >
          {t('summary.edit')}
        </Link>
      </div>
      {children}
    </section>
  );
}

function ShippingLine({
  cart,
  selection,
  address,
  branches,
}: {
  cart: Cart;
  selection: ShippingSelection | null;
  address: Cart['shipping']['pickupAddress'];
  branches: Branch[];
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  if (!selection) return <>{t('summary.none')}</>;
  const branch = branches.find((entry) => entry.id === selection.branchId);
  const where = branch
    ? localized(branch, 'name', locale)
    : address
      ? `${address.street}, ${address.zipCode} ${address.city}`
      : '';
  const price = selection.price + selection.expressFee;
  return (
    <>
      {t(`shipping.types.${selection.type}`)}
      {where ? `, ${where}` : ''}
      {selection.window ? `, ${selection.window.replace('-', ':00–')}:00` : ''}
      {' – '}
      {price > 0 ? formatPrice(czkToCurrency(cart, currency, price), currency) : t('totals.free')}
    </>
  );
}

function Summary({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const navigate = useNavigate();
  const placeOrder = useMutation(placeOrderMutation());
  const [error, setError] = useState<string | null>(null);
  const branches = useQuery(branchesQuery());
  const customer = cart.customer;
  const billing = cart.hasBillingCustomer ? cart.billingCustomer : null;
  const additional = cart.additional;

  const place = async () => {
    setError(null);
    const tracked = trackedCart(cart, currency, locale);
    try {
      const reply = await placeOrder.mutateAsync();
      const order = reply.success ? reply.cart.order : null;
      if (!order) {
        setError(cartErrorMessage(t, reply.errorKey ?? 'order_failed'));
        return;
      }
      trackEvent('purchase', { ...tracked, transaction_id: order.orderNumber });
      const path = pathFor('order-received', { id: order.orderNumber }, locale);
      navigate(`${path}?code=${encodeURIComponent(order.estimateCode)}`);
      // The shop moves on to a new, empty cart (cookie, atom, `cart:changed` for the badge).
      void startNewCart().catch(() => undefined);
    } catch {
      setError(t('errors.order_failed'));
    }
  };
  // Placed: the button stays busy until the order page shows.
  const placing = placeOrder.isPending || (placeOrder.isSuccess && error === null);

  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <Section id="items" title={t('summary.items')} step="checkout-cart">
          <CartLines cart={cart} lines={cart.rent} title={t('cart.rent')} />
          <CartLines cart={cart} lines={cart.sale} title={t('cart.sale')} />
        </Section>
        <Section id="personal" title={t('summary.personal')} step="checkout-personal-data">
          <p>
            {[customer?.firstname, customer?.lastname].filter(Boolean).join(' ')}
            <br />
            {customer?.email}
            <br />
            {customer?.phone ? formatPhone(customer.phone) : ''}
          </p>
          {customer?.register && !customer.customerKey ? (
            <p className={styles.muted}>{t('summary.account')}</p>
          ) : null}
        </Section>
        <Section id="dates" title={t('summary.dates')} step="checkout-date-and-shipping">
          <dl className={styles.definitions}>
            <dt>{t('summary.pickup')}</dt>
            <dd>{formatDateTime(cart.date.from, locale) || t('summary.none')}</dd>
            <dt>{t('summary.return')}</dt>
            <dd>{formatDateTime(cart.date.to, locale) || t('summary.none')}</dd>
            {cart.shootingDays !== null ? (
              <>
                <dt>{t('totals.shootingDays')}</dt>
                <dd>{cart.shootingDays}</dd>
              </>
            ) : null}
          </dl>
        </Section>
        <Section id="shipping" title={t('summary.shipping')} step="checkout-date-and-shipping">
          <QueryState query={branches}>
            {(branchList) => (
              <dl className={`${styles.definitions} ${styles.stacked}`}>
                <dt>{t('shipping.pickup')}</dt>
                <dd>
                  <ShippingLine
                    cart={cart}
                    selection={cart.shipping.selected.pickup}
                    address={cart.shipping.pickupAddress}
                    branches={branchList}
                  />
                </dd>
                <dt>{t('shipping.return')}</dt>
                <dd>
                  <ShippingLine
                    cart={cart}
                    selection={cart.shipping.selected.return}
                    address={cart.shipping.returnAddress}
                    branches={branchList}
                  />
                </dd>
              </dl>
            )}
          </QueryState>
        </Section>
        <Section id="billing" title={t('summary.billing')} step="checkout-billing-data">
          {billing ? (
            <p>
              {billing.name}
              <br />
              {t('billing.taxRegNo')}: {billing.taxRegNo}
              {billing.vatRegNo ? `, ${t('billing.vatRegNo')}: ${billing.vatRegNo}` : ''}
              <br />
              {billing.street}, {billing.zipCode} {billing.city}, {billing.country}
            </p>
          ) : (
            <p>{t('summary.personalBilling')}</p>
          )}
        </Section>
        <InsuranceSummary cart={cart} />
        <Section id="additional" title={t('summary.additional')} step="checkout-billing-data">
          <dl className={styles.definitions}>
            <dt>{t('billing.projectName')}</dt>
            <dd>{additional?.projectName || t('summary.none')}</dd>
            <dt>{t('billing.productionName')}</dt>
            <dd>{additional?.productionName || t('summary.none')}</dd>
            <dt>{t('billing.projectRole')}</dt>
            <dd>{additional?.projectRole || t('summary.none')}</dd>
          </dl>
          {additional?.note ? <p>{additional.note}</p> : null}
        </Section>
      </div>
      <div className={styles.stack}>
        <CartTotals cart={cart}>
          {cart.voucher?.voucherCode ? (
            <p className={styles.muted}>
              {t('voucher.applied', { code: cart.voucher.voucherCode })}
            </p>
          ) : null}
        </CartTotals>
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        <p className={styles.muted}>
          {t('summary.binding')} <TermsLink locale={locale}>{t('summary.bindingTerms')}</TermsLink>.
        </p>
        <Button onClick={() => void place()} disabled={placing}>
          {placing ? t('summary.placing') : t('summary.placeOrder')}
        </Button>
      </div>
    </div>
  );
}

/** The cart the shopper's cookie names (on the server) and the branches it is picked up at. */
export const loader: PageLoader = (context) =>
  Promise.all([cookieCartLoader(context), context.client.ensureQueryData(branchesQuery())]);

export default function CheckoutSummaryPage() {
  const { t } = useTranslation(namespace);
  return (
    <CheckoutStepPage step="checkout-summary" title={t('summary.title')}>
      {(cart) => <Summary cart={cart} />}
    </CheckoutStepPage>
  );
}
