/**
 * Checkout step 3: the rental date with the way each leg travels (confirmed first), then where:
 * the branch or the address of each leg. The price summary shows the ways' shipping as they are
 * chosen, before anything is saved.
 */
import '../../i18n/checkout-i18n';
import type { Cart } from '@shop/shared/contract';
import type { PageLoader } from '@shop/shared/query';
import { checkLegTime } from '@shop/shared/rules/pickup-times';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartTotals } from '../../features/cart/cart-totals';
import { cookieCartLoader } from '../../features/cart/current-cart';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutStepPage } from '../../features/checkout-steps/checkout-steps';
import { StepActions } from '../../features/checkout-steps/step-actions';
import { branchesQuery } from '../../features/shipping/api/get-branches';
import { shippingCharge } from '../../features/shipping/shipping-rules';
import { namespace } from '../../i18n/checkout-i18n';
import {
  type DateInputs,
  dateTimes,
  fitInputs,
  initialDateInputs,
  type LegPlans,
  legPlans,
  samePlans,
} from './date-inputs';
import { DateSection } from './date-section';
import { ShippingSection } from './shipping-section';

/**
 * The ways the cart's dates stand confirmed for when the page opens: the ways its shipping was
 * saved with, or the ways first shown, as long as they allow the cart's times.
 */
function initialConfirmedPlans(cart: Cart, inputs: DateInputs): LegPlans | null {
  const times = dateTimes(inputs);
  if (!times || cart.date.from !== times.from || cart.date.to !== times.to) return null;
  const plans = legPlans(inputs);
  const customer = { frequentCustomer: cart.customer?.frequentCustomer === true };
  const fits =
    checkLegTime(plans.pickup, times.from, customer) === null &&
    checkLegTime(plans.return, times.to, customer) === null;
  return fits ? plans : null;
}

function DateAndShipping({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const frequentCustomer = cart.customer?.frequentCustomer === true;
  const [inputs, setInputs] = useState(() => fitInputs(initialDateInputs(cart), frequentCustomer));
  const [confirmedPlans, setConfirmedPlans] = useState(() => initialConfirmedPlans(cart, inputs));
  // Shipping needs the branches: asked for while the shopper picks the date.
  usePrefetchQuery(branchesQuery());
  const times = dateTimes(inputs);
  const plans = legPlans(inputs);
  // Shipping is offered only for a date, times and ways confirmed and still shown.
  const confirmed =
    times !== null &&
    cart.date.from === times.from &&
    cart.date.to === times.to &&
    samePlans(confirmedPlans, plans);
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <DateSection
          cart={cart}
          inputs={inputs}
          confirmed={confirmed}
          onChange={(next) => setInputs(fitInputs(next, frequentCustomer))}
          onConfirmed={setConfirmedPlans}
        />
        {confirmed ? (
          <ShippingSection cart={cart} plans={plans} />
        ) : (
          <p className={styles.muted}>{t('shipping.afterDate')}</p>
        )}
        <StepActions back="checkout-personal-data" />
      </div>
      <CartTotals
        cart={cart}
        pendingShipping={shippingCharge([
          { type: plans.pickup.type, dateTime: times?.from ?? '' },
          { type: plans.return.type, dateTime: times?.to ?? '' },
        ])}
      />
    </div>
  );
}

/** The cart the shopper's cookie names (on the server) and the branches it is picked up at. */
export const loader: PageLoader = (context) =>
  Promise.all([cookieCartLoader(context), context.client.ensureQueryData(branchesQuery())]);

export default function CheckoutDateAndShippingPage() {
  const { t } = useTranslation(namespace);
  return (
    <CheckoutStepPage step="checkout-date-and-shipping" title={t('steps.dateAndShipping')}>
      {(cart) => <DateAndShipping cart={cart} />}
    </CheckoutStepPage>
  );
}
