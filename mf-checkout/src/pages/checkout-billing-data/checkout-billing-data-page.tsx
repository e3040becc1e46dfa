/**
 * Checkout step 4, order details: optional company billing (with the company-ID lookup),
 * insurance (basic included; eu / world with countries and the insured party) and the project.
 */
import '../../i18n/checkout-i18n';
import type { Cart, CartUpdate } from '@shop/shared/contract';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { CheckboxField, TextAreaField, TextField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors } from '@shop/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import { CartTotals } from '../../features/cart/cart-totals';
import { cookieCartLoader } from '../../features/cart/current-cart';
import { cartErrorMessage } from '../../features/cart/error-message';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutStepPage } from '../../features/checkout-steps/checkout-steps';
import { StepActions } from '../../features/checkout-steps/step-actions';
import { CheckoutForm } from '../../features/form/checkout-form';
import { namespace } from '../../i18n/checkout-i18n';
import {
  additionalUpdate,
  type BillingValues,
  billingLimit,
  billingUpdate,
  ERROR_FIELDS,
  initialBillingValues,
  insuranceUpdate,
  validateBilling,
} from './billing-form';
import { CompanyFields } from './company-fields';
import { InsuranceFields } from './insurance-fields';
import { SavedCompanies } from './saved-companies';

// Long: the step's one form: its submit (billing, insurance and project updates in turn) and its
// sections, which read the same form values.
function BillingForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const update = useMutation(updateCartMutation());
  // Taken once: the cart changes after each update of a submit, the form must not reset then.
  const [initialValues] = useState(() => initialBillingValues(cart));

  const submit = async (values: BillingValues, form: FormApi<BillingValues>) => {
    const updates: CartUpdate[] = [];
    if (values.company || cart.hasBillingCustomer) updates.push(billingUpdate(values));
    if (cart.insurance.possible) updates.push(insuranceUpdate(values));
    updates.push(additionalUpdate(values));
    try {
      for (const change of updates) {
        const outcome = await update.mutateAsync(change);
        if (!outcome.success) {
          const message = `checkout:errors.${outcome.errorKey ?? 'unknown'}`;
          const field = outcome.errorKey ? ERROR_FIELDS[outcome.errorKey] : undefined;
          return field
            ? { [field]: message }
            : { [FORM_ERROR]: cartErrorMessage(t, outcome.errorKey) };
        }
      }
    } catch (error) {
      return (
        refusalErrors(error, form.getRegisteredFields()) ?? { [FORM_ERROR]: t('errors.unknown') }
      );
    }
    navigate(pathFor('checkout-summary', {}, locale));
    return undefined;
  };

  return (
    <CheckoutForm<BillingValues>
      className={styles.stack}
      label={t('billing.title')}
      initialValues={initialValues}
      validate={validateBilling}
      onSubmit={submit}
    >
      {({ values, submitting, submitError }) => (
        <>
          <section className={styles.panel} aria-labelledby="company-title">
            <h2 id="company-title">{t('billing.companyTitle')}</h2>
            <CheckboxField name="company" label={t('billing.company')} />
            {values.company ? (
              <>
                <SavedCompanies />
                <CompanyFields />
              </>
            ) : null}
          </section>
          {cart.insurance.possible ? (
            <section className={styles.panel} aria-labelledby="insurance-fields-title">
              <h2 id="insurance-fields-title">{t('insurance.title')}</h2>
              <InsuranceFields values={values} />
            </section>
          ) : null}
          <section className={styles.panel} aria-labelledby="project-title">
            <h2 id="project-title">{t('billing.additionalTitle')}</h2>
            <div className={styles.grid}>
              {/* The inputs hold no more than the order takes (the contract's limits). */}
              {(['projectName', 'productionName', 'projectRole'] as const).map((name) => (
                <TextField
                  key={name}
                  name={name}
                  label={t(`billing.${name}`)}
                  maxLength={billingLimit(name)}
                />
              ))}
              <TextAreaField
                name="note"
                label={t('billing.note')}
                className={styles.wide}
                maxLength={billingLimit('note')}
                hint={t('billing.noteLimit', { max: billingLimit('note') })}
              />
            </div>
          </section>
          <StepActions
            error={submitError}
            back="checkout-date-and-shipping"
            submit={t('billing.submit')}
            submitting={submitting}
          />
        </>
      )}
    </CheckoutForm>
  );
}

/** On the server: the cart the shopper's cookie names, so the step is rendered with it. */
export const loader = cookieCartLoader;

export default function CheckoutBillingDataPage() {
  const { t } = useTranslation(namespace);
  return (
    <CheckoutStepPage step="checkout-billing-data" title={t('billing.title')}>
      {(cart) => (
        <div className={styles.layout}>
          <BillingForm cart={cart} />
          <CartTotals cart={cart} />
        </div>
      )}
    </CheckoutStepPage>
  );
}
