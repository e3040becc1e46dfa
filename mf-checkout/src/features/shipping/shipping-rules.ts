/**
 * Checkout's live estimates, the domain rules as plain functions (the API prices the cart; these
 * only show the shopper what a choice costs before it is saved):
 * - shooting days: each calendar day from pickup to return, except a pickup day at 17:00 or later
 *   ("free evening pickup") and a return day before 10:00 ("free morning return"); at least one;
 * - a leg's price: branch and night safe free, courier 290 CZK, set transport 990 CZK plus 500 CZK
 *   express fee when less than 24 hours ahead (all without VAT).
 */
import type { ShippingType } from '@shop/shared/contract';

export const FREE_PICKUP_FROM = '17:00';
export const FREE_RETURN_BEFORE = '10:00';

export const LEG_PRICES: Record<ShippingType, number> = {
  branch: 0,
  night_safe: 0,
  courier: 290,
  set_transport: 990,
};
export const EXPRESS_FEE = 500;
const EXPRESS_NOTICE_MS = 24 * 60 * 60 * 1000;

function dayNumber(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

/** Shooting days between two wall-clock date-times 'YYYY-MM-DDTHH:mm'; null when not ordered. */
export function shootingDays(from: string, to: string): number | null {
  const [fromDate = '', fromTime = ''] = from.split('T');
  const [toDate = '', toTime = ''] = to.split('T');
  if (
    !fromDate ||
    !toDate ||
    !fromTime ||
    !toTime ||
    `${fromDate}T${fromTime}` >= `${toDate}T${toTime}`
  ) {
    return null;
  }
  let days = dayNumber(toDate) - dayNumber(fromDate) + 1;
  if (fromTime >= FREE_PICKUP_FROM) days -= 1;
  if (toTime < FREE_RETURN_BEFORE) days -= 1;
  return Math.max(1, days);
}

/** Milliseconds of a Prague wall-clock date-time (close enough for a 24-hour notice). */
function pragueInstant(dateTime: string): number {
  const [date = '', time = '00:00'] = dateTime.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const offset = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Prague',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(new Date(guess))
    .find((part) => part.type === 'timeZoneName')?.value;
  const hours = Number(/GMT([+-]\d+)/.exec(offset ?? '')?.[1] ?? 1);
  return guess - hours * 60 * 60 * 1000;
}

/** The price of one leg (CZK without VAT) and its express fee. */
export function legPrice(
  type: ShippingType,
  dateTime: string,
  now: Date = new Date(),
): { price: number; expressFee: number } {
  const price = LEG_PRICES[type];
  if (type !== 'set_transport') return { price, expressFee: 0 };
  const express = pragueInstant(dateTime) - now.getTime() < EXPRESS_NOTICE_MS;
  return { price, expressFee: express ? EXPRESS_FEE : 0 };
}
