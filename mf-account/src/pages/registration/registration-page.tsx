/**
 * Registration (route `registration`, guests only): the form, then "check your e-mail". Opened
 * from the e-mailed link (`?token=`), the page confirms the e-mail and offers signing in.
 */
import '../../i18n/account-i18n';
import { apiErrorMessage, apiErrorStatus } from '@shop/shared/api-client';
import { TermsLink } from '@shop/shared/catalog/terms-link';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors, validateWith } from '@shop/shared/validation';
import { type RegistrationValues, registrationSchema } from '@shop/shared/validation/registration';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styles from '../../features/account-form/account-form.module.css';
import { namespace } from '../../i18n/account-i18n';
import { confirmEmailQuery } from './api/confirm-email';
import { registerMutation } from './api/register';

/** The form's fields, where a refusal of the API may be said. */
const REGISTRATION_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'password',
  'confirmPassword',
] as const;

const validate = validateWith(registrationSchema);

/** The form's error when the e-mail has an account: shown with the ways into that account. */
const EMAIL_TAKEN = { emailTaken: true } as const;

/** Links to signing in and to a new password, for an e-mail that has an account already. */
function AccountLinks() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <p className={styles.links}>
      <Link to={pathFor('login', {}, locale)}>{t('registration.signIn')}</Link>
      <Link to={pathFor('reset-password', {}, locale)}>{t('registration.resetPassword')}</Link>
    </p>
  );
}

// Long: one react-final-form form, whose length is its submit (the registration and its refusals
// said at their fields) and its fields: first and last name, e-mail, phone and two passwords.
function RegistrationForm() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const register = useMutation(registerMutation());

  const onSubmit = async (values: RegistrationValues): Promise<SubmissionErrors> => {
    try {
      await register.mutateAsync({
        firstname: values.firstname,
        lastname: values.lastname,
        email: values.email.trim(),
        ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      return undefined;
    } catch (error) {
      const status = apiErrorStatus(error);
      if (status === 409) return { [FORM_ERROR]: EMAIL_TAKEN };
      if (status === 429) return { [FORM_ERROR]: t('registration.throttled') };
      // The form applies the API's rules, so another refusal is rare: at its field, or in the
      // API's own words.
      const refused = refusalErrors(error, REGISTRATION_FIELDS);
      if (refused) return refused;
      if (status === 400) return { [FORM_ERROR]: apiErrorMessage(error, t('registration.failed')) };
      return { [FORM_ERROR]: t('registration.failed') };
    }
  };

  if (register.isSuccess) {
    return (
      <div className={styles.done} role="status">
        <h2>{t('registration.sentTitle')}</h2>
        <p>{t('registration.sentText', { email: register.variables.email })}</p>
      </div>
    );
  }

  return (
    <>
      <p>{t('registration.intro')}</p>
      <Form<RegistrationValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <div className={styles.names}>
              <TextField
                name="firstname"
                label={t('registration.firstname')}
                autoComplete="given-name"
                maxLength={FIELD_LIMITS.personName}
                required
              />
              <TextField
                name="lastname"
                label={t('registration.lastname')}
                autoComplete="family-name"
                maxLength={FIELD_LIMITS.personName}
                required
              />
            </div>
            <TextField
              name="email"
              type="email"
              label={t('registration.email')}
              autoComplete="email"
              maxLength={FIELD_LIMITS.email}
              required
            />
            <TextField
              name="phone"
              type="tel"
              label={t('registration.phone')}
              autoComplete="tel"
              hint={t('registration.optional')}
              maxLength={FIELD_LIMITS.phone}
            />
            <TextField
              name="password"
              type="password"
              label={t('registration.password')}
              autoComplete="new-password"
              hint={t('registration.passwordHint')}
              maxLength={FIELD_LIMITS.password}
              required
            />
            <TextField
              name="confirmPassword"
              type="password"
              label={t('registration.confirmPassword')}
              autoComplete="new-password"
              maxLength={FIELD_LIMITS.password}
              required
            />
            <p className={styles.note}>
              {t('registration.terms')}{' '}
              <TermsLink locale={locale}>{t('registration.termsLink')}</TermsLink>.
            </p>
            <Button type="submit" disabled={submitting}>
              {t('registration.submit')}
            </Button>
            {submitError === EMAIL_TAKEN ? (
              <div role="alert" className={styles.formError}>
                <p>{t('registration.emailTaken')}</p>
                <AccountLinks />
              </div>
            ) : typeof submitError === 'string' ? (
              <p role="alert" className={styles.formError}>
                {submitError}
              </p>
            ) : null}
          </form>
        )}
      </Form>
      <p className={styles.note}>{t('registration.guestNote')}</p>
      <p className={styles.links}>
        <Link to={pathFor('login', {}, locale)}>{t('registration.hasAccount')}</Link>
      </p>
    </>
  );
}

/** The e-mailed link: confirms the e-mail once, then offers signing in. */
function ConfirmEmail({ token }: { token: string }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const confirmation = useQuery(confirmEmailQuery(token));
  const refused = apiErrorStatus(confirmation.error) === 400;
  if (refused) {
    return (
      <div role="alert" className={styles.formError}>
        <p>{t('registration.linkInvalid')}</p>
        <p className={styles.links}>
          <Link to={pathFor('login', {}, locale)}>{t('registration.signIn')}</Link>
          <Link to={pathFor('registration', {}, locale)}>{t('registration.registerAgain')}</Link>
        </p>
      </div>
    );
  }
  return (
    <QueryState query={confirmation} errorMessage={t('registration.confirmFailed')}>
      {({ email }) => (
        <div className={styles.done} role="status">
          <h2>{t('registration.confirmedTitle')}</h2>
          <p>{t('registration.confirmedText', { email })}</p>
          <p>
            <Link to={pathFor('login', {}, locale)}>{t('registration.signIn')}</Link>
          </p>
        </div>
      )}
    </QueryState>
  );
}

export default function RegistrationPage() {
  const { t } = useTranslation(namespace);
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <section className={styles.page}>
      <h1>{token ? t('registration.confirmTitle') : t('registration.title')}</h1>
      {token ? <ConfirmEmail token={token} /> : <RegistrationForm />}
    </section>
  );
}
