// Steps the account journeys share: a guest order placed through the API as the checkout places
// it, the link of an e-mail the shop sent, and signing in through the page.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { rentalWeek } from './calendar';
import { expect } from './fixtures';

/**
 * A call of the API. A 503 says the shop is busy (just started, or under load): the request was
 * refused before anything was done, so it is sent again, as its Retry-After asks.
 */
export async function callApi(send: () => Promise<APIResponse>): Promise<APIResponse> {
  let response: APIResponse | undefined;
  await expect(async () => {
    response = await send();
    expect(response.status(), 'the shop is busy').not.toBe(503);
  }).toPass({ intervals: [500, 1000, 2000], timeout: 15_000 });
  return response as APIResponse;
}

interface CartUpdateReply {
  success: boolean;
  errorKey: string | null;
  cart: { order?: { orderNumber: string } | null };
}

export interface GuestOrder {
  /** Product ids rented, one line apiece, `quantity` pieces each (default one). */
  products?: number[];
  quantity?: number;
  /** The rental's Monday and Wednesday (ISO dates). */
  week?: { monday: string; wednesday: string };
  /** The shopper's language (the order's e-mails and documents speak it); default Czech. */
  locale?: 'cs' | 'en';
}

/**
 * A guest's cart made through the API, as the checkout fills it, ready to be ordered: product 1
 * (or the given products) rented Monday 10:00 to Wednesday 18:00 a week or more ahead (or of the
 * given week), picked up and returned at a branch. `update` sends further changes of it.
 */
export async function fillGuestCart(
  request: APIRequestContext,
  email: string,
  { products = [1], quantity = 1, week = rentalWeek(), locale = 'cs' }: GuestOrder = {},
) {
  const { cartCode } = (await (await callApi(() => request.post('/api/cart/generate'))).json()) as {
    cartCode: string;
  };
  const { branches } = (await (await callApi(() => request.get('/api/branches'))).json()) as {
    branches: Array<{ id: number }>;
  };
  const leg = { type: 'branch', branchId: branches[0]?.id ?? 1 };
  const { monday, wednesday } = week;
  const update = async (form: Record<string, string>) => {
    const response = await callApi(() =>
      request.post('/api/cart/update', { headers: { lang: locale }, form: { cartCode, ...form } }),
    );
    expect(response.ok(), await response.text()).toBe(true);
    const reply = (await response.json()) as CartUpdateReply;
    expect(reply.errorKey, JSON.stringify(form)).toBeNull();
    expect(reply.success).toBe(true);
    return reply;
  };
  const updates = [
    {
      kind: 'Add',
      items: products.map((id) => ({ id, type: 'product', quantity, isSale: false })),
    },
    {
      kind: 'PersonalData',
      customer: { firstname: 'Jana', lastname: 'Nováková', email, phone: '+420603123456' },
    },
    { kind: 'Date', from: `${monday}T10:00`, to: `${wednesday}T18:00` },
    { kind: 'Shipping', pickup: leg, return: leg },
  ];
  for (const cart of updates) await update({ cart: JSON.stringify(cart) });
  return { cartCode, update };
}

/** A guest order placed through the API, as the checkout places it (see `fillGuestCart`). */
export async function placeGuestOrder(
  request: APIRequestContext,
  email: string,
  order: GuestOrder = {},
): Promise<string> {
  const { update } = await fillGuestCart(request, email, order);
  const placed = await update({ finishOrder: '1' });
  const orderNumber = placed.cart.order?.orderNumber ?? '';
  expect(orderNumber).toMatch(/^\d{8}$/);
  return orderNumber;
}

/** The text of the newest e-mail to this address with this subject. */
export async function emailText(request: APIRequestContext, to: string, subject: string) {
  const mailbox = (await (await callApi(() => request.get('/api/dev/emails.json'))).json()) as {
    emails: Array<{ to: string; subject: string; text: string }>;
  };
  const message = mailbox.emails.find((email) => email.to === to && email.subject === subject);
  expect(message, `an e-mail "${subject}" to ${to}`).toBeTruthy();
  return message?.text ?? '';
}

/** The link of the newest e-mail to this address with this subject, as a path of this shop. */
export async function linkFromEmail(request: APIRequestContext, to: string, subject: string) {
  const text = await emailText(request, to, subject);
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  expect(url, text).toBeTruthy();
  const { pathname, search } = new URL(url as string);
  return `${pathname}${search}`;
}

/** What signing in needs of a language: the sign-in page and its texts. */
export interface SignInLanguage {
  paths: { login: string };
  text: { login: string; email: string; loginPassword: string; signIn: string };
}

export async function signIn(
  page: Page,
  language: SignInLanguage,
  email: string,
  password: string,
) {
  const { text } = language;
  await page.goto(language.paths.login);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.login);
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.loginPassword, { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: text.signIn }).click();
}

/** Registers the e-mail through the API, as the registration page does, and confirms it. */
export async function registerAndConfirm(
  request: APIRequestContext,
  language: { locale: 'cs' | 'en'; confirmSubject: string },
  person: { firstname: string; lastname: string; email: string },
  password: string,
) {
  const headers = { lang: language.locale };
  const registered = await callApi(() =>
    request.post('/api/user-account/register', {
      headers,
      form: { ...person, password, confirmPassword: password },
    }),
  );
  expect(registered.ok(), await registered.text()).toBe(true);
  const link = await linkFromEmail(request, person.email, language.confirmSubject);
  const token = new URL(link, 'http://shop').searchParams.get('token') ?? '';
  expect(token, link).not.toBe('');
  const confirmed = await callApi(() =>
    request.post('/api/user-account/confirm-email', { headers, form: { token } }),
  );
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}
