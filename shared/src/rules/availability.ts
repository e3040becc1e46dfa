/**
 * Rented pieces against what is free for their period (domain decisions: stock and availability).
 * `available` is the API's figure for the period (stock less the pieces of overlapping ORDERED,
 * PAID, PART_PAID and LENT orders, kits counted as their parts). An order asking for more is
 * stored as a conflict (CREATED) for staff to resolve; the product page warns before that.
 */

/** Whether `wanted` pieces are more than the `available` ones: an order of them is a conflict. */
export function exceedsAvailability(wanted: number, available: number): boolean {
  return wanted > available;
}
