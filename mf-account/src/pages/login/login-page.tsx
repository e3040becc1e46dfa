import '../../i18n/account-i18n';
import { apiErrorStatus } from '@shop/shared/api-client';
import { type LoginFailure, login } from '@shop/shared/auth';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { type LoginValues, loginSchema, validateWith } from '@shop/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { namespace } from '../../i18n/account-i18n';
import { GoogleSignInButton } from '../auth-callback/google-sign-in-button';
import { resendConfirmationMutation } from './api/resend-confirmation';
import styles from './login-page.module.css';

const validate = validateWith(loginSchema);

/**
 * Where to go after signing in: the page the auth guard sent the customer away from, when it is a
 * path of this shop (never another site), else home.
 */
export function afterLoginPath(returnUrl: string | null, home: string): string {
  if (!returnUrl?.startsWith('/')) return home;
  try {
    const origin = window.location.origin;
    const target = new URL(returnUrl, origin);
    if (target.origin !== origin) return home;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return home;
  }
}

/** The message of each way signing in fails. */
const failureMessages: Record<LoginFailure, string> = {
  credentials: 'login.failed',
  throttled: 'login.throttled',
  unavailable: 'login.unavailable',
};

/**
 * The sign-in of an e-mail not confirmed yet (the password was right): says so next to the form and
 * sends the confirmation link again for the same e-mail and password.
 */
function ConfirmEmailFirst({ credentials }: { credentials: LoginValues }) {
  const { t } = useTranslation(namespace);
  const resend = useMutation(resendConfirmationMutation());
  const failure =
    resend.error === null
      ? null
      : apiErrorStatus(resend.error) === 429
        ? t('login.resendThrottled')
        : t('login.resendFailed');
  return (
    <div className={styles.notice} data-testid="login-unconfirmed">
      <p role="alert">{t('login.unconfirmed')}</p>
      {resend.isSuccess ? (
        <p role="status" className={styles.done}>
          {t('login.resent', { email: credentials.email })}
        </p>
      ) : (
        <div>
          <Button
            variant="secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate(credentials)}
          >
            {t('login.resend')}
          </Button>
        </div>
      )}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}

export default function LoginPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The e-mail and password of a sign-in refused only for an e-mail not confirmed yet.
  const [unconfirmed, setUnconfirmed] = useState<LoginValues | null>(null);
  const onSubmit = async (values: LoginValues) => {
    setUnconfirmed(null);
    const result = await login({ email: values.email, password: values.password });
    if (!result.success && result.emailNotConfirmed) {
      setUnconfirmed({ email: values.email, password: values.password });
      return undefined;
    }
    if (!result.success)
      return { [FORM_ERROR]: t(failureMessages[result.reason ?? 'credentials']) };
    await navigate(afterLoginPath(search.get('returnUrl'), pathFor('home', {}, locale)), {
      replace: true,
    });
    return undefined;
  };
  return (
    <section className={styles.page}>
      <h1>{t('login.title')}</h1>
      <Form<LoginValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={t('login.email')}
              maxLength={FIELD_LIMITS.email}
            />
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('login.password')}
              maxLength={FIELD_LIMITS.password}
            />
            <Button type="submit" disabled={submitting}>
              {t('login.submit')}
            </Button>
            {typeof submitError === 'string' ? (
              <p role="alert" className={styles.formError}>
                {submitError}
              </p>
            ) : null}
          </form>
        )}
      </Form>
      {unconfirmed ? <ConfirmEmailFirst credentials={unconfirmed} /> : null}
      <div className={styles.social}>
        <GoogleSignInButton returnUrl={search.get('returnUrl')} />
      </div>
      <p className={styles.links}>
        <Link to={pathFor('reset-password', {}, locale)}>{t('login.forgotten')}</Link>
        <Link to={pathFor('registration', {}, locale)}>{t('login.register')}</Link>
      </p>
    </section>
  );
}
