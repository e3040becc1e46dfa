/**
 * The order's part in placing an order (flows/place-order.ts): inside the transaction that holds
 * the cart's row lock, `createOrder` writes the order of the cart the cart module checked and
 * priced; billing then issues its first proforma, whose confirmation goes out once that
 * transaction has committed.
 */
import type { Cart, CartErrorKey, CurrencyCode } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import type { carts } from '../../db/schema';

export interface PlaceOrderInput {
  /** The locked cart row (with the customer, dates, shipping, billing… columns). */
  cartRow: typeof carts.$inferSelect;
  /** The cart as priced for the client at this moment (lines, totals, shipping, insurance). */
  cart: Cart;
  locale: 'cs' | 'en';
  /** The currency the shopper sees prices in (the order is priced in CZK); default CZK. */
  currency?: CurrencyCode;
  /**
   * The customer whose session placed the order, or null for a guest. A cart linked to a customer
   * makes the order theirs only when that customer places it: anyone else holding the cart's code
   * (the next person at a shared computer) orders as a guest, so their data never lands in another
   * customer's account.
   */
  signedInCustomerId?: number | null;
}

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  /** 'ORDERED' when every item is available for the dates, else 'CREATED' (Conflict). */
  status: 'ORDERED' | 'CREATED';
  estimateCode: string;
  /** False when the cart already had this order (a repeated finish): nothing new was written. */
  created: boolean;
}

/** The order written now (its estimate is billing's to issue), or the one the cart had already. */
export type CreatedOrder =
  | (Omit<PlacedOrder, 'estimateCode' | 'created'> & { created: true })
  | (PlacedOrder & { created: false });

export type CreateOrder = (tx: Database, input: PlaceOrderInput) => Promise<CreatedOrder>;

/**
 * The order cannot be placed as the cart stands, for a reason the shopper can act on (the cart's
 * errorKey): found only inside the order's transaction, which is rolled back.
 */
export class OrderRefused extends Error {
  constructor(readonly errorKey: CartErrorKey) {
    super(`order refused: ${errorKey}`);
    this.name = 'OrderRefused';
  }
}
