/**
 * What one direction of shipping (pickup or return) costs, in whole CZK without VAT:
 * - branch and night safe: free;
 * - courier: 290 per direction;
 * - set transport: 990 per direction, plus an express fee of 500 when the leg is less than 24 h
 *   after `now`.
 * The API prices the cart by it; the checkout shows the same price while the shopper chooses.
 *
 * "24 h ahead" is measured on the Europe/Prague wall clock: Sunday 12:00 is 24 h after Saturday
 * 12:00 also on the weekend the clocks change, as the shopper reads the times.
 */
import type { ShippingType } from '@shop/shared/contract';
import { parseLocalDateTime, toPragueWallClock } from '@shop/shared/rules/prague-time';

/** Price per direction, whole CZK without VAT. */
export const SHIPPING_PRICES: Readonly<Record<ShippingType, number>> = {
  branch: 0,
  night_safe: 0,
  courier: 290,
  set_transport: 990,
};
/** Fee for set transport requested less than 24 hours ahead, whole CZK without VAT. */
export const EXPRESS_FEE = 500;
/** Set transport requested less than this many hours ahead pays the express fee. */
export const EXPRESS_NOTICE_HOURS = 24;

/** Price of one direction, whole CZK without VAT. */
export interface ShippingLegPrice {
  price: number;
  expressFee: number;
}

const MINUTES_PER_HOUR = 60;

const MS_PER_MINUTE = 60_000;

/**
 * Whether a wall-clock date-time is less than 24 hours after `now` (on the Prague wall clock);
 * times in the past count as less. The seconds past `now`'s minute count: at 10:00:30, 10:00 the
 * next day is less than 24 h ahead.
 * @throws RangeError when `dateTime` is not a valid date-time.
 */
export function isExpress(dateTime: string, now: Date): boolean {
  const leg = parseLocalDateTime(dateTime).minutes;
  const current = parseLocalDateTime(toPragueWallClock(now)).minutes;
  const intoMinute = now.getTime() % MS_PER_MINUTE > 0;
  const notice = EXPRESS_NOTICE_HOURS * MINUTES_PER_HOUR;
  return leg - current < notice || (leg - current === notice && intoMinute);
}

/**
 * Price of one direction of type `type` taken at `dateTime` (pickup: date.from, return: date.to),
 * wall-clock 'YYYY-MM-DDTHH:mm'; `now` decides the express fee of set transport.
 * @throws RangeError when a set transport's `dateTime` is not a valid date-time (the other types
 * do not depend on the time).
 */
export function priceShippingLeg(
  type: ShippingType,
  dateTime: string,
  now: Date = new Date(),
): ShippingLegPrice {
  const price = SHIPPING_PRICES[type];
  const expressFee = type === 'set_transport' && isExpress(dateTime, now) ? EXPRESS_FEE : 0;
  return { price, expressFee };
}
