import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { OrderRow } from './repository';

// The orders the staff tool reads: one by its number, and the newest ones.

/** The order with this number. */
export async function findOrderByNumber(
  db: Database,
  orderNumber: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
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
