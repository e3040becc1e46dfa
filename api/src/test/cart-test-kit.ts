// Helpers of the cart's route tests (not a test file itself): a test app, seeded ids, calls and
// future dates that fit the opening hours.
import assert from 'node:assert/strict';
import type {
  Cart,
  CartGenerateResponse,
  CartItemInput,
  CartResponse,
  CartUpdate,
  CartUpdateReply,
} from '@shop/shared/contract';
import { isBusinessDay } from '@shop/shared/rules/opening-hours';
import {
  addDays,
  toPragueDate,
  toPragueWallClock,
  weekdayOf,
} from '@shop/shared/rules/prague-time';
import { eq } from 'drizzle-orm';
import { branches, products } from '../db/schema';
import { DEMO_FREQUENT_CUSTOMER, DEMO_FREQUENT_CUSTOMER_PASSWORD } from '../db/seed/checkout-data';
import { signIn } from './sign-in';
import { createTestApp, form, type TestApp } from './test-db';

export const ALEXA = 'ARRI Alexa Mini LF';
export const LS600 = 'Aputure LS 600d Pro';
export const TAPE = 'Gaffer páska černá 50 mm × 50 m';
export const BATTERY = 'Core SWX Hypercore NEO 150 V-mount';
export const FX6_KIT = 'Sony FX6 – dokumentární set';
export const LENS_SET = 'Sada cine objektivů na míru';
export const LENSES = [
  'Zeiss Supreme Prime 25mm T1.5',
  'Zeiss Supreme Prime 50mm T1.5',
  'Cooke S4/i 25mm T2',
];

/** A test app with lookups of seeded product and branch ids. */
export interface CartTestKit {
  t: TestApp;
  id(name: string): Promise<number>;
  branch(code: 'praha' | 'brno'): Promise<number>;
  close(): Promise<void>;
}

/** Starts the API on a fresh seeded database. */
export async function startKit(): Promise<CartTestKit> {
  const t = await createTestApp();
  return {
    t,
    async id(name) {
      const [row] = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.name, name));
      assert.ok(row, `seeded product ${name}`);
      return row.id;
    },
    async branch(code) {
      const [row] = await t.database.db
        .select({ id: branches.id })
        .from(branches)
        .where(eq(branches.code, code));
      assert.ok(row, `seeded branch ${code}`);
      return row.id;
    },
    close: () => t.close(),
  };
}

/** A rent (or sale) item input of a product id. */
export function item(id: number, quantity = 1, isSale = false): CartItemInput {
  return { id, type: 'product', quantity, isSale };
}

/** POST /api/cart/generate. */
export async function newCart(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/cart/generate' });
  assert.equal(response.statusCode, 200);
  return (response.json() as CartGenerateResponse).cartCode;
}

/** POST /api/cart/update with form fields. */
export async function update(
  t: TestApp,
  fields: Record<string, string | number | boolean>,
  headers: Record<string, string> = {},
) {
  const request = form(fields);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart/update',
    payload: request.payload,
    headers: { ...request.headers, ...headers },
  });
  return { status: response.statusCode, body: response.json() as CartUpdateReply };
}

/** The Authorization header of a signed-in customer's requests (none for a guest). */
export function bearer(accessToken: string | undefined): Record<string, string> {
  return accessToken ? { authorization: `Bearer ${accessToken}` } : {};
}

/** One update of a cart, as a guest or, with `accessToken`, as that signed-in customer. */
export async function apply(t: TestApp, cartCode: string, cart: CartUpdate, accessToken?: string) {
  return update(t, { cartCode, cart: JSON.stringify(cart) }, bearer(accessToken));
}

/** Applies an update that must succeed; answers the cart. */
export async function applyOk(
  t: TestApp,
  cartCode: string,
  cart: CartUpdate,
  accessToken?: string,
): Promise<Cart> {
  const { status, body } = await apply(t, cartCode, cart, accessToken);
  assert.equal(status, 200, JSON.stringify(body));
  assert.equal(body.errorKey, null, `${cart.kind}: ${body.errorKey}`);
  assert.equal(body.success, true);
  return body.cart;
}

/** Applies an update that must be refused with this key, leaving the cart as it was. */
export async function applyRefused(
  t: TestApp,
  cartCode: string,
  cart: CartUpdate,
  errorKey: string,
  accessToken?: string,
): Promise<void> {
  const before = await getCart(t, cartCode, accessToken);
  const { status, body } = await apply(t, cartCode, cart, accessToken);
  assert.equal(status, 200, JSON.stringify(body));
  assert.deepEqual([body.success, body.errorKey], [false, errorKey], JSON.stringify(cart));
  assert.deepEqual(body.cart, before, 'the answer carries the unchanged cart');
  assert.deepEqual(await getCart(t, cartCode, accessToken), before, 'nothing was stored');
}

/** GET /api/cart/:cartCode (as a guest, or as the signed-in customer of `accessToken`). */
export async function getCart(t: TestApp, cartCode: string, accessToken?: string): Promise<Cart> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/cart/${cartCode}`,
    headers: bearer(accessToken),
  });
  assert.equal(response.statusCode, 200);
  return (response.json() as CartResponse).cart;
}

/** POST /api/cart/link as the signed-in customer of `accessToken`: the cart becomes theirs. */
export async function linkCart(t: TestApp, cartCode: string, accessToken: string): Promise<Cart> {
  const request = form({ cartCode });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart/link',
    payload: request.payload,
    headers: { ...request.headers, ...bearer(accessToken) },
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as CartResponse).cart;
}

/** The demo's frequent customer, signed in: the access token. */
export function signInFrequentCustomer(t: TestApp): Promise<string> {
  return signIn(t.app, DEMO_FREQUENT_CUSTOMER.email, DEMO_FREQUENT_CUSTOMER_PASSWORD);
}

/** The first business day (Mon–Fri, no holiday) at least `days` days from today, 'YYYY-MM-DD'. */
export function businessDay(days: number): string {
  let date = addDays(toPragueDate(new Date()), days);
  while (!isBusinessDay(date)) date = addDays(date, 1);
  return date;
}

/** The first Saturday at least `days` days from today. */
export function saturday(days: number): string {
  let date = addDays(toPragueDate(new Date()), days);
  while (weekdayOf(date) !== 6) date = addDays(date, 1);
  return date;
}

/** Prague wall clock `hours` from now. */
export function hoursFromNow(hours: number): string {
  return toPragueWallClock(new Date(Date.now() + hours * 3_600_000));
}

/** Personal data that lets dates be chosen. */
export const PERSON = {
  email: 'jana.novakova@example.cz',
  phone: '+420777123456',
  firstname: 'Jana',
  lastname: 'Nováková',
} as const;

/** A cart with a rent item, personal data and dates (Mon-like business day 10:00 → +2 days 18:00). */
export async function cartWithDates(
  kit: CartTestKit,
  options: { email?: string | undefined; from?: string; to?: string } = {},
): Promise<{ cartCode: string; from: string; to: string }> {
  const cartCode = await newCart(kit.t);
  const day = businessDay(10);
  const from = options.from ?? `${day}T10:00`;
  const to = options.to ?? `${businessDay(13)}T18:00`;
  await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(await kit.id(LS600), 2)] });
  await applyOk(kit.t, cartCode, {
    kind: 'PersonalData',
    customer: { ...PERSON, email: options.email ?? PERSON.email },
  });
  await applyOk(kit.t, cartCode, { kind: 'Date', from, to });
  return { cartCode, from, to };
}

/** A cart ready to be ordered: items, personal data, dates, pickup and return at Praha. */
export async function readyCart(
  kit: CartTestKit,
  options: { email?: string | undefined } = {},
): Promise<string> {
  const { cartCode } = await cartWithDates(kit, options);
  const praha = await kit.branch('praha');
  await applyOk(kit.t, cartCode, {
    kind: 'Shipping',
    pickup: { type: 'branch', branchId: praha },
    return: { type: 'branch', branchId: praha },
  });
  return cartCode;
}

/** The checkout's last step: POST /api/cart/update with finishOrder. */
export function finishCart(
  kit: CartTestKit,
  cartCode: string,
  headers: Record<string, string> = {},
) {
  return update(kit.t, { cartCode, finishOrder: '1' }, headers);
}
