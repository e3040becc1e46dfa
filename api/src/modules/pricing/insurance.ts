// Insurance item of a rental, whole CZK without VAT. Basic insurance for the Czech Republic is
// included (price 0, group null); use abroad costs a percentage of the rent total (after the
// voucher): eu 7 %, world 12 %, rounded; students (ISIC) pay half of that, rounded again.

/** Insurance country group for use abroad. */
export type InsuranceGroup = 'eu' | 'world';

/** Insurance price as a percentage of the rent total, per country group. */
export const INSURANCE_PERCENT = { eu: 7, world: 12 } as const;
/** Student discount on the insurance item, percent. */
export const STUDENT_DISCOUNT_PERCENT = 50;

/**
 * Price of the insurance item: 0 for basic insurance (group null), else INSURANCE_PERCENT of
 * `rentTotal` rounded, less STUDENT_DISCOUNT_PERCENT for students, rounded. A negative rent total
 * counts as 0.
 */
export function priceInsurance(
  rentTotal: number,
  group: InsuranceGroup | null,
  student: boolean,
): number {
  if (group === null) return 0;
  const base = Math.round((Math.max(0, rentTotal) * INSURANCE_PERCENT[group]) / 100);
  if (!student) return base;
  return Math.round((base * (100 - STUDENT_DISCOUNT_PERCENT)) / 100);
}
