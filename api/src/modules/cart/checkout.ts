import type { CartErrorKey, CartUpdateReply, CurrencyCode, Locale } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { checkRentalDates, checkShipping, isVoucherUsable } from '../pricing';
import { buildCart } from './build-cart';
import {
  type CartState,
  hasBillingData,
  hasPersonalData,
  isFrequentCustomer,
  legInputs,
  loadCartState,
  periodOf,
} from './cart-state';
import { findVoucherById } from './reference-repository';
import { type CartRow, findCartByCode, lockCartByCode, updateCartRow } from './repository';

// The cart's part in placing an order (flows/place-order.ts): the cart locked and checked, priced
// for the order, then marked as the order's record, and the answer the checkout shows after.

/** The message of a 404 for an unknown cart. */
export const CART_NOT_FOUND = 'Cart not found';

/** The shopper's language and the currency they see prices in. */
export interface Shopper {
  locale: Locale;
  currency?: CurrencyCode;
}

/**
 * Why the cart cannot become an order now, in the checkout's order: items, personal data, dates,
 * shipping, insurance countries, billing, then the date and shipping rules at `now`.
 */
export function findCheckoutProblem(state: CartState, now: Date): CartErrorKey | null {
  const { row } = state;
  if (state.items.length === 0 && !state.offer) return 'cart_empty';
  if (!hasPersonalData(row)) return 'customer_missing';
  const period = periodOf(row);
  if (!period) return 'date_missing';
  const { pickup, ret } = legInputs(row.shipping);
  if (!pickup || !ret) return 'shipping_missing';
  if (row.insurance && row.insurance.countries.length === 0) return 'insurance_countries_missing';
  if (!hasBillingData(row)) return 'billing_missing';
  const frequentCustomer = isFrequentCustomer(state);
  return (
    checkRentalDates({
      ...period,
      now,
      hasCustomer: true,
      offerPeriod: state.offer ? { from: state.offer.dateFrom, to: state.offer.dateTo } : null,
      pickup,
      ret,
      frequentCustomer,
      requireShipping: true,
    }) ?? checkShipping(pickup, ret, period.from, period.to, { frequentCustomer })
  );
}

async function findVoucherProblem(
  tx: Database,
  row: CartRow,
  now: Date,
): Promise<CartErrorKey | null> {
  if (row.voucherId === null) return null;
  const voucher = await findVoucherById(tx, row.voucherId);
  return voucher && isVoucherUsable(voucher, now) ? null : 'voucher_invalid';
}

/** A cart opened for placing its order, under its row lock. */
export type OpenCheckout =
  /** An order was placed from it already: placing is idempotent per cart. */
  | { kind: 'placed'; row: CartRow }
  /** What the cart still lacks. */
  | { kind: 'incomplete'; row: CartRow; problem: CartErrorKey }
  /** Complete: its state, to price for the order. */
  | { kind: 'ready'; row: CartRow; state: CartState };

/**
 * Locks the cart's row for the caller's transaction (404 for an unknown code) and says whether it
 * can become an order at `now`.
 */
export async function openCheckout(
  tx: Database,
  cartCode: string,
  signedInCustomerId: number | null,
  now: Date,
): Promise<OpenCheckout> {
  const row = await lockCartByCode(tx, cartCode);
  if (!row) throw notFound(CART_NOT_FOUND);
  if (row.orderId !== null) return { kind: 'placed', row };
  const state = await loadCartState(tx, row, signedInCustomerId);
  const problem = findCheckoutProblem(state, now) ?? (await findVoucherProblem(tx, row, now));
  return problem ? { kind: 'incomplete', row, problem } : { kind: 'ready', row, state };
}

/** The cart becomes the record of its order: read-only from now on. */
export function markOrdered(tx: Database, cartId: number, orderId: number): Promise<CartRow> {
  return updateCartRow(tx, cartId, { orderId });
}

/** The cart as stored now, for the checkout's answer (404 for an unknown code). */
export async function storedCart(db: Database, cartCode: string): Promise<CartRow> {
  const row = await findCartByCode(db, cartCode);
  if (!row) throw notFound(CART_NOT_FOUND);
  return row;
}

/** The checkout's answer: the cart as it is priced now, with the outcome. */
export async function checkoutReply(
  db: Database,
  row: CartRow,
  signedInCustomerId: number | null,
  now: Date,
  errorKey: CartErrorKey | null,
): Promise<CartUpdateReply> {
  const state = await loadCartState(db, row, signedInCustomerId);
  return { success: errorKey === null, cart: await buildCart(db, state, now), errorKey };
}
