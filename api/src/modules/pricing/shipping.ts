import { checkLegTime } from '@shop/shared/rules/pickup-times';

// Whether a shipping choice of one direction (pickup or return) can be accepted:
// - branch: at a branch during opening hours;
// - night_safe: at a branch, any time and day, frequent customers only;
// - courier: to a Czech address (postcode 1xx xx–7xx xx), on business days, at a time within the
//   delivery window chosen;
// - set_transport: to the set in the Praha or Brno region (postcode starting 1 or 6), any day and
//   time.
// When a leg may change hands is the shared rule @shop/shared/rules/pickup-times (checkLegTime),
// the one the checkout's time lists offer. What a direction costs (prices, the express fee) is the shared rule of
// @shop/shared/rules/shipping, which the checkout shows too.

/** Shipping type of one direction. */
export type ShippingType = 'branch' | 'night_safe' | 'courier' | 'set_transport';
/** Courier delivery window, hours. */
export type CourierWindow = '08-12' | '12-16' | '16-20';

/** Postcode first digits of the set-transport area (Praha and Brno regions). */
export const SET_TRANSPORT_ZIP_PREFIXES: readonly string[] = ['1', '6'];

/** One direction of shipping as the customer chose it. */
export interface ShippingLegInput {
  type: ShippingType;
  /** Branch of branch and night_safe legs. */
  branchId: number | null;
  /** Delivery postcode of courier and set_transport legs ('17000' or '170 00'). */
  zipCode: string | null;
  /** Courier delivery window. */
  window: CourierWindow | null;
}

/** Why a shipping choice cannot be accepted. */
export type ShippingProblem =
  | 'out_of_opening_hours'
  | 'night_safe_not_allowed'
  | 'address_required'
  | 'address_outside_set_area'
  | 'courier_window_required'
  | 'branch_required'
  | 'branch_mismatch'
  | 'courier_not_on_business_day';

/**
 * A Czech postcode in its five-digit form ('170 00' → '17000'), or null when the value is not a
 * Czech postcode (five digits, optionally split 3 + 2 by one space, first digit 1–7).
 */
export function normalizeZipCode(value: string | null): string | null {
  if (value === null) return null;
  const match = /^([1-7]\d{2}) ?(\d{2})$/.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

/** Whether a leg is taken at a branch (branch or night safe). */
export function isBranchBased(leg: ShippingLegInput): boolean {
  return leg.type === 'branch' || leg.type === 'night_safe';
}

/**
 * Checks one direction at its date-time; `frequentCustomer` allows the night safe.
 * Returns the first problem found, or null when the leg is fine.
 * @throws RangeError when `dateTime` is not a valid date-time.
 */
export function checkShippingLeg(
  leg: ShippingLegInput,
  dateTime: string,
  options: { frequentCustomer: boolean },
): ShippingProblem | null {
  const customer = { frequentCustomer: options.frequentCustomer };
  switch (leg.type) {
    case 'branch':
      if (leg.branchId === null) return 'branch_required';
      return checkLegTime(leg, dateTime, customer);
    case 'night_safe':
      if (!options.frequentCustomer) return 'night_safe_not_allowed';
      return leg.branchId === null ? 'branch_required' : checkLegTime(leg, dateTime, customer);
    case 'courier':
      if (normalizeZipCode(leg.zipCode) === null) return 'address_required';
      if (leg.window === null) return 'courier_window_required';
      return checkLegTime(leg, dateTime, customer);
    case 'set_transport': {
      const zipCode = normalizeZipCode(leg.zipCode);
      if (zipCode === null) return 'address_required';
      return SET_TRANSPORT_ZIP_PREFIXES.includes(zipCode.charAt(0))
        ? checkLegTime(leg, dateTime, customer)
        : 'address_outside_set_area';
    }
  }
}

/**
 * Checks both directions: the pickup leg at `from`, the return leg at `to`, then that branch-based
 * legs (branch, night_safe) on both sides use the same branchId ('branch_mismatch', order error 30).
 * @throws RangeError when `from` or `to` is not a valid date-time.
 */
export function checkShipping(
  pickup: ShippingLegInput,
  ret: ShippingLegInput,
  from: string,
  to: string,
  options: { frequentCustomer: boolean },
): ShippingProblem | null {
  const problem = checkShippingLeg(pickup, from, options) ?? checkShippingLeg(ret, to, options);
  if (problem) return problem;
  if (isBranchBased(pickup) && isBranchBased(ret) && pickup.branchId !== ret.branchId) {
    return 'branch_mismatch';
  }
  return null;
}
