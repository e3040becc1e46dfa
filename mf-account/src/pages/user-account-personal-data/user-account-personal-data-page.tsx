/**
 * My details: the signed-in customer's personal data (prefilled from the account) and, in a form of
 * its own, the password change. Each form validates with the shared rules the API applies too;
 * a refusal of the API shows next to the field it names, anything else above the form's button.
 */
import '../../i18n/account-i18n';
import { accountDetailQuery } from '@shop/shared/account/get-account-detail';
import { apiErrorMessage, apiErrorStatus } from '@shop/shared/api-client';
import type { AccountCustomer, AccountUpdateRequest } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { eventBus } from '@shop/shared/event-bus';
import { QueryState } from '@shop/shared/query/query-state';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { FormField } from '@shop/shared/ui/form-field';
import { refusalErrors, validateWith } from '@shop/shared/validation';
import {
  accountUpdateRefusal,
  type PasswordChangeValues,
  type PersonalDetailsValues,
  passwordChangeSchema,
  personalDetailsSchema,
} from '@shop/shared/validation/account';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import formStyles from '../../features/account-form/account-form.module.css';
import { AccountLayout } from '../../features/account-tabs/account-tabs';
import { namespace } from '../../i18n/account-i18n';
import { updateAccountMutation } from './api/update-account';
import styles from './user-account-personal-data-page.module.css';

const validateDetails = validateWith(personalDetailsSchema);
const validatePassword = validateWith(passwordChangeSchema);

/** The fields of the page's two forms, where a refusal of the API may be said. */
const ACCOUNT_FIELDS = [
  'firstname',
  'lastname',
  'phone',
  'address',
  'oldPassword',
  'newPassword',
  'confirmPassword',
] as const;

/** What a refused update shows: next to the field the API names, or for the whole form. */
function useRefusal() {
  const { t } = useTranslation(namespace);
  return (error: unknown): SubmissionErrors => {
    // Too many wrong old passwords (the API throttles them as sign-ins): said at the old password.
    if (apiErrorStatus(error) === 429) return { oldPassword: t('personalData.refusals.throttled') };
    const message = apiErrorMessage(error, '');
    const known = accountUpdateRefusal(message);
    if (!known) {
      return (
        refusalErrors(error, ACCOUNT_FIELDS) ?? {
          [FORM_ERROR]: message || t('personalData.saveFailed'),
        }
      );
    }
    const text = t(`personalData.refusals.${known.refusal}`);
    return { [known.field ?? FORM_ERROR]: text };
  };
}

function FormError({ error }: { error: unknown }) {
  return typeof error === 'string' ? (
    <p role="alert" className={formStyles.formError}>
      {error}
    </p>
  ) : null;
}

/** The customer's names, phone and address; the e-mail shown but not changed here. */
function PersonalDetailsFields({ email }: { email: string }) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <div className={styles.row}>
        <TextField
          name="firstname"
          label={t('personalData.firstname')}
          autoComplete="given-name"
          required
          maxLength={FIELD_LIMITS.personName}
        />
        <TextField
          name="lastname"
          label={t('personalData.lastname')}
          autoComplete="family-name"
          required
          maxLength={FIELD_LIMITS.personName}
        />
      </div>
      <FormField id="email" label={t('personalData.email')} hint={t('personalData.emailHint')}>
        {(control) => (
          <input {...control} type="email" value={email} readOnly autoComplete="email" />
        )}
      </FormField>
      <TextField
        name="phone"
        type="tel"
        label={t('personalData.phone')}
        autoComplete="tel"
        required
        maxLength={FIELD_LIMITS.phone}
      />
      <TextField
        name="address"
        label={t('personalData.address')}
        autoComplete="street-address"
        maxLength={FIELD_LIMITS.address}
      />
    </>
  );
}

function PersonalDetailsForm({ customer }: { customer: AccountCustomer }) {
  const { t } = useTranslation(namespace);
  const update = useMutation(updateAccountMutation());
  const refusal = useRefusal();
  const onSubmit = async (values: PersonalDetailsValues) => {
    try {
      await update.mutateAsync({
        firstname: values.firstname,
        lastname: values.lastname,
        phone: values.phone,
        address: values.address ?? '',
      } satisfies AccountUpdateRequest);
    } catch (error) {
      return refusal(error);
    }
    eventBus.publish('notice:show', { kind: 'success', message: t('personalData.saved') });
    return undefined;
  };
  return (
    <Form<PersonalDetailsValues>
      onSubmit={onSubmit}
      validate={validateDetails}
      initialValues={{
        firstname: customer.firstname,
        lastname: customer.lastname,
        phone: customer.phone ?? '',
        address: customer.address ?? '',
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className={formStyles.form}
          aria-labelledby="personal-details-title"
        >
          <h2 id="personal-details-title">{t('personalData.detailsTitle')}</h2>
          <PersonalDetailsFields email={customer.email} />
          <FormError error={submitError} />
          <div>
            <Button type="submit" disabled={submitting}>
              {t('personalData.save')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

const emptyPasswords: PasswordChangeValues = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

function PasswordForm() {
  const { t } = useTranslation(namespace);
  const update = useMutation(updateAccountMutation());
  const refusal = useRefusal();
  const onSubmit = async (
    values: PasswordChangeValues,
    form: FormApi<PasswordChangeValues, Partial<PasswordChangeValues>>,
  ) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      return refusal(error);
    }
    eventBus.publish('notice:show', {
      kind: 'success',
      message: t('personalData.passwordChanged'),
    });
    // The passwords are not kept in the page once they have done their work.
    setTimeout(() => form.restart(emptyPasswords));
    return undefined;
  };
  return (
    <Form<PasswordChangeValues>
      onSubmit={onSubmit}
      validate={validatePassword}
      initialValues={emptyPasswords}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className={formStyles.form}
          aria-labelledby="password-change-title"
        >
          <h2 id="password-change-title">{t('personalData.passwordTitle')}</h2>
          <p className={styles.hint}>{t('personalData.passwordHint')}</p>
          <TextField
            name="oldPassword"
            type="password"
            label={t('personalData.oldPassword')}
            autoComplete="current-password"
            required
            maxLength={FIELD_LIMITS.password}
          />
          <TextField
            name="newPassword"
            type="password"
            label={t('personalData.newPassword')}
            autoComplete="new-password"
            required
            maxLength={FIELD_LIMITS.password}
          />
          <TextField
            name="confirmPassword"
            type="password"
            label={t('personalData.confirmPassword')}
            autoComplete="new-password"
            required
            maxLength={FIELD_LIMITS.password}
          />
          <FormError error={submitError} />
          <div>
            <Button type="submit" disabled={submitting}>
              {t('personalData.changePassword')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

export default function UserAccountPersonalDataPage() {
  const { t } = useTranslation(namespace);
  const detail = useQuery(accountDetailQuery());
  return (
    <AccountLayout current="user-account-personal-data" title={t('personalData.title')}>
      <QueryState query={detail}>
        {(customer) => (
          <div className={styles.forms}>
            <PersonalDetailsForm customer={customer} />
            <PasswordForm />
          </div>
        )}
      </QueryState>
    </AccountLayout>
  );
}
