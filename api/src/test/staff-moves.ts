// For tests: staff move an order to a status the way the shop does it now: LENT and RETURNED
// through the desk's handover and return (every unit out, then back OK), any other status by the
// staff tool's own command.
import type { Database } from '../db/client';
import { throughTheDesk } from '../db/seed/lifecycle-orders';
import { orderByNumber } from '../modules/order';
import { setOrderStatus } from '../staff/staff-commands';

export async function moveOrder(
  db: Database,
  orderNumber: string,
  status: string,
  now: Date = new Date(),
): Promise<void> {
  if (status === 'LENT' || status === 'RETURNED') {
    const order = await orderByNumber(db, orderNumber);
    if (!order) throw new Error(`order ${orderNumber} not found`);
    await throughTheDesk(db, order.id, status, now);
    return;
  }
  await setOrderStatus(db, orderNumber, status, now);
}
