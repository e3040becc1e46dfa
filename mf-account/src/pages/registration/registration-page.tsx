/**
 * Registration (route `registration`, guests only): the form, then "check your e-mail". Opened
 * from the e-mailed link (`?token=`), the page confirms the e-mail and offers signing in.
 */
import '../../i18n/account-i18n';
import { apiErrorStatus } from '@shop/shared/api-client';
import { TermsLink } from '@shop/shared/catalog/terms-link';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { validateWith } from '@shop/shared/validation';
import { type RegistrationValues, registrationSchema } from '@shop/shared/validation/registration';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styles from '../../features/account-form/account-form.module.css';
import { namespace } from '../../i18n/account-i18n';
import { confirmEmailQuery } from './api/confirm-email';
import { EMAIL_TAKEN, useRegistration } from './use-registration';

const validate = validateWith(registrationSchema);

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

/** The registration's fields: names, e-mail, an optional phone, the password twice. */
function RegistrationFields() {
  const { t } = useTranslation(namespace);
  return (
    <>
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
    </>
  );
}

/** The form's error: an e-mail with an account (with the ways into it), or a refusal's words. */
function RegistrationFormError({ submitError }: { submitError: unknown }) {
  const { t } = useTranslation(namespace);
  return submitError === EMAIL_TAKEN ? (
    <div role="alert" className={styles.formError}>
      <p>{t('registration.emailTaken')}</p>
      <AccountLinks />
    </div>
  ) : typeof submitError === 'string' ? (
    <p role="alert" className={styles.formError}>
      {submitError}
    </p>
  ) : null;
}

function RegistrationForm() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const { register, onSubmit } = useRegistration();

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
            <RegistrationFields />
            <p className={styles.note}>
              {t('registration.terms')}{' '}
              <TermsLink locale={locale}>{t('registration.termsLink')}</TermsLink>.
            </p>
            <Button type="submit" disabled={submitting}>
              {t('registration.submit')}
            </Button>
            <RegistrationFormError submitError={submitError} />
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
