import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderHistory, orderItems, orders, vouchers } from '../../db/schema';
import type { OrderItemRow, OrderRow } from '../order';

export async function findOrderItemRows(tx: Database, orderId: number): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

/** The voucher rule an order was given (whatever its validity now: it was applied when placed). */
export async function findVoucherRule(tx: Database, code: string | null) {
  if (!code) return null;
  const [row] = await tx
    .select({ type: vouchers.type, value: vouchers.value })
    .from(vouchers)
    .where(eq(vouchers.code, code));
  return row ?? null;
}

/**
 * The lines in the order they are kept and read back: new ones (id 0) numbered after the others,
 * in the order they were added.
 */
export function positionedItems(items: readonly OrderItemRow[]): OrderItemRow[] {
  let position = items.reduce((max, item) => Math.max(max, item.position), 0);
  return items
    .map((item) => (item.id > 0 ? item : { ...item, position: ++position }))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Writes the changed lines: existing ones by id, new ones (id 0) inserted after the others. */
export async function saveOrderItems(
  tx: Database,
  orderId: number,
  items: readonly OrderItemRow[],
): Promise<void> {
  for (const { id, orderId: _order, ...item } of positionedItems(items)) {
    if (id > 0) {
      await tx
        .update(orderItems)
        .set(item)
        .where(and(eq(orderItems.id, id), eq(orderItems.orderId, orderId)));
    } else {
      await tx.insert(orderItems).values({ ...item, orderId });
    }
  }
}

export async function saveOrder(
  tx: Database,
  orderId: number,
  values: Partial<Omit<OrderRow, 'id' | 'createdAt' | 'orderNumber'>>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** One entry of an order's history: a customer's change, or a staff event (no customer). */
export type OrderHistoryEntry = typeof orderHistory.$inferInsert;

export async function insertOrderHistory(tx: Database, entry: OrderHistoryEntry): Promise<void> {
  await tx.insert(orderHistory).values(entry);
}

/** The order's line with this id. */
export async function findOrderItem(
  tx: Database,
  orderId: number,
  itemId: number,
): Promise<OrderItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  return row;
}

/** Marks a line sent at `sentAt`, unless it was sent already. */
export async function setItemSent(tx: Database, itemId: number, sentAt: Date): Promise<void> {
  await tx
    .update(orderItems)
    .set({ sentAt })
    .where(and(eq(orderItems.id, itemId), isNull(orderItems.sentAt)));
}

/** A charge line after the order's other lines (its price is its total, without VAT). */
export async function insertChargeLine(
  tx: Database,
  orderId: number,
  line: Pick<OrderItemRow, 'name' | 'nameEn' | 'days' | 'total'> & {
    charge: NonNullable<OrderItemRow['charge']>;
  },
): Promise<void> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${orderItems.position}), 0)` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await tx.insert(orderItems).values({
    orderId,
    position: (last?.position ?? 0) + 1,
    productId: null,
    name: line.name,
    nameEn: line.nameEn,
    quantity: 1,
    isSale: true,
    days: line.days,
    unitPrice: line.total,
    total: line.total,
    charge: line.charge,
  });
}
