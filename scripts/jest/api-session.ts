/**
 * Test helpers (not tests) for component tests against the real API of jest's global setup:
 * signing a customer in through the token endpoint, and reading a link the API e-mailed.
 */
import { getJson, postForm } from '@shop/shared/api-client';
import { setTokens } from '@shop/shared/auth';
import type { TokenResponse } from '@shop/shared/contract';
import { WEB_CLIENT_ID } from '@shop/shared/contract/constants';

/** The password the tests open their customers' accounts with. */
export const TEST_PASSWORD = 'kamera-2026';

/** POST /auth/token with the password grant: the tokens, or a rejection for a wrong password. */
export function passwordTokens(
  email: string,
  password = TEST_PASSWORD,
  clientId = WEB_CLIENT_ID,
): Promise<TokenResponse> {
  return postForm<TokenResponse>('/auth/token', {
    grant_type: 'password',
    username: email,
    password,
    client_id: clientId,
  });
}

/** Signs the customer in: the pages' API client carries the access token from then on. */
export async function signInThroughApi(email: string, password = TEST_PASSWORD): Promise<void> {
  const tokens = await passwordTokens(email, password);
  setTokens({
    accessToken: tokens.access_token,
    tokenType: tokens.token_type,
    expiresAt: Date.now() + tokens.expires_in * 1000,
  });
}

/** The token of the newest link to `path` (a pattern) e-mailed to `to` (the API's stored e-mails). */
export async function emailedLinkToken(to: string, path: string): Promise<string> {
  const { emails } = await getJson<{ emails: Array<{ to: string; text: string }> }>(
    '/dev/emails.json',
    { limit: 50 },
  );
  const text = emails.find((message) => message.to === to)?.text ?? '';
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${path} link e-mailed to ${to}`);
  return token;
}
