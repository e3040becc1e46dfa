import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { OrderRow } from './repository';

// Orders by their number (for a change, and the staff tool), and the newest ones.

/**
 * The order with this number; with `lock`, locked until the transaction ends, for a change to
 * keep (concurrent changes of one order queue up).
 */
export async function findOrderByNumber(
  db: Database,
  orderNumber: string,
  { lock }: { lock: boolean },
): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Orders, newest first, optionally of one status (at most `limit`). */
export async function findNewestOrders(
  db: Database,
  filter: { status: OrderRow['status'] | undefined; limit: number },
) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      readyStatus: orders.readyStatus,
      customerName: orders.customerName,
      rentalFrom: orders.rentalFrom,
      totalWithVat: orders.totalWithVat,
      paidAmount: orders.paidAmount,
    })
    .from(orders)
    .where(filter.status ? eq(orders.status, filter.status) : undefined)
    .orderBy(desc(orders.orderNumber))
    .limit(filter.limit);
}
