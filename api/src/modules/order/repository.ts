import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  branches,
  bundleItems,
  customers,
  documents,
  orderItems,
  orderNumberCounters,
  orders,
  products,
  vouchers,
} from '../../db/schema';
import { ORDER_SEQUENCE_MAX } from './numbering';
import type { OrderItemDraft } from './order-lines';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

/** The order placed from a cart, with its estimate's code. */
export async function findOrderByCart(
  db: Database,
  cartId: number,
): Promise<
  | { id: number; orderNumber: string; status: OrderRow['status']; estimateCode: string | null }
  | undefined
> {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      estimateCode: documents.code,
    })
    .from(orders)
    .leftJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'estimate')))
    .where(eq(orders.cartId, cartId))
    .limit(1);
  return row;
}

/**
 * Locks the product rows (in id order, so two placements never deadlock) until the transaction
 * ends: placements competing for the same products run one after the other, each seeing the
 * orders the previous one committed.
 */
export async function lockProducts(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('update');
}

/** Parts of the given bundles: bundle id → [{ productId, quantity per kit }]. */
export async function findBundleParts(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, Array<{ productId: number; quantity: number }>>> {
  const parts = new Map<number, Array<{ productId: number; quantity: number }>>();
  if (ids.length === 0) return parts;
  const rows = await db
    .select({
      bundleId: bundleItems.bundleId,
      productId: bundleItems.productId,
      quantity: bundleItems.quantity,
    })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.bundleId))
    .where(and(inArray(bundleItems.bundleId, [...new Set(ids)]), eq(products.kind, 'bundle')))
    .orderBy(asc(bundleItems.position));
  for (const row of rows) {
    const list = parts.get(row.bundleId) ?? [];
    list.push({ productId: row.productId, quantity: row.quantity });
    parts.set(row.bundleId, list);
  }
  return parts;
}

/** Price per day of products (spreading a price offer's fixed total). */
export async function findDayPrices(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, pricePerDay: products.pricePerDay })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.pricePerDay ?? 0]));
}

/**
 * The next order sequence of a two-digit year. One upsert statement: the first order of a year
 * inserts the counter (starting after any order number of that year already in the table, e.g.
 * seeded ones), later ones increment it; the row lock it takes serializes concurrent placements
 * until their transactions end, so every sequence is handed out once.
 */
export async function nextOrderSequence(tx: Database, year: number): Promise<number> {
  const low = `${String(year).padStart(2, '0')}000000`;
  const high = `${String(year).padStart(2, '0')}999999`;
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({
      year,
      last: sql`coalesce((select max(substring(${orders.orderNumber} from 3)::integer) from ${orders} where ${orders.orderNumber} between ${low} and ${high} and ${orders.orderNumber} ~ '^[0-9]{8}$'), 0) + 1`,
    })
    .onConflictDoUpdate({
      target: orderNumberCounters.year,
      set: { last: sql`greatest(${orderNumberCounters.last} + 1, excluded.last)` },
    })
    .returning({ last: orderNumberCounters.last });
  if (!row) throw new Error('order number counter returned no row');
  if (row.last > ORDER_SEQUENCE_MAX) throw new Error(`order numbers of year ${year} exhausted`);
  return row.last;
}

export async function insertOrder(
  tx: Database,
  values: Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'paidAmount'>,
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function insertOrderItems(
  tx: Database,
  orderId: number,
  items: readonly OrderItemDraft[],
): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(orderItems)
    .values(items.map((item, position) => ({ orderId, position, ...item })));
}

/**
 * Takes one use of a voucher: false when a limited one has none left (then nothing changes). One
 * statement, so racing orders wait for each other's row lock and each sees the count the previous
 * one left: a limit of N is used by N orders, never more.
 */
export async function useVoucher(tx: Database, voucherId: number): Promise<boolean> {
  const [limited] = await tx
    .update(vouchers)
    .set({ usesLeft: sql`${vouchers.usesLeft} - 1` })
    .where(and(eq(vouchers.id, voucherId), sql`${vouchers.usesLeft} > 0`))
    .returning({ id: vouchers.id });
  if (limited) return true;
  const [unlimited] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.id, voucherId), isNull(vouchers.usesLeft)));
  return unlimited !== undefined;
}

export async function findVoucherCode(db: Database, voucherId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(eq(vouchers.id, voucherId));
  return row?.code ?? null;
}

/** Customers' e-mails are stored in lower case; `email` must be lower case too. */
async function findCustomerByEmail(db: Database, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

/** Inserts a customer unless one with the e-mail exists (then answers that one). */
export async function insertCustomer(
  tx: Database,
  values: Omit<typeof customers.$inferInsert, 'id' | 'createdAt'>,
): Promise<CustomerRow> {
  const [row] = await tx
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: customers.email })
    .returning();
  if (row) return row;
  const existing = await findCustomerByEmail(tx, values.email);
  if (!existing) throw new Error('customer insert conflicted but no customer found');
  return existing;
}

export async function updateCustomer(
  tx: Database,
  id: number,
  values: Partial<
    Pick<CustomerRow, 'firstname' | 'lastname' | 'phone' | 'address' | 'bornDate' | 'passwordHash'>
  >,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx.update(customers).set(values).where(eq(customers.id, id));
}

/**
 * An order with its current estimate (the newest: a change of the order issues a new one) and
 * its items, by id, or by its number and the code of any of its estimates (the order-code link
 * of the order-received page keeps working after a new estimate).
 */
export async function findOrderWithEstimate(
  db: Database,
  where: { orderId: number } | { orderNumber: string; estimateCode: string },
): Promise<
  { order: OrderRow; estimate: typeof documents.$inferSelect; items: OrderItemRow[] } | undefined
> {
  if (!('orderId' in where)) {
    const [linked] = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'estimate')))
      .where(
        and(eq(orders.orderNumber, where.orderNumber), eq(documents.code, where.estimateCode)),
      );
    return linked ? findOrderWithEstimate(db, { orderId: linked.id }) : undefined;
  }
  const [row] = await db
    .select({ order: orders, estimate: documents })
    .from(orders)
    .innerJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'estimate')))
    .where(eq(orders.id, where.orderId))
    .orderBy(desc(documents.id))
    .limit(1);
  if (!row) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.order.id))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  return { ...row, items };
}

/** Branch names and addresses by id (shipping rows). */
export async function findBranches(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { name: string; nameEn: string; street: string; city: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      nameEn: branches.nameEn,
      street: branches.street,
      city: branches.city,
    })
    .from(branches)
    .where(inArray(branches.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
