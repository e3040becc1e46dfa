/**
 * The shell's session: the access token lives in memory (shared auth state); the refresh token
 * is the API's httpOnly cookie, so a reload restores the session with one refresh call. Calls
 * follow the specification: POST /auth/token, form-encoded, grants password and refresh_token.
 */
import { postForm } from '@shop/shared/api-client';
import {
  type AuthTokens,
  type Credentials,
  type LoginResult,
  refreshAccessToken,
  setRefreshHandler,
  setSessionHandlers,
  setTokens,
} from '@shop/shared/auth';
import { readCookie, removeCookie, writeCookie } from '@shop/shared/cookies';

export const clientId = 'shop-web';

interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
}

export function toTokens(response: TokenResponse, now = Date.now()): AuthTokens {
  return {
    accessToken: response.access_token,
    tokenType: response.token_type,
    expiresAt: now + response.expires_in * 1000,
  };
}

async function requestToken(fields: Record<string, string>): Promise<AuthTokens> {
  return toTokens(await postForm<TokenResponse>('/auth/token', { client_id: clientId, ...fields }));
}

async function refresh(): Promise<AuthTokens | null> {
  try {
    const tokens = await requestToken({ grant_type: 'refresh_token' });
    writeCookie('session', '1');
    return tokens;
  } catch {
    removeCookie('session');
    return null;
  }
}

async function login({ email, password }: Credentials): Promise<LoginResult> {
  try {
    setTokens(await requestToken({ grant_type: 'password', username: email, password }));
    writeCookie('session', '1');
    return { success: true };
  } catch {
    return { success: false, message: 'Error' };
  }
}

async function logout(): Promise<void> {
  removeCookie('session');
  try {
    await postForm('/auth/logout', {});
  } catch {
    // Signed out locally in any case.
  }
}

/** Registers the handlers and, when a session cookie hint exists, restores the session. */
export async function startSession(): Promise<void> {
  setRefreshHandler(refresh);
  setSessionHandlers({ login, logout });
  if (readCookie('session')) await refreshAccessToken();
}
