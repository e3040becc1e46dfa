// Dates a shopper picks in the shop's calendars: Europe/Prague days as ISO dates, with the shop's
// own calendar rules (the API's), so a journey never lands on a holiday or a closed day.
import type { Locator } from '@playwright/test';
import { isCzechPublicHoliday } from '../shared/src/rules/opening-hours';
import { addDays, mondayAWeekAfter, toPragueDate } from '../shared/src/rules/prague-time';

export { addDays };

/** Today in Prague. */
export const pragueToday = () => toPragueDate(new Date());

/** The Monday at least a week ahead and its Wednesday, neither of them a public holiday. */
export function rentalWeek(): { monday: string; wednesday: string } {
  let monday = mondayAWeekAfter(pragueToday());
  while (isCzechPublicHoliday(monday) || isCzechPublicHoliday(addDays(monday, 2))) {
    monday = addDays(monday, 7);
  }
  return { monday, wednesday: addDays(monday, 2) };
}

/** How many times "next month" leads from the month of one date to that of another. */
export const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/**
 * A calendar day button's accessible name, as a pattern: "pondělí 30. listopadu 2026" for
 * `longDate('cs')`; the day's number starts the match, so 7 does not find 17 or 27.
 */
export const longDate = (locale: string) => (iso: string) =>
  new RegExp(
    `(^|[ ,])${new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .format(new Date(`${iso}T12:00:00Z`))
      .replace(/\./g, '\\.')}`,
  );

/**
 * Reaches for a calendar as a shopper with a mouse does, by pointing at it: a product page makes
 * its calendar only then (a checkout step has made it already).
 */
export async function reachFor(calendar: Locator): Promise<void> {
  await calendar.hover();
}
