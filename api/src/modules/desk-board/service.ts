import type {
  DeskBoardConflict,
  DeskBoardItem,
  DeskBoardOrder,
  DeskBoardQuery,
  DeskBoardResponse,
  DeskBoardRisk,
  DeskRiskCause,
  DeskShortage,
} from '@shop/shared/contract';
import { piecesMissing } from '@shop/shared/rules/availability';
import { isReturnLate } from '@shop/shared/rules/late-return';
import {
  addDays,
  isLocalDate,
  toPragueDate,
  toPragueWallClock,
} from '@shop/shared/rules/prague-time';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { toLocalDateTime } from '../../lib/local-date-time';
import { getAvailability } from '../catalog';
import { kitParts, lockProductsFor } from '../order';
import {
  type BoardItemRow,
  type BoardOrderRow,
  branchExists,
  findBoardItems,
  findBoardOrders,
  findOrdersAhead,
  findProductNames,
  findUnitsInRepair,
  findUnitsOutPast,
  firstBranchId,
  type OrderAheadRow,
} from './repository';

export const INVALID_BOARD_DATE = 'date must be a valid calendar date between 2000 and 2100.';

/** The years the board answers for: those the catalogue's availability takes for a period. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** The board's day: the one asked for, else today in Prague; 400 for a day the calendar lacks. */
function boardDate(asked: string | undefined, now: Date): string {
  if (asked === undefined) return toPragueDate(now);
  const year = Number(asked.slice(0, 4));
  if (!isLocalDate(asked) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw badRequest(INVALID_BOARD_DATE, { name: 'date', problem: 'invalid' });
  }
  return asked;
}

/**
 * Who the desk hands the gear to: the customer's first and last name; the order's snapshot of the
 * name (a company billed, or the e-mail) when the customer has none.
 */
function customerNameOf(row: {
  firstname: string | null;
  lastname: string | null;
  orderCustomerName: string;
}): string {
  const person = [row.firstname, row.lastname].filter(Boolean).join(' ').trim();
  return person || row.orderCustomerName;
}

/** A wall-clock timestamp of a row that the query has ensured is there. */
const wallClock = (value: string | null) => toLocalDateTime(value) ?? '';

function itemsByOrder(rows: readonly BoardItemRow[]): Map<number, DeskBoardItem[]> {
  const byOrder = new Map<number, DeskBoardItem[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      productId: row.productId,
      name: row.name,
      nameEn: row.nameEn,
      quantity: row.quantity,
      isSale: row.isSale,
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** Board orders with their lines, `at` their pickup or agreed return. */
async function toBoardOrders(
  db: Database,
  rows: readonly BoardOrderRow[],
  at: 'rentalFrom' | 'rentalTo',
  overdue: (at: string) => boolean,
): Promise<DeskBoardOrder[]> {
  const items = itemsByOrder(
    await findBoardItems(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => {
    const time = wallClock(row[at]);
    return {
      orderId: row.id,
      orderNumber: row.orderNumber,
      at: time,
      // An order without shipping chosen is picked up and returned at the branch.
      shippingType: (row.shippingType as DeskBoardOrder['shippingType'] | null) ?? 'branch',
      customerName: customerNameOf(row),
      status: row.status,
      readiness: row.readyStatus,
      items: items.get(row.id) ?? [],
      overdue: overdue(time),
    };
  });
}

// ---------------------------------------------------------------- shortages

/** Pieces of one product an order wants over a period: a rent line, or a kit line's part. */
interface Demand {
  productId: number;
  quantity: number;
  from: string;
  to: string;
}

/** Wall-clock periods, compared as 'YYYY-MM-DDTHH:mm' strings of one shape. */
const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What the rent lines want, by product: a kit counts as its parts (as the order's stock check
 * counts it), each line over its own period or else the order's. A period that ends before it
 * starts wants nothing.
 */
function demandsOf(
  lines: readonly BoardItemRow[],
  kitParts: ReadonlyMap<number, ReadonlyArray<{ productId: number; quantity: number }>>,
  period: { from: string; to: string },
): Demand[] {
  return lines.flatMap((line) => {
    const from = toLocalDateTime(line.rentalFrom) ?? period.from;
    const to = toLocalDateTime(line.rentalTo) ?? period.to;
    if (from >= to) return [];
    const parts = kitParts.get(line.productId);
    const pieces =
      parts && parts.length > 0
        ? parts.map((part) => ({
            productId: part.productId,
            quantity: part.quantity * line.quantity,
          }))
        : [{ productId: line.productId, quantity: line.quantity }];
    return pieces.map((piece) => ({ ...piece, from, to }));
  });
}

/** The Prague days a period touches; one ending at midnight does not touch the next day. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from.slice(0, 10); `${day}T00:00` < to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Pieces of a product the order lacks on a Prague day: what its lines on that day want against
 * what is free of the day within their periods, the order itself left out.
 */
async function missingOn(
  db: Database,
  orderId: number,
  demands: readonly Demand[],
  day: string,
  lateStayOut: boolean,
): Promise<number> {
  const dayStart = `${day}T00:00`;
  const dayEnd = `${addDays(day, 1)}T00:00`;
  const on = demands.filter((demand) => demand.from < dayEnd && demand.to > dayStart);
  const [first] = on;
  if (!first) return 0;
  const from = later(dayStart, on.map((demand) => demand.from).reduce(earlier));
  const to = earlier(dayEnd, on.map((demand) => demand.to).reduce(later));
  const wanted = on.reduce((sum, demand) => sum + demand.quantity, 0);
  const { available } = await getAvailability(db, first.productId, from, to, {
    excludeOrderId: orderId,
    lateStayOut,
  });
  return piecesMissing(wanted, available);
}

/** Days lacking the same count one after another, joined into one shortage each. */
function joinShortageDays(
  product: { productId: number; name: string; nameEn: string },
  days: ReadonlyArray<{ day: string; missing: number }>,
): DeskShortage[] {
  const shortages: DeskShortage[] = [];
  for (const { day, missing } of days) {
    if (missing <= 0) continue;
    const last = shortages.at(-1);
    if (last && last.missing === missing && addDays(last.to, 1) === day) last.to = day;
    else shortages.push({ ...product, from: day, to: day, missing });
  }
  return shortages;
}

/**
 * What an order lacks, product by product and day by day, against everyone else's; with
 * `lateStayOut`, late units count as out until they are back; with `lock`, the products are
 * locked first (as placing an order locks them), so the answer holds until the transaction ends.
 */
async function shortagesOf(
  db: Database,
  orderId: number,
  period: { from: string; to: string },
  lines: readonly BoardItemRow[],
  { lateStayOut = false, lock = false }: { lateStayOut?: boolean; lock?: boolean } = {},
): Promise<DeskShortage[]> {
  const parts = await kitParts(
    db,
    lines.map((line) => line.productId),
  );
  const demands = demandsOf(lines, parts, period);
  const productIds = [...new Set(demands.map((demand) => demand.productId))].sort((a, b) => a - b);
  if (lock) await lockProductsFor(db, productIds);
  const names = await findProductNames(db, productIds);
  const shortages: DeskShortage[] = [];
  for (const productId of productIds) {
    const own = demands.filter((demand) => demand.productId === productId);
    const from = own.map((demand) => demand.from).reduce(earlier);
    const to = own.map((demand) => demand.to).reduce(later);
    const days: Array<{ day: string; missing: number }> = [];
    for (const day of daysOf(from, to)) {
      days.push({ day, missing: await missingOn(db, orderId, own, day, lateStayOut) });
    }
    const name = names.get(productId) ?? { name: '', nameEn: '' };
    shortages.push(...joinShortageDays({ productId, ...name }, days));
  }
  return shortages;
}

/**
 * What one order lacks now, product by product and day by day, its own pieces left out (none:
 * units allow it); run it in the transaction that holds the products' locks to act on it.
 */
export async function orderShortages(
  db: Database,
  order: { id: number; rentalFrom: string | null; rentalTo: string | null },
  options: { lock?: boolean } = {},
): Promise<DeskShortage[]> {
  const period = { from: wallClock(order.rentalFrom), to: wallClock(order.rentalTo) };
  const rent = (await findBoardItems(db, [order.id])).filter((line) => !line.isSale);
  return shortagesOf(db, order.id, period, rent, { lock: options.lock ?? false });
}

/** Orders with what each lacks (none: a conflict order staff may confirm). */
async function withShortages(
  db: Database,
  rows: readonly OrderAheadRow[],
  lateStayOut: boolean,
): Promise<Array<DeskBoardConflict & { row: OrderAheadRow }>> {
  const lines = await findBoardItems(
    db,
    rows.map((row) => row.id),
  );
  const found: Array<DeskBoardConflict & { row: OrderAheadRow }> = [];
  for (const row of rows) {
    const period = { from: wallClock(row.rentalFrom), to: wallClock(row.rentalTo) };
    const rent = lines.filter((line) => line.orderId === row.id && !line.isSale);
    found.push({
      row,
      orderId: row.id,
      orderNumber: row.orderNumber,
      customerName: customerNameOf(row),
      pickupAt: period.from,
      returnAt: period.to,
      shortages: await shortagesOf(db, row.id, period, rent, { lateStayOut }),
    });
  }
  return found;
}

/** The units that leave orders short: in repair, or still out after their order's agreed return. */
async function riskCauses(db: Database, nowAt: string): Promise<DeskRiskCause[]> {
  const repairs = await findUnitsInRepair(db);
  const late = (await findUnitsOutPast(db, nowAt)).filter((unit) =>
    isReturnLate(wallClock(unit.rentalTo), nowAt),
  );
  return [
    ...late.map((unit) => ({
      kind: 'late' as const,
      productId: unit.productId,
      labelCode: unit.labelCode,
      orderNumber: unit.orderNumber,
      expectedBack: null,
    })),
    ...repairs.map((unit) => ({
      kind: 'repair' as const,
      productId: unit.productId,
      labelCode: unit.labelCode,
      orderNumber: null,
      expectedBack: unit.expectedBack,
    })),
  ];
}

/**
 * The confirmed orders of a branch not yet handed over that late or damaged units now leave short,
 * each with its shortages and the units behind them. Only orders renting a product with such a
 * unit are looked into.
 */
async function ordersAtRisk(
  db: Database,
  at: { branchId: number; fallbackBranchId: number },
  nowAt: string,
): Promise<DeskBoardRisk[]> {
  const causes = await riskCauses(db, nowAt);
  if (causes.length === 0) return [];
  const rows = await findOrdersAhead(db, {
    ...at,
    after: nowAt,
    statuses: ['ORDERED', 'PAID', 'PART_PAID'],
    productIds: [...new Set(causes.map((cause) => cause.productId))],
  });
  const short = (await withShortages(db, rows, true)).filter((order) => order.shortages.length > 0);
  return short.map(({ row, ...order }) => {
    const products = new Set(order.shortages.map((shortage) => shortage.productId));
    return {
      ...order,
      status: row.status,
      causes: causes.filter((cause) => products.has(cause.productId)),
    };
  });
}

/**
 * The desk's day board of a branch: the day's pickups (ORDERED, PAID, PART_PAID) and agreed
 * returns (LENT), the returns still out from before the day, and, whatever the day, the conflict
 * orders (CREATED) and the orders at risk whose rental has not ended by now. An order belongs to the branch its leg
 * names (see the repository's branchOfLeg). 404 for no such branch.
 */
export async function deskBoard(
  db: Database,
  query: DeskBoardQuery,
  now: Date = new Date(),
): Promise<DeskBoardResponse> {
  const date = boardDate(query.date, now);
  const { branchId } = query;
  if (!(await branchExists(db, branchId))) throw notFound(`Branch ${branchId} not found.`);
  const fallbackBranchId = await firstBranchId(db);
  const nowAt = toPragueWallClock(now);
  const dayStart = `${date}T00:00`;
  const dayEnd = `${addDays(date, 1)}T00:00`;
  const at = { branchId, fallbackBranchId };
  const late = (agreed: string) => isReturnLate(agreed, nowAt);

  const pickupRows = await findBoardOrders(db, {
    ...at,
    leg: 'pickup',
    statuses: ['ORDERED', 'PAID', 'PART_PAID'],
    time: 'rentalFrom',
    from: dayStart,
    before: dayEnd,
  });
  const returnRows = await findBoardOrders(db, {
    ...at,
    leg: 'return',
    statuses: ['LENT'],
    time: 'rentalTo',
    from: dayStart,
    before: dayEnd,
  });
  const earlierRows = await findBoardOrders(db, {
    ...at,
    leg: 'return',
    statuses: ['LENT'],
    time: 'rentalTo',
    before: dayStart,
  });
  const overdueRows = earlierRows.filter((row) => late(wallClock(row.rentalTo)));
  const conflictRows = await findOrdersAhead(db, { ...at, after: nowAt, statuses: ['CREATED'] });

  return {
    success: true,
    branchId,
    date,
    pickups: await toBoardOrders(db, pickupRows, 'rentalFrom', () => false),
    returns: await toBoardOrders(db, returnRows, 'rentalTo', late),
    overdue: await toBoardOrders(db, overdueRows, 'rentalTo', () => true),
    conflicts: (await withShortages(db, conflictRows, false)).map(({ row, ...order }) => order),
    atRisk: await ordersAtRisk(db, at, nowAt),
  };
}
