// One order under the staff tool: locked for its change, and the change recorded in its history
// as a staff event (no customer).

import type { OrderChangeEntry } from '@shop/shared/contract';
import type { Database } from '../db/client';
import type { OrderRow } from '../modules/order';
import { lockOrderForChange, recordStaffEvent } from '../modules/order-update';
import { StaffError } from './staff-error';

/** The order by its number, locked for update; refused when malformed or unknown. */
export async function lockOrder(tx: Database, orderNumber: string): Promise<OrderRow> {
  if (!/^\d{8}$/.test(orderNumber)) throw new StaffError('order number must be 8 digits', 2);
  const order = await lockOrderForChange(tx, orderNumber);
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
  await recordStaffEvent(tx, order, action, changes, after);
}
