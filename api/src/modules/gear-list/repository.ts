import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

export interface GearListRow {
  order: typeof orders.$inferSelect;
  /** The order's lines that are not cancelled, in the order's own order. */
  items: Array<typeof orderItems.$inferSelect>;
}

/** The order whose product-list or crew-list code this is, with its lines still in the order. */
export async function findGearListOrder(
  db: Database,
  code: string,
): Promise<GearListRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.productListCode, code), eq(orders.crewListCode, code)));
  if (!order) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.canceledAt)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  return { order, items };
}
