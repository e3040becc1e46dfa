/**
 * Checkout step 5: everything the order will hold, each part with an "edit" link back to its
 * step (summary-sections.tsx, shipping-summary.tsx), then "place order" (finishOrder=1) → the
 * order received page (place-order.tsx).
 */
import '../../i18n/checkout-i18n';
import type { Cart } from '@shop/shared/contract';
import type { PageLoader } from '@shop/shared/query';
import { useTranslation } from 'react-i18next';
import { cookieCartLoader } from '../../features/cart/current-cart';
import { InsuranceSummary } from '../../features/cart/insurance-summary';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutStepPage } from '../../features/checkout-steps/checkout-steps';
import { branchesQuery } from '../../features/shipping/api/get-branches';
import { namespace } from '../../i18n/checkout-i18n';
import { PlaceOrder } from './place-order';
import { ShippingSummary } from './shipping-summary';
import {
  AdditionalSummary,
  BillingSummary,
  DatesSummary,
  ItemsSummary,
  PersonalSummary,
} from './summary-sections';

function Summary({ cart }: { cart: Cart }) {
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <ItemsSummary cart={cart} />
        <PersonalSummary customer={cart.customer} />
        <DatesSummary cart={cart} />
        <ShippingSummary cart={cart} />
        <BillingSummary cart={cart} />
        <InsuranceSummary cart={cart} />
        <AdditionalSummary additional={cart.additional} />
      </div>
      <PlaceOrder cart={cart} />
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
