import { and, asc, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, orderUnits, products, units } from '../../db/schema';

/** The order as the desk works on it; with `lock`, locked until the transaction ends. */
export async function findDeskOrder(db: Database, orderId: number, { lock = false } = {}) {
  const query = db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      locale: orders.locale,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      rentalFrom: orders.rentalFrom,
      rentalTo: orders.rentalTo,
      price: orders.price,
      totalWithVat: orders.totalWithVat,
      pickupBranchId: sql<number | null>`(${orders.shipping} -> 'pickup' ->> 'branchId')::integer`,
      returnBranchId: sql<number | null>`(${orders.shipping} -> 'return' ->> 'branchId')::integer`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type DeskOrderRow = NonNullable<Awaited<ReturnType<typeof findDeskOrder>>>;

/** The order's lines that are not cancelled and name a product, in the order's order. */
export function findOrderLines(db: Database, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      productId: sql<number>`${orderItems.productId}`,
      name: orderItems.name,
      nameEn: orderItems.nameEn,
      quantity: orderItems.quantity,
      isSale: orderItems.isSale,
      unitPrice: orderItems.unitPrice,
      rentalTo: orderItems.rentalTo,
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        isNotNull(orderItems.productId),
        isNull(orderItems.canceledAt),
      ),
    )
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

export type OrderLineRow = Awaited<ReturnType<typeof findOrderLines>>[number];

/** The charges the desk added to the order (late fees, damage, missing units), in order. */
export function findChargeLines(db: Database, orderId: number) {
  return db
    .select({
      charge: sql<'late' | 'damage' | 'missing'>`${orderItems.charge}`,
      name: orderItems.name,
      nameEn: orderItems.nameEn,
      total: orderItems.total,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.charge)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

export async function findProductNames(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; nameEn: string }>();
  const rows = await db
    .select({ id: products.id, name: products.name, nameEn: products.nameEn })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, nameEn: row.nameEn }]));
}

/** The units given to the order's pieces, with their label and serial number, as given. */
export function findOrderUnits(db: Database, orderId: number) {
  return db
    .select({
      id: orderUnits.id,
      orderItemId: orderUnits.orderItemId,
      productId: orderUnits.productId,
      unitId: orderUnits.unitId,
      labelCode: units.labelCode,
      serialNumber: units.serialNumber,
      handoverId: orderUnits.handoverId,
      returnedAt: orderUnits.returnedAt,
    })
    .from(orderUnits)
    .innerJoin(units, eq(units.id, orderUnits.unitId))
    .where(eq(orderUnits.orderId, orderId))
    .orderBy(asc(orderUnits.id));
}

export type OrderUnitRow = Awaited<ReturnType<typeof findOrderUnits>>[number];

/** At most this many free units of a product are offered to pick from. */
const FREE_UNITS_SHOWN = 20;

/**
 * Units of the products that are available and given to no piece now: those at `branchId` first,
 * then by label; at most FREE_UNITS_SHOWN of each product.
 */
export async function findFreeUnits(
  db: Database,
  productIds: readonly number[],
  branchId: number | null,
) {
  if (productIds.length === 0) return [];
  const ranked = db
    .select({
      id: units.id,
      productId: units.productId,
      labelCode: units.labelCode,
      serialNumber: units.serialNumber,
      place: sql<number>`row_number() over (partition by ${units.productId}
        order by (${units.homeBranchId} = ${branchId ?? 0}) desc, ${units.labelCode})`.as('place'),
    })
    .from(units)
    .where(
      and(
        inArray(units.productId, [...new Set(productIds)]),
        eq(units.state, 'available'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderUnits)
            .where(and(eq(orderUnits.unitId, units.id), isNull(orderUnits.returnedAt))),
        ),
      ),
    )
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      productId: ranked.productId,
      labelCode: ranked.labelCode,
      serialNumber: ranked.serialNumber,
    })
    .from(ranked)
    .where(sql`${ranked.place} <= ${FREE_UNITS_SHOWN}`)
    .orderBy(asc(ranked.productId), asc(ranked.place));
}

/** A unit locked until the transaction ends, by its id or its label code. */
export async function lockUnitRow(tx: Database, by: { id: number } | { labelCode: string }) {
  const [row] = await tx
    .select({
      id: units.id,
      productId: units.productId,
      labelCode: units.labelCode,
      state: units.state,
    })
    .from(units)
    .where('id' in by ? eq(units.id, by.id) : eq(units.labelCode, by.labelCode))
    .for('update');
  return row;
}

/** The order a unit is given to now (before its handover or while it is out), if any. */
export async function findOpenAssignment(tx: Database, unitId: number) {
  const [row] = await tx
    .select({ orderId: orderUnits.orderId, orderNumber: orders.orderNumber })
    .from(orderUnits)
    .innerJoin(orders, eq(orders.id, orderUnits.orderId))
    .where(and(eq(orderUnits.unitId, unitId), isNull(orderUnits.returnedAt)));
  return row;
}

export async function insertOrderUnit(tx: Database, values: typeof orderUnits.$inferInsert) {
  await tx.insert(orderUnits).values(values);
}

/** Takes a unit off the order's piece before the handover; whether there was one to take. */
export async function deleteGivenUnit(tx: Database, orderId: number, unitId: number) {
  const rows = await tx
    .delete(orderUnits)
    .where(
      and(
        eq(orderUnits.orderId, orderId),
        eq(orderUnits.unitId, unitId),
        isNull(orderUnits.handoverId),
        isNull(orderUnits.returnedAt),
      ),
    )
    .returning({ id: orderUnits.id });
  return rows.length > 0;
}

/** The handover: every unit given to the order goes out with it; answers their ids. */
export async function markHandedOver(tx: Database, orderId: number, handoverId: number) {
  const given = await tx
    .update(orderUnits)
    .set({ handoverId })
    .where(
      and(
        eq(orderUnits.orderId, orderId),
        isNull(orderUnits.handoverId),
        isNull(orderUnits.returnedAt),
      ),
    )
    .returning({ unitId: orderUnits.unitId });
  return given.map((row) => row.unitId);
}

/** A unit back from the order: its row closed with the return, the time and the condition. */
export async function markReturned(
  tx: Database,
  row: {
    orderUnitId: number;
    returnId: number;
    at: Date;
    condition: 'ok' | 'damaged' | 'missing';
    note: string;
  },
) {
  await tx
    .update(orderUnits)
    .set({ returnId: row.returnId, returnedAt: row.at, condition: row.condition, note: row.note })
    .where(eq(orderUnits.id, row.orderUnitId));
}
