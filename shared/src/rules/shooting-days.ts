/**
 * Shooting days (billing) of a rental between two Europe/Prague wall-clock times
 * 'YYYY-MM-DDTHH:mm': every calendar date from pickup to return counts, except that the pickup
 * date is free when pickup is at 17:00 or later ("free evening pickup") and the return date is
 * free when return is before 10:00. At least one day is always billed; weekends and holidays
 * count. The API bills by it and the checkout shows the same number before the dates are saved.
 */
import { parseLocalDateTime } from '@shop/shared/rules/prague-time';

/** Pickup at or after this time leaves the pickup date unbilled. */
export const FREE_EVENING_PICKUP_FROM = '17:00';
/** Return before this time leaves the return date unbilled. */
export const FREE_MORNING_RETURN_BEFORE = '10:00';

/**
 * Billed shooting days from pickup `from` to return `to` (wall-clock 'YYYY-MM-DDTHH:mm').
 * Never less than 1, also when `to` is not after `from` (the date checks refuse such a period
 * before anything is billed).
 * @throws RangeError when a value is not a valid date-time.
 */
export function shootingDays(from: string, to: string): number {
  const pickup = parseLocalDateTime(from);
  const ret = parseLocalDateTime(to);
  let days = ret.dayNumber - pickup.dayNumber + 1;
  if (pickup.time >= FREE_EVENING_PICKUP_FROM) days -= 1;
  if (ret.time < FREE_MORNING_RETURN_BEFORE) days -= 1;
  return Math.max(1, days);
}

/**
 * The times the checkout proposes before the shopper sets them: the free evening pickup and the
 * free morning return, so that picked days bill only the days between.
 */
export const USUAL_LEG_TIMES = { pickup: FREE_EVENING_PICKUP_FROM, return: '09:00' } as const;

/**
 * The period of days picked before the checkout (a product page's "from" and "to" dates), at the
 * usual times: what a cart without confirmed dates is priced for.
 */
export function plannedPeriod(days: { from: string; to: string }): { from: string; to: string } {
  return {
    from: `${days.from}T${USUAL_LEG_TIMES.pickup}`,
    to: `${days.to}T${USUAL_LEG_TIMES.return}`,
  };
}
