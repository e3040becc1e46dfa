import { and, count, desc, gte, isNotNull, max, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderListOwner, ordersOwnedBy } from '../../db/order-owner';
import { orders } from '../../db/schema';

export interface ProjectRow {
  name: string;
  orderCount: number;
  lastOrder: Date;
  firstOrder: Date;
}

/**
 * The owner's orders grouped by their project name (a non-blank one), most recent order first;
 * with `since`, only projects with an order placed then or later.
 */
export async function findProjects(
  db: Database,
  owner: OrderListOwner,
  since: Date | undefined,
): Promise<ProjectRow[]> {
  const lastOrder = max(orders.createdAt);
  const having: SQL | undefined = since ? gte(lastOrder, since) : undefined;
  const rows = await db
    .select({
      name: orders.projectName,
      orderCount: count(),
      lastOrder,
      firstOrder: min(orders.createdAt),
    })
    .from(orders)
    .where(
      and(
        ordersOwnedBy(owner),
        isNotNull(orders.projectName),
        sql`btrim(${orders.projectName}) <> ''`,
      ),
    )
    .groupBy(orders.projectName)
    .having(having)
    .orderBy(desc(lastOrder), orders.projectName);
  return rows.flatMap((row) =>
    row.name !== null && row.lastOrder !== null && row.firstOrder !== null
      ? [
          {
            name: row.name,
            orderCount: row.orderCount,
            lastOrder: row.lastOrder,
            firstOrder: row.firstOrder,
          },
        ]
      : [],
  );
}
