/**
 * The seam between the cart (which decides that a cart may become an order) and order placement
 * (which turns it into one). The cart service calls `placeOrder` inside the transaction that holds
 * the cart's row lock,; the confirmation it writes to the outbox goes out once that transaction has committed.
 */
import type { Cart, CurrencyCode } from '@shop/shared/contract';
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

export type PlaceOrder = (tx: Database, input: PlaceOrderInput) => Promise<PlacedOrder>;
