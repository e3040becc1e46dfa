/**
 * Sign-in with Google, the browser's part (OpenID Connect implicit flow): before leaving for
 * Google the page keeps a random state and nonce in sessionStorage; Google sends the customer
 * back to the auth-callback page with `#id_token=…&state=…`. The state proves the answer belongs
 * to a request this tab made (no one can plant a sign-in on the customer); the nonce, which the
 * ID token carries, is checked by the API so a token issued for another request is worthless.
 */

export const GOOGLE_AUTHORIZATION_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';

/** Where the pending request waits for Google's answer, in this tab only. */
export const PENDING_KEY = 'shop.google-sign-in';

export interface PendingSignIn {
  state: string;
  nonce: string;
  /** Where to go after signing in (the login page's `returnUrl`), if anywhere. */
  returnUrl: string | null;
}

/** 256 random bits, URL-safe. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Google's authorization URL asking for an ID token (with the e-mail) for this request. */
export function googleAuthorizationUrl(
  clientId: string,
  redirectUri: string,
  pending: Pick<PendingSignIn, 'state' | 'nonce'>,
): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'id_token',
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
  });
  return `${GOOGLE_AUTHORIZATION_ENDPOINT}?${query.toString()}`;
}

/** Starts a request: keeps a new state and nonce for the callback and gives Google's URL. */
export function startGoogleSignIn(
  clientId: string,
  redirectUri: string,
  returnUrl: string | null,
): string {
  const pending: PendingSignIn = { state: randomToken(), nonce: randomToken(), returnUrl };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  return googleAuthorizationUrl(clientId, redirectUri, pending);
}

/** The pending request, taken out: a state and nonce serve one answer only. */
export function takePendingSignIn(): PendingSignIn | null {
  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!stored) return null;
  try {
    const pending: unknown = JSON.parse(stored);
    if (
      typeof pending === 'object' &&
      pending !== null &&
      'state' in pending &&
      'nonce' in pending &&
      typeof pending.state === 'string' &&
      typeof pending.nonce === 'string'
    ) {
      const returnUrl = 'returnUrl' in pending ? pending.returnUrl : null;
      return {
        state: pending.state,
        nonce: pending.nonce,
        returnUrl: typeof returnUrl === 'string' ? returnUrl : null,
      };
    }
  } catch {
    // Not ours, or damaged: as if nothing were pending.
  }
  return null;
}
