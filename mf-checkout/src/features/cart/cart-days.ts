/**
 * The days a cart is for: its confirmed dates' days, else the days picked with its first item
 * (planned). An item picked for other days is added all the same (a cart has one period), and the
 * shopper is told which days the cart keeps.
 */
import type { Cart, PlannedDates } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';

/** The cart's days, or null when it has none yet. */
export function cartDays(cart: Pick<Cart, 'date' | 'plannedDates'>): PlannedDates | null {
  if (cart.date.from && cart.date.to) {
    return { from: cart.date.from.slice(0, 10), to: cart.date.to.slice(0, 10) };
  }
  return cart.plannedDates;
}

/** The cart's days when they are not the ones `picked`, else null. */
export function otherCartDays(
  cart: Pick<Cart, 'date' | 'plannedDates'>,
  picked: PlannedDates,
): PlannedDates | null {
  const days = cartDays(cart);
  return days && (days.from !== picked.from || days.to !== picked.to) ? days : null;
}

/** "7. 12. 2026 – 9. 12. 2026", or in English "07/12/2026 – 09/12/2026". */
export function formatDays(days: PlannedDates, locale: Locale): string {
  return `${formatDate(days.from, locale)} – ${formatDate(days.to, locale)}`;
}
