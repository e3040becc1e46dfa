/**
 * The checkout steps in the spec's order, the visible stepper and the frame every step page
 * shares: it loads the cart (spec §4 lifecycle) and shows loading, error (with retry) or the step.
 */
import type { Cart } from '@shop/shared/contract';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { ErrorState, LoadingState } from '@shop/shared/ui/states';
import { Stepper } from '@shop/shared/ui/stepper';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/checkout-i18n';
import { cartAtom, loadCart, reloadCart } from '../cart/cart-store';
import styles from './checkout.module.css';

export const CHECKOUT_STEPS = [
  { route: 'checkout-cart', label: 'steps.cart' },
  { route: 'checkout-personal-data', label: 'steps.personalData' },
  { route: 'checkout-date-and-shipping', label: 'steps.dateAndShipping' },
  { route: 'checkout-billing-data', label: 'steps.billingData' },
  { route: 'checkout-summary', label: 'steps.summary' },
] as const;

export type CheckoutStepRoute = (typeof CHECKOUT_STEPS)[number]['route'];

export function CheckoutStepper({ current }: { current: CheckoutStepRoute }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <Stepper
      label={t('steps.label')}
      current={current}
      stateLabels={{ done: t('steps.done'), current: t('steps.current') }}
      steps={CHECKOUT_STEPS.map((step) => ({
        key: step.route,
        label: t(step.label),
        href: pathFor(step.route, {}, locale),
      }))}
    />
  );
}

/** The current cart, loaded (or created) when the page opens. */
export function useCart() {
  const state = useAtomValue(cartAtom);
  useEffect(() => {
    void loadCart({ createIfMissing: true }).catch(() => undefined);
  }, []);
  return { state, retry: () => void reloadCart().catch(() => undefined) };
}

export function CheckoutStepPage({
  step,
  title,
  children,
}: {
  step: CheckoutStepRoute;
  title: string;
  children: (cart: Cart) => ReactNode;
}) {
  const { state, retry } = useCart();
  return (
    <div className={styles.page}>
      <CheckoutStepper current={step} />
      <h1 className={styles.title}>{title}</h1>
      {state.status === 'error' ? (
        <ErrorState onRetry={retry} />
      ) : state.status === 'ready' ? (
        children(state.cart)
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
