import type { CartErrorKey, CartUpdateReply } from '@shop/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { orderPlaced } from '../modules/billing';
import {
  buildCart,
  checkoutReply,
  markOrdered,
  openCheckout,
  type Shopper,
  storedCart,
} from '../modules/cart';
import {
  createOrder,
  OrderRefused,
  type PlacedOrder,
  type PlaceOrderInput,
} from '../modules/order';

// Placing an order: the checkout's last step (POST /cart/update with finishOrder), across the
// modules that take part, in the order they act, all in one transaction that holds the cart's
// row lock:
//   1. cart     the cart locked and checked (complete, dates and shipping still possible, voucher)
//   2. cart     priced for the order at this moment
//   3. order    the customer, the order number, the order and its lines, ORDERED or CREATED
//   4. billing  the first proforma, and the confirmation written to the outbox
//   5. cart     marked as the order's record (read-only from now on)
// After the commit the confirmation goes out, and the checkout is answered with the cart.

/** A cart's stored row, as the cart module hands it over. */
type CartRow = PlaceOrderInput['cartRow'];

/** The order placed, and its cart as marked (the checkout's answer is priced from it). */
export type OrderWithCart = PlacedOrder & { cartRow: CartRow };

/** Steps 3 to 5 inside the caller's transaction; idempotent per cart. */
export async function placeOrder(tx: Database, input: PlaceOrderInput): Promise<OrderWithCart> {
  const order = await createOrder(tx, input);
  const placed = order.created
    ? { ...order, estimateCode: (await orderPlaced(tx, order.orderId)).code }
    : order;
  return { ...placed, cartRow: await markOrdered(tx, input.cartRow.id, order.orderId) };
}

/** The order's steps failed; the transaction is rolled back and the client hears order_failed. */
class OrderFailed extends Error {}

interface Outcome {
  errorKey: CartErrorKey | null;
  placed: PlacedOrder | null;
  /** The cart as the transaction left it; null when it was rolled back (read again). */
  row: CartRow | null;
}

/**
 * POST /cart/update with finishOrder: answers the cart's order when it has one, else checks that
 * the cart is complete and places its order; the confirmation written with the order is sent
 * after the commit, only for a newly created order.
 */
export async function finishOrder(
  app: FastifyInstance,
  cartCode: string,
  shopper: Shopper,
  /** Who places it: the session's customer, or null for a guest (see PlaceOrderInput). */
  signedInCustomerId: number | null,
): Promise<CartUpdateReply> {
  const now = new Date();
  let outcome: Outcome;
  try {
    outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
      const checkout = await openCheckout(tx, cartCode, signedInCustomerId, now);
      if (checkout.kind === 'placed') return { errorKey: null, placed: null, row: checkout.row };
      if (checkout.kind === 'incomplete') {
        return { errorKey: checkout.problem, placed: null, row: checkout.row };
      }
      const cart = await buildCart(tx, checkout.state, now);
      try {
        const input = { cartRow: checkout.row, cart, ...shopper, signedInCustomerId };
        const placed = await placeOrder(tx, input);
        return { errorKey: null, placed, row: placed.cartRow };
      } catch (error) {
        // A refusal, or a database out of reach (503, try again), is not a failed order.
        if (error instanceof OrderRefused || isDatabaseUnavailable(error)) throw error;
        throw new OrderFailed('placing the order failed', { cause: error });
      }
    });
  } catch (error) {
    if (error instanceof OrderRefused) {
      // Rolled back: the cart stays as it was, and the shopper is told what to change.
      outcome = { errorKey: error.errorKey, placed: null, row: null };
    } else {
      if (!(error instanceof OrderFailed)) throw error;
      app.log.error({ err: error.cause }, 'placing the order failed');
      outcome = { errorKey: 'order_failed', placed: null, row: null };
    }
  }
  // The confirmation waits in the outbox since the order's transaction; it goes out now.
  if (outcome.placed?.created) await app.flushOutbox();
  const row = outcome.row ?? (await storedCart(app.db, cartCode));
  return checkoutReply(app.db, row, signedInCustomerId, now, outcome.errorKey);
}
