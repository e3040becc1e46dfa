/**
 * Calendar days of the shop: Europe/Prague days as ISO dates (`2026-11-23`), with no date library,
 * so a page that only needs "today" does not load the calendar.
 */
import type { Locale } from '@shop/shared/routes';

export const SHOP_TIME_ZONE = 'Europe/Prague';

const isoFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Prague calendar day of an instant, as `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  return isoFormat.format(date);
}

/** Today in Prague, as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** `23. 11. 2026` / `23/11/2026`: a calendar day as the locale writes it. */
export function formatIsoDate(iso: string, locale: Locale): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'cs-CZ', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}
