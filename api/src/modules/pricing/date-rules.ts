import { isBranchOpenAt } from '@shop/shared/rules/opening-hours';
import { parseLocalDateTime, toPragueWallClock } from '@shop/shared/rules/prague-time';
import type { ShippingLegInput } from './shipping';

// Rental date checks of the cart (spec §5 date validation codes), in this order:
// customer_missing, date_from_in_past, date_to_in_past, date_from_after_date_to,
// date_range_mismatch_with_offer, shipping_missing, out_of_opening_hours.
// "Past" compares with `now` on the Europe/Prague wall clock to the minute: a time equal to now is
// not in the past.

/** Date validation codes of spec §5. */
export type DateErrorCode =
  | 'customer_missing'
  | 'shipping_missing'
  | 'out_of_opening_hours'
  | 'date_from_in_past'
  | 'date_to_in_past'
  | 'date_from_after_date_to'
  | 'date_range_mismatch_with_offer';

/** What the date checks need; `from` and `to` are wall-clock 'YYYY-MM-DDTHH:mm'. */
export interface DateCheckInput {
  from: string;
  to: string;
  now: Date;
  /** Personal data (a customer) is already in the cart. */
  hasCustomer: boolean;
  /** The dates of a price offer in the cart, or null without one. */
  offerPeriod: { from: string; to: string } | null;
  pickup: ShippingLegInput | null;
  ret: ShippingLegInput | null;
  /** Frequent customers may use the night safe at any time. */
  frequentCustomer: boolean;
  /** Both shipping legs must already be chosen. */
  requireShipping: boolean;
}

/** Whether a leg taken at a branch at this time meets a closed branch. */
function isClosedBranchLeg(
  leg: ShippingLegInput | null,
  dateTime: string,
  frequentCustomer: boolean,
): boolean {
  if (leg === null) return false;
  if (leg.type === 'night_safe' && frequentCustomer) return false;
  if (leg.type !== 'branch' && leg.type !== 'night_safe') return false;
  return !isBranchOpenAt(dateTime);
}

/**
 * Checks the rental dates of a cart; returns the first failing code in the documented order, or
 * null when the dates can be used.
 * @throws RangeError when a date-time is not valid.
 */
export function checkRentalDates(input: DateCheckInput): DateErrorCode | null {
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
  if (
    isClosedBranchLeg(input.pickup, input.from, input.frequentCustomer) ||
    isClosedBranchLeg(input.ret, input.to, input.frequentCustomer)
  ) {
    return 'out_of_opening_hours';
  }
  return null;
}
