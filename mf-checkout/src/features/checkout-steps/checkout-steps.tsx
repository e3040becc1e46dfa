/**
 * The checkout steps in the spec's order, the visible stepper and the frame every step page
 * shares: it loads the current cart (spec §4 lifecycle) and shows loading, error (with retry) or
 * the step.
 */
import type { Cart } from '@shop/shared/contract';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Stepper } from '@shop/shared/ui/stepper';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/checkout-i18n';
import { useCurrentCart } from '../cart/current-cart';
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

export function CheckoutStepPage({
  step,
  title,
  children,
}: {
  step: CheckoutStepRoute;
  title: string;
  children: (cart: Cart) => ReactNode;
}) {
  const cart = useCurrentCart();
  return (
    <div className={styles.page}>
      <CheckoutStepper current={step} />
      <h1 className={styles.title}>{title}</h1>
      <QueryState query={cart}>{children}</QueryState>
    </div>
  );
}
