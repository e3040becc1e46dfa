// The changes the staff tool makes to an order outside a customer's change: the order locked by its
// number, its status or ready status set, a sale line marked sent, and each change written into the
// order's history (as a customer's change is).

import type { OrderChangeEntry } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { vatOf } from '../currency';
import { type OrderItemRow, type OrderRow, orderByNumber } from '../order';
import {
  findOrderItem,
  insertChargeLine,
  insertOrderHistory,
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

/**
 * Writes a staff event (no customer: the desk or the staff tool) into the order's history: the
 * changes, and the order's totals before it and `after` it (unchanged by default).
 */
export function recordStaffEvent(
  tx: Database,
  order: Pick<OrderRow, 'id' | 'price' | 'totalWithVat'>,
  action: string,
  changes: OrderChangeEntry[],
  after: Pick<OrderRow, 'price' | 'totalWithVat'> = order,
): Promise<void> {
  return insertOrderHistory(tx, {
    orderId: order.id,
    customerId: null,
    action,
    details: { changes },
    priceBefore: order.price,
    priceAfter: after.price,
    totalWithVatBefore: order.totalWithVat,
    totalWithVatAfter: after.totalWithVat,
  });
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

/**
 * A charge the desk adds after the handover (a late fee, a damage, a missing unit): its line, and
 * the order's price, VAT (over the whole order, as always) and total with it. `net` is CZK without
 * VAT. Answers the order as it was, for billing's change and the history.
 */
export async function addChargeLine(
  tx: Database,
  order: OrderRow,
  line: {
    charge: 'late' | 'damage' | 'missing';
    name: string;
    nameEn: string;
    net: number;
    days: number | null;
  },
): Promise<{ price: number; totalWithVat: number }> {
  await insertChargeLine(tx, order.id, {
    charge: line.charge,
    name: line.name,
    nameEn: line.nameEn,
    days: line.days,
    total: line.net,
  });
  const price = order.price + line.net;
  const vat = vatOf(price);
  await saveOrder(tx, order.id, { price, vat, totalWithVat: price + vat });
  return { price, totalWithVat: price + vat };
}
