import type { CartErrorKey, CartUpdateReply, CurrencyCode, Locale } from '@shop/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { PlacedOrder } from '../order';
import { placeOrder } from '../order';
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

/** The message of a 404 for an unknown cart. */
export const CART_NOT_FOUND = 'Cart not found';

/** placeOrder failed; the transaction is rolled back and the client hears order_failed. */
class OrderFailed extends Error {}

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

/** The shopper's language and the currency they see prices in. */
export interface Shopper {
  locale: Locale;
  currency?: CurrencyCode;
}

interface FinishOutcome {
  row: CartRow;
  errorKey: CartErrorKey | null;
  placed: PlacedOrder | null;
}

async function placeInTransaction(
  db: Database,
  cartCode: string,
  shopper: Shopper,
  now: Date,
  signedInCustomerId: number | null,
): Promise<FinishOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockCartByCode(tx, cartCode);
    if (!row) throw notFound(CART_NOT_FOUND);
    // Placing is idempotent per cart: a finished cart answers its order again.
    if (row.orderId !== null) return { row, errorKey: null, placed: null };
    const state = await loadCartState(tx, row, signedInCustomerId);
    const problem = findCheckoutProblem(state, now) ?? (await findVoucherProblem(tx, row, now));
    if (problem) return { row, errorKey: problem, placed: null };
    const cart = await buildCart(tx, state, now);
    let placed: PlacedOrder;
    try {
      placed = await placeOrder(tx, { cartRow: row, cart, ...shopper, signedInCustomerId });
    } catch (error) {
      throw new OrderFailed('placeOrder failed', { cause: error });
    }
    const updated = await updateCartRow(tx, row.id, { orderId: placed.orderId });
    return { row: updated, errorKey: null, placed };
  });
}

/**
 * finishOrder: in one transaction holding the cart's row lock, answers the cart's order when it
 * has one, else checks that the cart is complete, places the order and links it to the cart; the
 * confirmation written with the order is sent after the commit, only for a newly created order.
 */
export async function finishOrder(
  app: FastifyInstance,
  cartCode: string,
  shopper: Shopper,
  /** Who places it: the session's customer, or null for a guest (see PlaceOrderInput). */
  signedInCustomerId: number | null = null,
): Promise<CartUpdateReply> {
  const now = new Date();
  let outcome: FinishOutcome;
  try {
    outcome = await placeInTransaction(app.db, cartCode, shopper, now, signedInCustomerId);
  } catch (error) {
    if (!(error instanceof OrderFailed)) throw error;
    app.log.error({ err: error.cause }, 'placing the order failed');
    const row = await findCartByCode(app.db, cartCode);
    if (!row) throw notFound(CART_NOT_FOUND);
    outcome = { row, errorKey: 'order_failed', placed: null };
  }
  // The confirmation waits in the outbox since the order's transaction; it goes out now.
  if (outcome.placed?.created) await app.flushOutbox();
  const state = await loadCartState(app.db, outcome.row, signedInCustomerId);
  return {
    success: outcome.errorKey === null,
    cart: await buildCart(app.db, state, now),
    errorKey: outcome.errorKey,
  };
}
