// The availability timeline (domain decisions: the rental desk): the units of a product, or of a
// category's products, by day over four weeks from a day: each unit's bookings and repairs, and
// per day what the holding orders want against the stock, with what no unit is given for yet.
import {
  type DeskTimelineProduct,
  type DeskTimelineQuery,
  type DeskTimelineResponse,
  type DeskTimelineSpan,
  TIMELINE_DAYS,
  TIMELINE_PRODUCTS_PER_PAGE,
} from '@shop/shared/contract';
import { BOOKABLE_UNIT_STATES } from '@shop/shared/rules/availability';
import {
  addDays,
  isLocalDate,
  toPragueDate,
  toPragueWallClock,
} from '@shop/shared/rules/prague-time';
import { daysInWindow, piecesPerDay, windowDays } from '@shop/shared/rules/timeline';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { toLocalDateTime } from '../../lib/local-date-time';
import {
  findAssignedPieces,
  findOpenRepairs,
  findTimelineProducts,
  findTimelineUnits,
  findUnitBookings,
  findWantedPieces,
} from './repository';

export const TIMELINE_NEEDS_WHAT = 'Name a product (productId) or a category (categoryId).';
export const INVALID_TIMELINE_DAY = 'from must be a valid calendar date between 2000 and 2100.';
export const NO_TIMELINE_PRODUCT = 'No rentable product with units has this id.';

/** The first day: the one asked for, else today in Prague; 400 for a day the calendar lacks. */
function firstDay(asked: string | undefined, now: Date): string {
  if (asked === undefined) return toPragueDate(now);
  const year = Number(asked.slice(0, 4));
  if (!isLocalDate(asked) || year < 2000 || year > 2100) {
    throw badRequest(INVALID_TIMELINE_DAY, { name: 'from', problem: 'invalid' });
  }
  return asked;
}

/** Rows with their stretch's ends as wall-clock times ('YYYY-MM-DDTHH:mm'). */
type WallClock<T> = Omit<T, 'from' | 'to'> & { from: string; to: string };

const wall = (value: string | null) => toLocalDateTime(value) ?? '';

function onWallClock<T extends { from: string | null; to: string | null }>(
  rows: readonly T[],
): WallClock<T>[] {
  return rows.map((row) => ({ ...row, from: wall(row.from), to: wall(row.to) }));
}

type Wanted = WallClock<Awaited<ReturnType<typeof findWantedPieces>>[number]>;

/**
 * A LENT order's stretch runs until it is back: past its agreed return when that has passed (no
 * end), as availability holds its pieces.
 */
const endOf = (row: { status: string; to: string }, nowAt: string): string | null =>
  row.status === 'LENT' && row.to < nowAt ? null : row.to;

/** Per day, the pieces of one product the orders want that no unit is given for yet. */
function unassignedPerDay(
  days: readonly string[],
  wanted: readonly Wanted[],
  assigned: ReadonlyMap<string, number>,
  nowAt: string,
): number[] {
  const byOrder = new Map<number, Wanted[]>();
  for (const row of wanted) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  const total = days.map(() => 0);
  for (const [orderId, rows] of byOrder) {
    const given = assigned.get(`${orderId}:${rows[0]?.productId}`) ?? 0;
    const perDay = piecesPerDay(
      days,
      rows.map((row) => ({ from: row.from, to: endOf(row, nowAt), quantity: row.quantity })),
    );
    perDay.forEach((n, index) => {
      total[index] = (total[index] ?? 0) + Math.max(0, n - given);
    });
  }
  return total;
}

type Booking = WallClock<Awaited<ReturnType<typeof findUnitBookings>>[number]>;
type Repair = { unitId: number; since: string; expectedBack: string | null };

/** A unit's bookings and repair as stretches of the window's days, by their first day. */
function unitSpans(
  unitId: number,
  found: { bookings: readonly Booking[]; repairs: readonly Repair[] },
  days: readonly string[],
  nowAt: string,
): DeskTimelineSpan[] {
  const booked = found.bookings
    .filter((booking) => booking.unitId === unitId)
    .flatMap((booking) => {
      const within = daysInWindow(booking.from, endOf(booking, nowAt), days);
      const { orderId, orderNumber, customerName } = booking;
      return within
        ? [{ kind: 'order' as const, ...within, orderId, orderNumber, customerName }]
        : [];
    });
  const repaired = found.repairs
    .filter((repair) => repair.unitId === unitId)
    .flatMap((repair) => {
      const back = repair.expectedBack ? `${addDays(repair.expectedBack, 1)}T00:00` : null;
      const within = daysInWindow(repair.since, back, days);
      const none = { orderId: null, orderNumber: null, customerName: null };
      return within ? [{ kind: 'repair' as const, ...within, ...none }] : [];
    });
  return [...booked, ...repaired].sort((a, b) => a.from.localeCompare(b.from));
}

/** GET /desk/timeline: a page of products (by name) with their units' four weeks. */
export async function deskTimeline(
  db: Database,
  query: DeskTimelineQuery,
  now: Date = new Date(),
): Promise<DeskTimelineResponse> {
  if (query.productId === undefined && query.categoryId === undefined) {
    throw badRequest(TIMELINE_NEEDS_WHAT, { name: 'productId', problem: 'required' });
  }
  const days = windowDays(firstDay(query.from, now), TIMELINE_DAYS);
  const first = days[0] ?? '';
  const window = { from: `${first}T00:00`, before: `${addDays(first, TIMELINE_DAYS)}T00:00` };
  const page = query.page ?? 1;
  const { rows, total } = await findTimelineProducts(db, {
    productId: query.productId,
    categoryId: query.categoryId,
    limit: TIMELINE_PRODUCTS_PER_PAGE,
    offset: (page - 1) * TIMELINE_PRODUCTS_PER_PAGE,
  });
  if (query.productId !== undefined && total === 0) throw notFound(NO_TIMELINE_PRODUCT);
  const productIds = rows.map((row) => row.id);
  if (productIds.length === 0) return { success: true, days, products: [], page, total };

  const unitRows = await findTimelineUnits(db, productIds);
  const unitIds = unitRows.map((unit) => unit.id);
  const nowAt = toPragueWallClock(now);
  const bookings = onWallClock(
    unitIds.length > 0 ? await findUnitBookings(db, unitIds, window) : [],
  );
  const repairs: Repair[] = (unitIds.length > 0 ? await findOpenRepairs(db, unitIds) : []).map(
    (repair) => ({ ...repair, since: toPragueWallClock(repair.since) }),
  );
  const wanted = onWallClock(await findWantedPieces(db, productIds, window));
  const orderIds = [...new Set(wanted.map((row) => row.orderId))];
  const assigned = new Map(
    (orderIds.length > 0 ? await findAssignedPieces(db, orderIds) : []).map((row) => [
      `${row.orderId}:${row.productId}`,
      row.n,
    ]),
  );

  const products: DeskTimelineProduct[] = rows.map((product) => {
    const own = unitRows.filter((unit) => unit.productId === product.id);
    const wantedHere = wanted.filter((row) => row.productId === product.id);
    return {
      productId: product.id,
      name: product.name,
      nameEn: product.nameEn,
      units: own.map((unit) => ({
        ...unit,
        spans: unitSpans(unit.id, { bookings, repairs }, days, nowAt),
      })),
      wanted: piecesPerDay(
        days,
        wantedHere.map((row) => ({
          from: row.from,
          to: endOf(row, nowAt),
          quantity: row.quantity,
        })),
      ),
      unassigned: unassignedPerDay(days, wantedHere, assigned, nowAt),
      stock: own.filter((unit) => (BOOKABLE_UNIT_STATES as readonly string[]).includes(unit.state))
        .length,
    };
  });
  return { success: true, days, products, page, total };
}
