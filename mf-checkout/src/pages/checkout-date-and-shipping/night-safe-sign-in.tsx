import { loginPath, pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';

/**
 * For a guest: the night safe is for signed-in frequent customers (the API grants it to no e-mail
 * typed into the cart), with the way to sign in and come back to this step.
 */
export function NightSafeSignIn() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const login = loginPath(pathFor('checkout-date-and-shipping', {}, locale), locale);
  return (
    <p className={styles.note} data-testid="night-safe-sign-in">
      {t('dates.nightSafeForSignedIn')} <Link to={login}>{t('dates.nightSafeSignIn')}</Link>
    </p>
  );
}
