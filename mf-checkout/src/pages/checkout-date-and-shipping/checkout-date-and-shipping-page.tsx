/** Checkout step 3: the rental date (confirmed first), then shipping each way. */
import '../../i18n/checkout-i18n';
import type { Cart } from '@shop/shared/contract';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartTotals } from '../../features/cart/cart-totals';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutStepPage } from '../../features/checkout-steps/checkout-steps';
import { branchesQuery } from '../../features/shipping/api/get-branches';
import { namespace } from '../../i18n/checkout-i18n';
import { DateSection, dateTimes, initialDateInputs } from './date-section';
import { ShippingSection } from './shipping-section';

function DateAndShipping({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [inputs, setInputs] = useState(() => initialDateInputs(cart));
  // Shipping needs the branches: asked for while the shopper picks the date.
  usePrefetchQuery(branchesQuery());
  const times = dateTimes(inputs);
  // Shipping is offered only for a confirmed date and time that the inputs still show.
  const confirmed = times !== null && cart.date.from === times.from && cart.date.to === times.to;
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <DateSection cart={cart} inputs={inputs} onChange={setInputs} />
        {confirmed ? (
          <ShippingSection cart={cart} />
        ) : (
          <p className={styles.muted}>{t('shipping.afterDate')}</p>
        )}
        <div className={styles.actions}>
          <Link to={pathFor('checkout-personal-data', {}, locale)}>{t('steps.back')}</Link>
        </div>
      </div>
      <CartTotals cart={cart} />
    </div>
  );
}

export default function CheckoutDateAndShippingPage() {
  const { t } = useTranslation(namespace);
  return (
    <CheckoutStepPage step="checkout-date-and-shipping" title={t('steps.dateAndShipping')}>
      {(cart) => <DateAndShipping cart={cart} />}
    </CheckoutStepPage>
  );
}
