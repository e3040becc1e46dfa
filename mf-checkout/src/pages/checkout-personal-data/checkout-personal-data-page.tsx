/** Checkout step 2: personal data, with the option to create an account with the order. */
import '../../i18n/checkout-i18n';
import type { Cart } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { formatPhone } from '@shop/shared/format';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { CheckboxField, TextField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors, validateWith } from '@shop/shared/validation';
import { type PersonalDataValues, personalDataSchema } from '@shop/shared/validation/checkout';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import { cookieCartLoader } from '../../features/cart/current-cart';
import { cartErrorMessage } from '../../features/cart/error-message';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutStepPage } from '../../features/checkout-steps/checkout-steps';
import { StepActions } from '../../features/checkout-steps/step-actions';
import { CheckoutForm } from '../../features/form/checkout-form';
import { namespace } from '../../i18n/checkout-i18n';
import { personalDataUpdate } from './personal-data-update';

const validate = validateWith(personalDataSchema);

// Long: the step's one form: its submit and refusals, and its fields, some shown by the values
// (a new account, a signed-in customer).
function PersonalDataForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const update = useMutation(updateCartMutation());
  const customer = cart.customer;
  const canRegister = !customer?.customerKey;
  const [initialValues] = useState<Partial<PersonalDataValues>>(() => ({
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ? formatPhone(customer.phone) : '',
    register: customer?.register ?? false,
  }));
  return (
    <CheckoutForm<PersonalDataValues>
      className={styles.stack}
      label={t('personal.title')}
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, form) => {
        try {
          const outcome = await update.mutateAsync(personalDataUpdate(values, customer));
          if (!outcome.success) return { [FORM_ERROR]: cartErrorMessage(t, outcome.errorKey) };
        } catch (error) {
          return (
            refusalErrors(error, form.getRegisteredFields()) ?? {
              [FORM_ERROR]: t('personal.failed'),
            }
          );
        }
        navigate(pathFor('checkout-date-and-shipping', {}, locale));
        return undefined;
      }}
    >
      {({ submitting, values, submitError }) => {
        return (
          <>
            <div className={`${styles.panel} ${styles.grid}`}>
              <TextField
                name="firstname"
                label={t('personal.firstname')}
                autoComplete="given-name"
                required
                maxLength={FIELD_LIMITS.personName}
              />
              <TextField
                name="lastname"
                label={t('personal.lastname')}
                autoComplete="family-name"
                required
                maxLength={FIELD_LIMITS.personName}
              />
              <TextField
                name="email"
                type="email"
                label={t('personal.email')}
                autoComplete="email"
                required
                maxLength={FIELD_LIMITS.email}
              />
              <TextField
                name="phone"
                type="tel"
                label={t('personal.phone')}
                hint={t('personal.phoneHint')}
                autoComplete="tel"
                format={formatPhone}
                formatOnBlur
                required
                maxLength={FIELD_LIMITS.phone}
              />
              {canRegister ? (
                <div className={`${styles.wide} ${styles.stack}`}>
                  <CheckboxField
                    name="register"
                    label={t('personal.register')}
                    hint={t('personal.registerHint')}
                  />
                  {values.register ? (
                    <TextField
                      name="password"
                      type="password"
                      label={t('personal.password')}
                      hint={t('personal.passwordHint')}
                      autoComplete="new-password"
                      required
                      maxLength={FIELD_LIMITS.password}
                    />
                  ) : null}
                </div>
              ) : (
                <p className={`${styles.wide} ${styles.muted}`}>{t('personal.hasAccount')}</p>
              )}
            </div>
            <StepActions
              error={submitError}
              back="checkout-cart"
              submit={t('personal.submit')}
              submitting={submitting}
            />
          </>
        );
      }}
    </CheckoutForm>
  );
}

/** On the server: the cart the shopper's cookie names, so the step is rendered with it. */
export const loader = cookieCartLoader;

export default function CheckoutPersonalDataPage() {
  const { t } = useTranslation(namespace);
  return (
    <CheckoutStepPage step="checkout-personal-data" title={t('personal.title')}>
      {(cart) => <PersonalDataForm cart={cart} />}
    </CheckoutStepPage>
  );
}
