/**
 * The shell's session: the access token lives in memory (shared auth state); the refresh token
 * is the API's httpOnly cookie, so a reload restores the session with one refresh call. Calls
 * follow the specification: POST /auth/token, form-encoded, grants password and refresh_token.
 */
import { apiErrorKey, apiErrorStatus, postForm } from '@shop/shared/api-client';
import {
  type AuthTokens,
  type Credentials,
  type LoginResult,
  refreshAccessToken,
  setRefreshHandler,
  setSessionHandlers,
  setTokens,
} from '@shop/shared/auth';
import type { TokenResponse } from '@shop/shared/contract';
import { EMAIL_NOT_CONFIRMED, WEB_CLIENT_ID } from '@shop/shared/contract/constants';
import { readCookie, removeCookie, writeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { ACCOUNT_QUERY_ROOT, queryClient } from '@shop/shared/query';

/** A refused refresh is tried once more after this long: another tab may just have rotated it. */
const refreshRetryMs = 400;

/** How long signing out waits for the remotes' last calls of the session (detaching the cart). */
export const signOutWaitMs = 2000;

export function toTokens(response: TokenResponse, now = Date.now()): AuthTokens {
  return {
    accessToken: response.access_token,
    tokenType: response.token_type,
    expiresAt: now + response.expires_in * 1000,
  };
}

async function requestToken(fields: Record<string, string>): Promise<AuthTokens> {
  return toTokens(
    await postForm<TokenResponse>('/auth/token', { client_id: WEB_CLIENT_ID, ...fields }),
  );
}

/**
 * A new access token from the refresh cookie. Only a refusal (400, twice) ends the session; when
 * the API cannot answer (throttled, down, offline) the session hint stays for the next try.
 */
async function refresh(): Promise<AuthTokens | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const tokens = await requestToken({ grant_type: 'refresh_token' });
      writeCookie('session', '1');
      return tokens;
    } catch (error) {
      if (apiErrorStatus(error) !== 400) return null;
      if (attempt > 0) break;
      await new Promise((resolve) => setTimeout(resolve, refreshRetryMs));
    }
  }
  removeCookie('session');
  return null;
}

async function login(credentials: Credentials): Promise<LoginResult> {
  const google = 'googleIdToken' in credentials;
  try {
    setTokens(
      await requestToken(
        google
          ? { grant_type: 'google', id_token: credentials.googleIdToken, nonce: credentials.nonce }
          : { grant_type: 'password', username: credentials.email, password: credentials.password },
      ),
    );
    writeCookie('session', '1');
  } catch (error) {
    // The right password of an e-mail not confirmed yet (403 with its errorKey).
    if (apiErrorKey(error) === EMAIL_NOT_CONFIRMED) {
      return { success: false, message: 'Error', reason: 'credentials', emailNotConfirmed: true };
    }
    const status = apiErrorStatus(error);
    const reason = status === 400 ? 'credentials' : status === 429 ? 'throttled' : 'unavailable';
    return { success: false, message: 'Error', reason };
  }
  // The shell does not know the cart: checkout links it when it hears of the sign-in.
  eventBus.publish('auth:signed-in', { method: google ? 'google' : 'password' });
  return { success: true };
}

/**
 * Tells the remotes that the session ends and waits, at most `signOutWaitMs`, for what they still
 * have to do with it; neither a failure nor a slow API keeps the shopper signed in.
 */
async function beforeSigningOut(): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  eventBus.publish('auth:signing-out', { waitFor: (task) => tasks.push(task) });
  if (tasks.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(tasks),
    new Promise((resolve) => {
      timer = setTimeout(resolve, signOutWaitMs);
    }),
  ]);
  clearTimeout(timer);
}

async function logout(): Promise<void> {
  await beforeSigningOut();
  removeCookie('session');
  try {
    await postForm('/auth/logout', {});
  } catch {
    // Signed out locally in any case.
  }
  queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_ROOT });
}

/** Registers the handlers and, when a session cookie hint exists, restores the session. */
export async function startSession(): Promise<void> {
  setRefreshHandler(refresh);
  setSessionHandlers({ login, logout });
  if (readCookie('session')) await refreshAccessToken();
}
