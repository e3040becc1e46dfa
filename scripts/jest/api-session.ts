/**
 * Test helpers (not tests) for component tests against the real API of jest's global setup:
 * signing a customer in through the token endpoint, reading a link the API e-mailed, and a guest
 * whose registration waits for its confirmation.
 */
import { getJson, postForm } from '@shop/shared/api-client';
import { setTokens } from '@shop/shared/auth';
import type {
  BranchesResponse,
  CartUpdate,
  CartUpdateReply,
  TokenResponse,
} from '@shop/shared/contract';
import { WEB_CLIENT_ID } from '@shop/shared/contract/constants';
import { weekdayAhead } from './dates';

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

/**
 * A guest who ordered without an account and then registered with the same e-mail, not yet
 * confirmed: the registration's password (`password`) waits with the e-mailed link, so signing in
 * with it is refused until the e-mail is confirmed. Answers the e-mail.
 */
export async function guestWaitingForConfirmation(password = TEST_PASSWORD): Promise<string> {
  const email = `ceka-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`;
  const { cartCode } = await postForm<{ cartCode: string }>('/cart/generate', {});
  const { branches } = await getJson<BranchesResponse>('/branches');
  const leg = { type: 'branch' as const, branchId: branches[0]?.id ?? 1 };
  const updates: Array<CartUpdate | null> = [
    // A light stand of which the shop has ten (a conflict with other tests' orders would do too).
    { kind: 'Add', items: [{ id: 27, type: 'product', quantity: 1, isSale: false }] },
    {
      kind: 'PersonalData',
      customer: { firstname: 'Eva', lastname: 'Čekající', email, phone: '+420777123456' },
    },
    { kind: 'Date', from: `${weekdayAhead(0)}T10:00`, to: `${weekdayAhead(2)}T18:00` },
    { kind: 'Shipping', pickup: leg, return: leg },
    null,
  ];
  for (const update of updates) {
    const reply = await postForm<CartUpdateReply>('/cart/update', {
      cartCode,
      ...(update ? { cart: JSON.stringify(update) } : { finishOrder: '1' }),
    });
    if (!reply.success) throw new Error(`${update?.kind ?? 'finishOrder'}: ${reply.errorKey}`);
  }
  await postForm('/user-account/register', {
    firstname: 'Eva',
    lastname: 'Čekající',
    email,
    password,
    confirmPassword: password,
  });
  return email;
}
