/**
 * A late return (domain decisions: the rental desk). The agreed return is the order's return date
 * and time; a return up to RETURN_GRACE_MINUTES later is on time. Later, the late period runs from
 * the agreed return to the actual one and is counted in shooting days by the shooting-day rule (at
 * least one); each late item costs its line's day price × late shooting days × its quantity late.
 * Times are Europe/Prague wall-clock 'YYYY-MM-DDTHH:mm', compared as the wall clock shows them.
 */
import { parseLocalDateTime } from '@shop/shared/rules/prague-time';
import { shootingDays } from '@shop/shared/rules/shooting-days';

/** Minutes after the agreed return that still count as on time. */
export const RETURN_GRACE_MINUTES = 60;

/**
 * Whether a return at `actual` (or, for pieces still out, the time now) is past the agreed return
 * and its grace.
 * @throws RangeError when a value is not a valid date-time.
 */
export function isReturnLate(agreed: string, actual: string): boolean {
  return (
    parseLocalDateTime(actual).minutes - parseLocalDateTime(agreed).minutes > RETURN_GRACE_MINUTES
  );
}

/** Late shooting days of a return: 0 when it is on time, else at least 1. */
export function lateShootingDays(agreed: string, actual: string): number {
  return isReturnLate(agreed, actual) ? shootingDays(agreed, actual) : 0;
}

/** The late fee of one rent line: its day price × late shooting days × the pieces that were late. */
export function lateFee(line: {
  dayPrice: number;
  quantityLate: number;
  agreed: string;
  actual: string;
}): number {
  return line.dayPrice * lateShootingDays(line.agreed, line.actual) * line.quantityLate;
}

/**
 * How many of a line's items came back late, from its pieces: a product rented alone counts each
 * late piece; a set counts as late as many sets as its parts show, each part's late pieces over
 * the pieces of it one set holds, rounded up (two late batteries of a set of two are one late set).
 */
export function lateItems(
  piecesPerItem: ReadonlyMap<number, number>,
  latePieces: ReadonlyMap<number, number>,
): number {
  let items = 0;
  for (const [productId, late] of latePieces) {
    const perItem = piecesPerItem.get(productId) ?? 1;
    items = Math.max(items, Math.ceil(late / Math.max(perItem, 1)));
  }
  return items;
}
