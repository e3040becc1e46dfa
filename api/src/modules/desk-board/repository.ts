import type { OrderStatus } from '@shop/shared/contract';
import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  branches,
  bundleItems,
  customers,
  orderItems,
  orders,
  orderUnits,
  products,
  unitRepairs,
  units,
} from '../../db/schema';

/** A direction of an order's shipping: where its pieces go out, or come back. */
export type Leg = 'pickup' | 'return';

/**
 * The branch an order's leg belongs to: the branch the leg names (branch, night safe); for a leg
 * without one (courier, set transport) the branch the other leg names, since the pieces leave from
 * or come back to it; with no branch named at all, `fallback` (the first branch by position).
 */
function branchOfLeg(leg: Leg, fallback: number): SQL<number> {
  const [own, other] = leg === 'pickup' ? ['pickup', 'return'] : ['return', 'pickup'];
  return sql<number>`coalesce(
    (${orders.shipping} -> ${sql.raw(`'${own}'`)} ->> 'branchId')::integer,
    (${orders.shipping} -> ${sql.raw(`'${other}'`)} ->> 'branchId')::integer,
    ${fallback}::integer)`;
}

/** The type of an order's leg ('branch' … 'set_transport'), null without shipping. */
function typeOfLeg(leg: Leg): SQL<string | null> {
  return sql<string | null>`${orders.shipping} -> ${sql.raw(`'${leg}'`)} ->> 'type'`;
}

export async function branchExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  return row !== undefined;
}

/** The first branch by position: the home of orders whose shipping names no branch. */
export async function firstBranchId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .orderBy(asc(branches.position), asc(branches.id))
    .limit(1);
  return row?.id ?? 0;
}

export interface BoardOrderFilter {
  leg: Leg;
  branchId: number;
  fallbackBranchId: number;
  statuses: readonly OrderStatus[];
  /** Which time of the order lies in [from, before): its pickup or its agreed return. */
  time: 'rentalFrom' | 'rentalTo';
  from?: string;
  before: string;
}

/** Orders of a branch's leg in some statuses whose pickup or return lies in a period, by it. */
export async function findBoardOrders(db: Database, filter: BoardOrderFilter) {
  const time = orders[filter.time];
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      readyStatus: orders.readyStatus,
      shippingType: typeOfLeg(filter.leg),
      rentalFrom: orders.rentalFrom,
      rentalTo: orders.rentalTo,
      orderCustomerName: orders.customerName,
      firstname: customers.firstname,
      lastname: customers.lastname,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        inArray(orders.status, [...filter.statuses]),
        isNotNull(orders.rentalFrom),
        isNotNull(orders.rentalTo),
        filter.from === undefined ? undefined : gte(time, filter.from),
        lt(time, filter.before),
        eq(branchOfLeg(filter.leg, filter.fallbackBranchId), filter.branchId),
      ),
    )
    .orderBy(asc(time), asc(orders.id));
}

export type BoardOrderRow = Awaited<ReturnType<typeof findBoardOrders>>[number];

/** Whether an order has a live rent line of one of the products, or of a kit containing one. */
function rentsAnyOf(db: Database, productIds: readonly number[]): SQL {
  const kits = db
    .select({ id: bundleItems.bundleId })
    .from(bundleItems)
    .where(inArray(bundleItems.productId, [...productIds]));
  const lines = db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.isSale, false),
        isNull(orderItems.canceledAt),
        or(inArray(orderItems.productId, [...productIds]), inArray(orderItems.productId, kits)),
      ),
    );
  return inArray(orders.id, lines);
}

/** At most this many orders at risk are looked into, the nearest pickups first. */
const AT_RISK_LIMIT = 100;

/**
 * Orders of a branch (by their pickup) in some statuses whose rental has not ended at `after`, by
 * pickup; with `productIds`, only those renting one of them (at most AT_RISK_LIMIT).
 */
export async function findOrdersAhead(
  db: Database,
  filter: {
    branchId: number;
    fallbackBranchId: number;
    after: string;
    statuses: readonly OrderStatus[];
    productIds?: readonly number[];
  },
) {
  const query = db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      rentalFrom: orders.rentalFrom,
      rentalTo: orders.rentalTo,
      orderCustomerName: orders.customerName,
      firstname: customers.firstname,
      lastname: customers.lastname,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        inArray(orders.status, [...filter.statuses]),
        isNotNull(orders.rentalFrom),
        gt(orders.rentalTo, filter.after),
        eq(branchOfLeg('pickup', filter.fallbackBranchId), filter.branchId),
        filter.productIds ? rentsAnyOf(db, filter.productIds) : undefined,
      ),
    )
    .orderBy(asc(orders.rentalFrom), asc(orders.id));
  return filter.productIds ? query.limit(AT_RISK_LIMIT) : query;
}

export type OrderAheadRow = Awaited<ReturnType<typeof findOrdersAhead>>[number];

/** The lines of orders that are not cancelled and name a product, in the order's order. */
export async function findBoardItems(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      productId: sql<number>`${orderItems.productId}`,
      name: orderItems.name,
      nameEn: orderItems.nameEn,
      quantity: orderItems.quantity,
      isSale: orderItems.isSale,
      rentalFrom: orderItems.rentalFrom,
      rentalTo: orderItems.rentalTo,
    })
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.orderId, [...orderIds]),
        isNotNull(orderItems.productId),
        isNull(orderItems.canceledAt),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position), asc(orderItems.id));
}

export type BoardItemRow = Awaited<ReturnType<typeof findBoardItems>>[number];

/** Names of products (cs and en), by id. */
export async function findProductNames(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { name: string; nameEn: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, nameEn: products.nameEn })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, nameEn: row.nameEn }]));
}

/** Units in repair, each with the day its open repair is expected to end (when known). */
export async function findUnitsInRepair(db: Database) {
  return db
    .select({
      productId: units.productId,
      labelCode: units.labelCode,
      expectedBack: unitRepairs.expectedBack,
    })
    .from(units)
    .leftJoin(unitRepairs, and(eq(unitRepairs.unitId, units.id), isNull(unitRepairs.endedAt)))
    .where(eq(units.state, 'in_repair'))
    .orderBy(asc(units.labelCode));
}

/** Units handed over with LENT orders agreed back before `before` and still out, with the order. */
export async function findUnitsOutPast(db: Database, before: string) {
  return db
    .select({
      productId: orderUnits.productId,
      labelCode: units.labelCode,
      orderNumber: orders.orderNumber,
      rentalTo: orders.rentalTo,
    })
    .from(orderUnits)
    .innerJoin(units, eq(units.id, orderUnits.unitId))
    .innerJoin(orders, eq(orders.id, orderUnits.orderId))
    .where(
      and(
        isNull(orderUnits.returnedAt),
        isNotNull(orderUnits.handoverId),
        eq(orders.status, 'LENT'),
        lt(orders.rentalTo, before),
      ),
    )
    .orderBy(asc(orders.rentalTo), asc(units.labelCode));
}
