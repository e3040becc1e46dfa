/**
 * Checkout's live estimates while the shopper chooses (the API prices the cart when it is saved),
 * from the same shared rules the API bills by:
 * - shooting days of the picked pickup and return, a courier leg billed by its window
 *   (@shop/shared/rules/pickup-times);
 * - a leg's price and express fee (@shop/shared/rules/shipping), and both legs' for the price
 *   summary while the ways are being chosen.
 * These only adapt the rules to a form that may still be half filled in.
 */
import type { ShippingType } from '@shop/shared/contract';
import { billedShootingDays, type LegPlan } from '@shop/shared/rules/pickup-times';
import { isLocalDateTime, parseLocalDateTime } from '@shop/shared/rules/prague-time';
import {
  priceShippingLeg,
  SHIPPING_PRICES,
  type ShippingLegPrice,
} from '@shop/shared/rules/shipping';

/**
 * Shooting days between two wall-clock date-times 'YYYY-MM-DDTHH:mm', or null while there is
 * nothing to estimate: a date-time missing or not valid, or the return not after the pickup (the
 * API refuses such dates, date_from_after_date_to).
 */
export function shootingDays(
  from: string,
  to: string,
  pickup: LegPlan | null = null,
  ret: LegPlan | null = null,
): number | null {
  if (!isLocalDateTime(from) || !isLocalDateTime(to)) return null;
  if (parseLocalDateTime(from).minutes >= parseLocalDateTime(to).minutes) return null;
  return billedShootingDays({ from, to }, pickup, ret);
}

/**
 * The price of one leg (CZK without VAT) and its express fee. Without a valid date-time yet (no
 * confirmed dates) there is no express fee to show.
 */
export function legPrice(
  type: ShippingType,
  dateTime: string,
  now: Date = new Date(),
): ShippingLegPrice {
  if (!isLocalDateTime(dateTime)) return { price: SHIPPING_PRICES[type], expressFee: 0 };
  return priceShippingLeg(type, dateTime, now);
}

/**
 * Both legs' price and express fee (CZK without VAT) for the ways being chosen and their
 * date-times ('YYYY-MM-DDTHH:mm'; while not valid, no express fee), as the API will price them.
 */
export function shippingCharge(
  legs: ReadonlyArray<{ type: ShippingType; dateTime: string }>,
  now: Date = new Date(),
): ShippingLegPrice {
  return legs
    .map(({ type, dateTime }) => legPrice(type, dateTime, now))
    .reduce(
      (sum, leg) => ({ price: sum.price + leg.price, expressFee: sum.expressFee + leg.expressFee }),
      { price: 0, expressFee: 0 },
    );
}
