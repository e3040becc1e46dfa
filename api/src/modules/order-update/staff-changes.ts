// The changes the staff tool makes to an order outside a customer's change: the order locked by its
// number, its status or ready status set, a sale line marked sent, and each change written into the
// order's history (as a customer's change is).

import type { Database } from '../../db/client';
import { type OrderItemRow, type OrderRow, orderByNumber } from '../order';
import {
  findOrderItem,
  insertOrderHistory,
  type OrderHistoryEntry,
  saveOrder,
  setItemSent,
} from './repository';

/** The order with this number, locked for a change until the transaction `tx` ends. */
export function lockOrderForChange(
  tx: Database,
  orderNumber: string,
): Promise<OrderRow | undefined> {
  return orderByNumber(tx, orderNumber, { lock: true });
}

/** Writes a change into the order's history. */
export function recordOrderHistory(tx: Database, entry: OrderHistoryEntry): Promise<void> {
  return insertOrderHistory(tx, entry);
}

/** Sets the order's status (and its time of change). */
export function changeOrderStatus(
  tx: Database,
  orderId: number,
  status: OrderRow['status'],
): Promise<void> {
  return saveOrder(tx, orderId, { status });
}

/** Sets how far the shop has prepared the order's gear (and its time of change). */
export function changeReadyStatus(
  tx: Database,
  orderId: number,
  readyStatus: OrderRow['readyStatus'],
): Promise<void> {
  return saveOrder(tx, orderId, { readyStatus });
}

/** The order's line with this id. */
export function orderLine(
  tx: Database,
  orderId: number,
  lineId: number,
): Promise<OrderItemRow | undefined> {
  return findOrderItem(tx, orderId, lineId);
}

/** Marks a line sent at `sentAt`, unless it was sent already. */
export function markLineSent(tx: Database, lineId: number, sentAt: Date): Promise<void> {
  return setItemSent(tx, lineId, sentAt);
}
