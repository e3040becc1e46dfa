import '../../i18n/account-i18n';
import { pathFor } from '@shop/shared/routes';
import { getRuntimeConfig } from '@shop/shared/runtime-config';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { startGoogleSignIn } from './google-authorization';

/**
 * "Sign in with Google" on the login page: offered only when the deployment has a Google client
 * id (`/config.json`); leaves for Google, which answers on the auth-callback page.
 */
export function GoogleSignInButton({ returnUrl }: { returnUrl: string | null }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const clientId = getRuntimeConfig().googleClientId;
  if (!clientId) return null;
  const signIn = () => {
    const redirectUri = `${window.location.origin}${pathFor('auth-callback', {}, locale)}`;
    window.location.assign(startGoogleSignIn(clientId, redirectUri, returnUrl));
  };
  return (
    <Button variant="secondary" onClick={signIn}>
      {t('googleSignIn.button')}
    </Button>
  );
}
