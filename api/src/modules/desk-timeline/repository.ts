import { HOLDING_STATUSES } from '@shop/shared/rules/availability';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bundleItems,
  orderItems,
  orders,
  orderUnits,
  products,
  unitRepairs,
  units,
} from '../../db/schema';

/** Rentable products with units: one, or a category's, by name, a page of them and the count. */
export async function findTimelineProducts(
  db: Database,
  filter: { productId?: number; categoryId?: number; limit: number; offset: number },
) {
  const where = and(
    eq(products.isForRent, true),
    eq(products.kind, 'product'),
    filter.productId === undefined ? undefined : eq(products.id, filter.productId),
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    inArray(
      products.id,
      db.select({ id: units.productId }).from(units).where(ne(units.state, 'retired')),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, nameEn: products.nameEn })
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The products' units that are not retired, by label. */
export function findTimelineUnits(db: Database, productIds: readonly number[]) {
  return db
    .select({
      id: units.id,
      productId: units.productId,
      labelCode: units.labelCode,
      state: units.state,
    })
    .from(units)
    .where(and(inArray(units.productId, [...productIds]), ne(units.state, 'retired')))
    .orderBy(asc(units.labelCode));
}

/**
 * The units' open assignments to holding orders that reach into [from, before): the order's
 * period (a LENT order late back is out until now, and on).
 */
export function findUnitBookings(
  db: Database,
  unitIds: readonly number[],
  window: { from: string; before: string },
) {
  return db
    .select({
      unitId: orderUnits.unitId,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      status: orders.status,
      from: orders.rentalFrom,
      to: orders.rentalTo,
    })
    .from(orderUnits)
    .innerJoin(orders, eq(orders.id, orderUnits.orderId))
    .where(
      and(
        inArray(orderUnits.unitId, [...unitIds]),
        isNull(orderUnits.returnedAt),
        inArray(orders.status, [...HOLDING_STATUSES]),
        isNotNull(orders.rentalFrom),
        lt(orders.rentalFrom, window.before),
        or(eq(orders.status, 'LENT'), gt(orders.rentalTo, window.from)),
      ),
    );
}

/** The units' open repairs: since when (Prague day) and the day they are expected back. */
export function findOpenRepairs(db: Database, unitIds: readonly number[]) {
  return db
    .select({
      unitId: unitRepairs.unitId,
      since: unitRepairs.since,
      expectedBack: unitRepairs.expectedBack,
    })
    .from(unitRepairs)
    .where(and(inArray(unitRepairs.unitId, [...unitIds]), isNull(unitRepairs.endedAt)));
}

/**
 * The pieces of the products that holding orders want over [from, before): their rent lines of a
 * product, and the products' share of their kit lines (a kit counted as its parts), each over the
 * line's period (else the order's).
 */
export function findWantedPieces(
  db: Database,
  productIds: readonly number[],
  window: { from: string; before: string },
) {
  const lineFrom = sql`coalesce(${orderItems.rentalFrom}, ${orders.rentalFrom})`;
  const lineTo = sql`coalesce(${orderItems.rentalTo}, ${orders.rentalTo})`;
  const product = sql<number>`coalesce(${bundleItems.productId}, ${orderItems.productId})`;
  return db
    .select({
      orderId: orders.id,
      status: orders.status,
      productId: product,
      quantity: sql<number>`(${orderItems.quantity} * coalesce(${bundleItems.quantity}, 1))::integer`,
      from: sql<string | null>`(${lineFrom})::text`,
      to: sql<string | null>`(${lineTo})::text`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(bundleItems, eq(bundleItems.bundleId, orderItems.productId))
    .where(
      and(
        eq(orderItems.isSale, false),
        isNull(orderItems.canceledAt),
        inArray(orders.status, [...HOLDING_STATUSES]),
        inArray(product, [...productIds]),
        sql`${lineFrom} < ${window.before}::timestamp`,
        or(eq(orders.status, 'LENT'), sql`${lineTo} > ${window.from}::timestamp`),
      ),
    );
}

/** Units given to the orders' pieces and not back, by order and product. */
export function findAssignedPieces(db: Database, orderIds: readonly number[]) {
  return db
    .select({ orderId: orderUnits.orderId, productId: orderUnits.productId, n: count() })
    .from(orderUnits)
    .where(and(inArray(orderUnits.orderId, [...orderIds]), isNull(orderUnits.returnedAt)))
    .groupBy(orderUnits.orderId, orderUnits.productId);
}
