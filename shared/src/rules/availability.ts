import { UNIT_STATES } from '../contract/constants';

/**
 * Availability (domain decisions: the rental desk, units). A rentable product's pieces are its
 * units; those neither in repair nor retired are its stock. What is free for a period is that
 * stock less the pieces of overlapping ORDERED, PAID, PART_PAID and LENT orders (a LENT order late
 * back holds its pieces until now), kits counted as their parts. An order asking
 * for more is stored as a conflict (CREATED) for staff to resolve; the product page warns before.
 */

/** Order statuses whose orders hold their pieces for their rental period. */
export const HOLDING_STATUSES = ['ORDERED', 'PAID', 'PART_PAID', 'LENT'] as const;

/** Unit states that count as stock: the unit is at a branch or with a customer. */
export const BOOKABLE_UNIT_STATES = UNIT_STATES.filter(
  (state) => state === 'available' || state === 'out',
);

/** Pieces free for a period: the stock less the pieces held, never below none. */
export function availablePieces(stock: number, held: number): number {
  return Math.max(0, stock - held);
}

/** One product in a kit: how many the kit takes, the product's stock and the pieces held. */
export interface KitPart {
  quantity: number;
  stock: number;
  held: number;
}

/** Complete kits: the fewest sets any of its parts makes, by stock or by free pieces. */
export function kitSets(parts: readonly KitPart[]): { stock: number; available: number } {
  if (parts.length === 0) return { stock: 0, available: 0 };
  const sets = (pieces: (part: KitPart) => number) =>
    Math.max(0, Math.min(...parts.map((part) => Math.floor(pieces(part) / part.quantity))));
  return {
    stock: sets((part) => part.stock),
    available: sets((part) => availablePieces(part.stock, part.held)),
  };
}

/** Whether `wanted` pieces are more than the `available` ones: an order of them is a conflict. */
export function exceedsAvailability(wanted: number, available: number): boolean {
  return wanted > available;
}

/** How many pieces a demand lacks against what is free (0 when it fits). */
export function piecesMissing(wanted: number, available: number): number {
  return Math.max(0, wanted - available);
}
