import { apiErrorStatus, postForm } from '@shop/shared/api-client';
import { type Credentials, isLoggedInAtom, setSessionHandlers } from '@shop/shared/auth';
import { WEB_CLIENT_ID } from '@shop/shared/contract/constants';
import { shopStore } from '@shop/shared/store';
import { renderPage } from '@test/render-page';
import { screen } from '@testing-library/react';
import AuthCallbackPage from './auth-callback-page';
import { PENDING_KEY, startGoogleSignIn } from './google-authorization';

/** Google's answer on the callback page, in Czech or English. */
const renderCallback = (fragment: string, locale: 'cs' | 'en' = 'cs') =>
  renderPage(<AuthCallbackPage />, {
    path: `${locale === 'en' ? '/en' : ''}/auth/callback${fragment}`,
    pattern: locale === 'en' ? '/en/auth/callback' : '/auth/callback',
    locale,
  });

/** A request this tab made before leaving for Google: its state. */
function pendingState(): string {
  const url = new URL(startGoogleSignIn('shop.apps.example.cz', 'http://shop/auth/callback', null));
  return url.searchParams.get('state') ?? '';
}

/**
 * The shell's side of signing in, as the page sees it: the grant google token request, answered
 * by the test API (which has no Google client id, so it refuses every ID token).
 */
function shellSession() {
  const attempts: Credentials[] = [];
  setSessionHandlers({
    login: async (credentials) => {
      attempts.push(credentials);
      if (!('googleIdToken' in credentials)) return { success: false, message: 'Error' };
      try {
        await postForm('/auth/token', {
          client_id: WEB_CLIENT_ID,
          grant_type: 'google',
          id_token: credentials.googleIdToken,
          nonce: credentials.nonce,
        });
        return { success: true };
      } catch (error) {
        const reason = apiErrorStatus(error) === 400 ? 'credentials' : 'unavailable';
        return { success: false, message: 'Error', reason };
      }
    },
    logout: async () => {},
  });
  return attempts;
}

describe('auth-callback page', () => {
  let attempts: Credentials[];
  beforeEach(() => {
    sessionStorage.clear();
    attempts = shellSession();
  });
  afterEach(() => setSessionHandlers(null));

  it('says so when Google sent no ID token, with the way to registration', async () => {
    pendingState();
    await renderCallback('#error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google přihlášení neposlal. Zkuste to prosím znovu.',
    );
    expect(screen.getByRole('link', { name: 'Zaregistrovat se' })).toHaveAttribute(
      'href',
      '/registrace',
    );
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(attempts).toEqual([]);
  });

  it('refuses an answer to a request this tab did not make, in English', async () => {
    pendingState();
    await renderCallback('#id_token=eyJ.eyJ.sig&state=planted-by-someone', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in was not started from this browser window. Please sign in again.',
    );
    expect(shopStore.get(isLoggedInAtom)).toBe(false);
    expect(attempts).toEqual([]);
  });

  it('refuses an answer when no request is pending at all', async () => {
    await renderCallback('#id_token=eyJ.eyJ.sig&state=');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Toto přihlášení nebylo zahájeno v tomto okně prohlížeče.',
    );
  });

  it("shows the API's refusal as the specification's message, with the way to registration", async () => {
    const state = pendingState();
    await renderCallback(`#id_token=eyJ.eyJ.sig&state=${state}`, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login through the social provider failed, register first.',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/en/registration',
    );
    expect(attempts).toEqual([{ googleIdToken: 'eyJ.eyJ.sig', nonce: expect.any(String) }]);
    expect(shopStore.get(isLoggedInAtom)).toBe(false);
  });
});
