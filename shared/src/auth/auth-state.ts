/**
 * Auth tokens, owned by the shell. The access token lives only in memory; how a new one is
 * obtained (a refresh call) is the shell's business, registered with `setRefreshHandler`.
 */
import { shopStore } from '@shop/shared/store';
import { atom } from 'jotai';

export interface AuthTokens {
  accessToken: string;
  tokenType: string;
  expiresAt: number;
}

export const authTokensAtom = atom<AuthTokens | null>(null);
export const isLoggedInAtom = atom((get) => get(authTokensAtom) !== null);

type RefreshHandler = () => Promise<AuthTokens | null>;
let refreshHandler: RefreshHandler | null = null;
let refreshing: Promise<AuthTokens | null> | null = null;

export function getAccessToken(): string | null {
  return shopStore.get(authTokensAtom)?.accessToken ?? null;
}

export function setTokens(tokens: AuthTokens): void {
  shopStore.set(authTokensAtom, tokens);
}

export function clearTokens(): void {
  shopStore.set(authTokensAtom, null);
}

export function setRefreshHandler(handler: RefreshHandler | null): void {
  refreshHandler = handler;
}

/**
 * Asks the shell for a new access token. Concurrent callers share one refresh; a failed refresh
 * clears the tokens and resolves to null.
 */
export function refreshAccessToken(): Promise<AuthTokens | null> {
  if (!refreshHandler) return Promise.resolve(null);
  if (!refreshing) {
    const handler = refreshHandler;
    refreshing = handler()
      .catch(() => null)
      .then((tokens) => {
        if (tokens) setTokens(tokens);
        else clearTokens();
        return tokens;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

export interface PasswordCredentials {
  email: string;
  password: string;
}

/** Sign-in with Google: the ID token it returned and the nonce sent with the request for it. */
export interface GoogleCredentials {
  googleIdToken: string;
  nonce: string;
}

export type Credentials = PasswordCredentials | GoogleCredentials;

/** Why a sign-in failed: wrong e-mail or password, too many attempts, or no answer. */
export type LoginFailure = 'credentials' | 'throttled' | 'unavailable';

export type LoginResult =
  | { success: true }
  | {
      success: false;
      message: string;
      reason?: LoginFailure;
      /**
       * The password was right but the e-mail is not confirmed yet: the page says so and offers
       * the confirmation link again. `reason` stays 'credentials' then, for pages that know no more.
       */
      emailNotConfirmed?: boolean;
    };

export interface SessionHandlers {
  login: (credentials: Credentials) => Promise<LoginResult>;
  logout: () => Promise<void>;
}

let sessionHandlers: SessionHandlers | null = null;

/** The shell registers how signing in and out is done; remotes call `login` and `logout`. */
export function setSessionHandlers(handlers: SessionHandlers | null): void {
  sessionHandlers = handlers;
}

export function login(credentials: Credentials): Promise<LoginResult> {
  if (!sessionHandlers) return Promise.resolve({ success: false, message: 'Error' });
  return sessionHandlers.login(credentials);
}

export async function logout(): Promise<void> {
  if (sessionHandlers) await sessionHandlers.logout();
  clearTokens();
}
