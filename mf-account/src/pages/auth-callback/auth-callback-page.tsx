/**
 * Google's answer to sign-in with Google (route `auth-callback`): the ID token and the state in
 * the URL fragment (`#id_token=…&state=…`). The state must be the one this tab kept before
 * leaving (./google-authorization); then the shell signs in with grant google and the customer
 * goes where the login page was to send them, or to the account. A refusal says to register
 * first, as the shop only signs in accounts it already has.
 */
import '../../i18n/account-i18n';
import { type LoginFailure, login } from '@shop/shared/auth';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { LoadingState } from '@shop/shared/ui/states';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import styles from '../../features/account-form/account-form.module.css';
import { namespace } from '../../i18n/account-i18n';
import { afterLoginPath } from '../login/login-page';
import { takePendingSignIn } from './google-authorization';

/** Why the sign-in did not happen: Google's answer was not usable, or the shop refused it. */
type Failure = 'missing' | 'state' | LoginFailure;

const failureMessages: Record<Failure, string> = {
  missing: 'googleSignIn.missingToken',
  state: 'googleSignIn.stateMismatch',
  credentials: 'googleSignIn.failed',
  throttled: 'login.throttled',
  unavailable: 'login.unavailable',
};

export default function AuthCallbackPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [failure, setFailure] = useState<Failure | null>(null);
  // Google's answer is used once, even when the effect runs twice (StrictMode).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const answer = new URLSearchParams(hash.replace(/^#/, ''));
    const pending = takePendingSignIn();
    const idToken = answer.get('id_token');
    // The token is not left in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!idToken) {
      setFailure('missing');
      return;
    }
    if (!pending || answer.get('state') !== pending.state) {
      setFailure('state');
      return;
    }
    void login({ googleIdToken: idToken, nonce: pending.nonce }).then(async (result) => {
      if (!result.success) {
        setFailure(result.reason ?? 'credentials');
        return;
      }
      await navigate(afterLoginPath(pending.returnUrl, pathFor('user-account', {}, locale)), {
        replace: true,
      });
    });
  }, [hash, locale, navigate]);

  return (
    <section className={styles.page}>
      <h1>{t('googleSignIn.title')}</h1>
      {failure === null ? (
        <LoadingState label={t('googleSignIn.signingIn')} />
      ) : (
        <>
          <p role="alert" className={styles.formError}>
            {t(failureMessages[failure])}
          </p>
          <p className={styles.links}>
            <Link to={pathFor('registration', {}, locale)}>{t('googleSignIn.register')}</Link>
            <Link to={pathFor('login', {}, locale)}>{t('googleSignIn.backToLogin')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
