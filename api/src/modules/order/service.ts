// What the order module reads and numbers for others: customers by id or e-mail, the next order
// number, and orders by id or number with the staff tool's list of the newest.

import type { Database } from '../../db/client';
import { findOrderById } from './account-repository';
import { formatOrderNumber } from './numbering';
import { findBundleParts, lockProducts, nextOrderSequence, type OrderRow } from './repository';
import { findNewestOrders, findOrderByNumber } from './staff-repository';

/**
 * The next order number of a two-digit year ('26000042'), handed out once: the counter's row stays
 * locked until the transaction `tx` ends.
 */
export async function nextOrderNumber(tx: Database, year: number): Promise<string> {
  return formatOrderNumber(year, await nextOrderSequence(tx, year));
}

/** The parts of the given kits: kit id → [{ productId, quantity per kit }]. */
export function kitParts(
  db: Database,
  kitIds: readonly number[],
): Promise<Map<number, Array<{ productId: number; quantity: number }>>> {
  return findBundleParts(db, kitIds);
}

/**
 * Locks the products' rows, in id order, until the transaction `tx` ends: two orders (or changes
 * of orders) cannot take the last piece of a product at once.
 */
export function lockProductsFor(tx: Database, productIds: readonly number[]): Promise<void> {
  return lockProducts(
    tx,
    [...productIds].sort((a, b) => a - b),
  );
}

/** The order with this id. */
export function orderById(db: Database, orderId: number): Promise<OrderRow | undefined> {
  return findOrderById(db, orderId);
}

/**
 * The order with this number; with `lock`, locked until the transaction `db` ends, for a change
 * to keep (concurrent changes of one order queue up).
 */
export function orderByNumber(
  db: Database,
  orderNumber: string,
  options: { lock: boolean } = { lock: false },
): Promise<OrderRow | undefined> {
  return findOrderByNumber(db, orderNumber, options);
}

/** Orders, newest first, optionally of one status (at most `limit`). */
export function newestOrders(
  db: Database,
  filter: { status: OrderRow['status'] | undefined; limit: number },
) {
  return findNewestOrders(db, filter);
}
