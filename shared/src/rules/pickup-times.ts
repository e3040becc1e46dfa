/**
 * When the equipment may change hands, by the way it travels (one rule for the checkout's time
 * lists, its "confirm" and the API's checks of the cart and of orders):
 * - branch: the branch's opening hours of that day (Mon–Fri 9:00–19:00, both ends included), no
 *   time on weekends and Czech public holidays;
 * - night safe: any time of any day, for frequent customers only;
 * - courier: on business days, within the chosen delivery window (08–12 means 8:00 to 12:00, both
 *   ends included);
 * - set transport: any time of any day.
 * Times are offered in steps of 30 minutes; a time is allowed exactly when `checkLegTime` finds
 * nothing wrong with it.
 *
 * `checkRentalDates` is the whole check of a rental period with the legs chosen so far, in the
 * order of the spec's date codes; the API answers with its code and the page shows the same code's
 * message before it asks the API.
 *
 * Billing follows the window actually chosen: a courier leg is billed at its time held inside its
 * window (`billedPeriod`), so a morning window is never a free evening pickup.
 */
import type { CourierWindow, ShippingType } from '@shop/shared/contract';
import { isBranchOpenAt, isBusinessDay, OPENING_HOURS } from '@shop/shared/rules/opening-hours';
import { parseLocalDateTime, toPragueWallClock } from '@shop/shared/rules/prague-time';
import { shootingDays } from '@shop/shared/rules/shooting-days';

/** Minutes between two times a list offers. */
export const TIME_STEP_MINUTES = 30;

const MINUTES_PER_DAY = 1440;

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every time of a day in steps of 30 minutes, '00:00' … '23:30'. */
export const DAY_TIMES: readonly string[] = Array.from(
  { length: MINUTES_PER_DAY / TIME_STEP_MINUTES },
  (_, index) => toTime(index * TIME_STEP_MINUTES),
);

/** The times of a day from `start` to `end`, both included. */
function timesBetween(start: string, end: string): string[] {
  return DAY_TIMES.filter((time) => time >= start && time <= end);
}

/** The hours of a courier delivery window: '08-12' → { start: '08:00', end: '12:00' }. */
export function courierWindowHours(window: CourierWindow): { start: string; end: string } {
  const [start = '', end = ''] = window.split('-');
  return { start: `${start}:00`, end: `${end}:00` };
}

/** The way one direction travels, as far as its time depends on it. */
export interface LegPlan {
  type: ShippingType;
  /** The courier's delivery window (courier legs). */
  window?: CourierWindow | null;
}

/** Whose rules apply: frequent customers may use the night safe. */
export interface CustomerRules {
  frequentCustomer: boolean;
}

/** Why a leg cannot change hands at a time. */
export type LegTimeProblem =
  | 'out_of_opening_hours'
  | 'night_safe_not_allowed'
  | 'courier_window_required'
  | 'courier_not_on_business_day';

/**
 * Whether a leg may change hands at a wall-clock date-time 'YYYY-MM-DDTHH:mm': null when it may,
 * else why not (a branch or a courier window outside its hours: out_of_opening_hours).
 * @throws RangeError when `dateTime` is not a valid date-time.
 */
export function checkLegTime(
  leg: LegPlan,
  dateTime: string,
  customer: CustomerRules,
): LegTimeProblem | null {
  const { date, time } = parseLocalDateTime(dateTime);
  switch (leg.type) {
    case 'branch':
      return isBranchOpenAt(dateTime) ? null : 'out_of_opening_hours';
    case 'night_safe':
      return customer.frequentCustomer ? null : 'night_safe_not_allowed';
    case 'courier': {
      if (!leg.window) return 'courier_window_required';
      if (!isBusinessDay(date)) return 'courier_not_on_business_day';
      const { start, end } = courierWindowHours(leg.window);
      return time >= start && time <= end ? null : 'out_of_opening_hours';
    }
    case 'set_transport':
      return null;
  }
}

/**
 * The times a way allows on a day it runs (a business day for a branch and a courier), in steps
 * of 30 minutes: what a time list offers before a day is picked. Empty for a courier without a
 * window and for the night safe of a customer who is not a frequent one.
 */
export function wayTimes(leg: LegPlan, customer: CustomerRules): string[] {
  switch (leg.type) {
    case 'branch':
      return timesBetween(OPENING_HOURS.open, OPENING_HOURS.close);
    case 'night_safe':
      return customer.frequentCustomer ? [...DAY_TIMES] : [];
    case 'courier': {
      if (!leg.window) return [];
      const { start, end } = courierWindowHours(leg.window);
      return timesBetween(start, end);
    }
    case 'set_transport':
      return [...DAY_TIMES];
  }
}

/**
 * The times a leg may change hands on a calendar date 'YYYY-MM-DD', in steps of 30 minutes; empty
 * when it cannot on that day (a branch on a closed day, a courier on a weekend or without a window,
 * the night safe of a customer who is not a frequent one).
 * @throws RangeError when `date` is not a valid calendar date.
 */
export function allowedTimes(leg: LegPlan, date: string, customer: CustomerRules): string[] {
  const onBusinessDaysOnly = leg.type === 'branch' || leg.type === 'courier';
  if (onBusinessDaysOnly && !isBusinessDay(date)) return [];
  return wayTimes(leg, customer);
}

/**
 * The allowed time nearest to `time` (the earlier one of two as near), `time` itself when it is
 * allowed, or null when nothing is.
 */
export function nearestAllowedTime(times: readonly string[], time: string): string | null {
  if (times.includes(time)) return time;
  const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
  let best: string | null = null;
  for (const candidate of times) {
    const distance = Math.abs(minutes(candidate) - minutes(time));
    if (best === null || distance < Math.abs(minutes(best) - minutes(time))) best = candidate;
  }
  return best;
}

/** Date validation codes of the spec (§5) and the ways a chosen leg's time can fail. */
export type RentalDateProblem =
  | 'customer_missing'
  | 'shipping_missing'
  | 'date_from_in_past'
  | 'date_to_in_past'
  | 'date_from_after_date_to'
  | 'date_range_mismatch_with_offer'
  | LegTimeProblem;

/** What the date checks need; `from` and `to` are wall-clock 'YYYY-MM-DDTHH:mm'. */
export interface DateCheckInput {
  from: string;
  to: string;
  now: Date;
  /** Personal data (a customer) is already in the cart. */
  hasCustomer: boolean;
  /** The dates of a price offer in the cart, or null without one. */
  offerPeriod: { from: string; to: string } | null;
  /** How the equipment leaves (at `from`), or null while not chosen. */
  pickup: LegPlan | null;
  /** How it comes back (at `to`), or null while not chosen. */
  ret: LegPlan | null;
  /** Frequent customers may use the night safe at any time. */
  frequentCustomer: boolean;
  /** Both legs must already be chosen. */
  requireShipping: boolean;
}

/**
 * Checks a rental period and the legs chosen so far; returns the first failing code, in this
 * order: customer_missing, date_from_in_past, date_to_in_past, date_from_after_date_to,
 * date_range_mismatch_with_offer, shipping_missing, then the pickup leg's time and the return
 * leg's time (checkLegTime). "Past" compares with `now` on the Prague wall clock to the minute: a
 * time equal to now is not in the past.
 * @throws RangeError when a date-time is not valid.
 */
export function checkRentalDates(input: DateCheckInput): RentalDateProblem | null {
  if (!input.hasCustomer) return 'customer_missing';
  const now = parseLocalDateTime(toPragueWallClock(input.now)).minutes;
  const from = parseLocalDateTime(input.from).minutes;
  const to = parseLocalDateTime(input.to).minutes;
  if (from < now) return 'date_from_in_past';
  if (to < now) return 'date_to_in_past';
  if (from >= to) return 'date_from_after_date_to';
  if (input.offerPeriod) {
    const offerFrom = parseLocalDateTime(input.offerPeriod.from).minutes;
    const offerTo = parseLocalDateTime(input.offerPeriod.to).minutes;
    if (from !== offerFrom || to !== offerTo) return 'date_range_mismatch_with_offer';
  }
  if (input.requireShipping && (input.pickup === null || input.ret === null)) {
    return 'shipping_missing';
  }
  const customer = { frequentCustomer: input.frequentCustomer };
  return (
    (input.pickup ? checkLegTime(input.pickup, input.from, customer) : null) ??
    (input.ret ? checkLegTime(input.ret, input.to, customer) : null)
  );
}

/** A leg's time as billed: a courier's held inside its window, any other as chosen. */
function billedDateTime(leg: LegPlan | null, dateTime: string): string {
  if (leg?.type !== 'courier' || !leg.window) return dateTime;
  const { date, time } = parseLocalDateTime(dateTime);
  const { start, end } = courierWindowHours(leg.window);
  if (time < start) return `${date}T${start}`;
  if (time > end) return `${date}T${end}`;
  return `${date}T${time}`;
}

/**
 * The period as billed: a courier leg at its time held inside the chosen window (a courier 08–12
 * pickup is billed as a morning pickup even if an evening time came with it), other legs as chosen.
 * @throws RangeError when a date-time is not valid.
 */
export function billedPeriod(
  period: { from: string; to: string },
  pickup: LegPlan | null,
  ret: LegPlan | null,
): { from: string; to: string } {
  return { from: billedDateTime(pickup, period.from), to: billedDateTime(ret, period.to) };
}

/**
 * Shooting days billed for a period with its legs (shootingDays of billedPeriod).
 * @throws RangeError when a date-time is not valid.
 */
export function billedShootingDays(
  period: { from: string; to: string },
  pickup: LegPlan | null,
  ret: LegPlan | null,
): number {
  const billed = billedPeriod(period, pickup, ret);
  return shootingDays(billed.from, billed.to);
}
