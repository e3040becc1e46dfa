/**
 * The foot of a checkout step: the step's error (a refused submit, as an alert), then the link
 * back to the step before and the step's submit button.
 */
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/checkout-i18n';
import styles from './checkout.module.css';
import type { CheckoutStepRoute } from './checkout-steps';

export function StepActions({
  error,
  back,
  submit,
  submitting,
}: {
  error?: string | null;
  /** The step the back link leads to; none: the submit keeps its place on the right. */
  back?: CheckoutStepRoute;
  /** The submit button's text; none: no button. */
  submit?: ReactNode;
  submitting?: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {back ? <Link to={pathFor(back, {}, locale)}>{t('steps.back')}</Link> : <span />}
        {submit ? (
          <Button type="submit" disabled={submitting}>
            {submit}
          </Button>
        ) : null}
      </div>
    </>
  );
}
