// One order under the staff tool: locked for its change, and the change recorded in its history
// as a staff event (no customer).

import type { OrderChangeEntry } from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { insertOrderHistory } from '../modules/order-update';
import { StaffError } from './staff-error';

export type OrderRow = typeof orders.$inferSelect;

/** The order by its number, locked for update; refused when malformed or unknown. */
export async function lockOrder(tx: Database, orderNumber: string): Promise<OrderRow> {
  if (!/^\d{8}$/.test(orderNumber)) throw new StaffError('order number must be 8 digits', 2);
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .for('update');
  if (!order) throw new StaffError(`order ${orderNumber} not found`);
  return order;
}

export async function record(
  tx: Database,
  order: OrderRow,
  action: string,
  changes: OrderChangeEntry[],
  after: Pick<OrderRow, 'price' | 'totalWithVat'> = order,
): Promise<void> {
  await insertOrderHistory(tx, {
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
