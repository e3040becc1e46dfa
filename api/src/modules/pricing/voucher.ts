import { parseLocalDate, toPragueDate } from '@shop/shared/rules/prague-time';

// Vouchers: a percentage or a fixed CZK discount on the rent lines (not on price-offer lines),
// valid between two dates (both included, Europe/Prague calendar days) and for a number of uses.

/** What decides a voucher's discount and whether it can be used. */
export interface VoucherRule {
  type: 'percent' | 'fixed';
  /** Percent (0–100) or whole CZK without VAT. */
  value: number;
  /** First valid day 'YYYY-MM-DD' (included), or null for no start. */
  validFrom: string | null;
  /** Last valid day 'YYYY-MM-DD' (included), or null for no end. */
  validTo: string | null;
  /** Uses left, or null for unlimited. */
  usesLeft: number | null;
}

/**
 * Whether a voucher can be used at `now`: uses left (or unlimited) and today's Prague date within
 * validFrom–validTo, both included.
 * @throws RangeError when a validity date is not a valid calendar date.
 */
export function isVoucherUsable(v: VoucherRule, now: Date): boolean {
  if (v.usesLeft !== null && v.usesLeft <= 0) return false;
  const today = parseLocalDate(toPragueDate(now));
  if (v.validFrom !== null && today < parseLocalDate(v.validFrom)) return false;
  if (v.validTo !== null && today > parseLocalDate(v.validTo)) return false;
  return true;
}

/**
 * Discount of a voucher on a rent total, whole CZK: percent of `rentTotal` rounded, or the fixed
 * value; never below 0 nor above `rentTotal`.
 */
export function voucherDiscount(v: Pick<VoucherRule, 'type' | 'value'>, rentTotal: number): number {
  const base = Math.max(0, rentTotal);
  const discount = v.type === 'percent' ? Math.round((base * v.value) / 100) : Math.round(v.value);
  return Math.min(base, Math.max(0, discount));
}
