/**
 * Rental days for the component tests, counted from today so a test never ages: a Monday at
 * least eight days ahead (on the Prague calendar) whose Monday to Friday are business days, so a
 * branch is open on every weekday of that week, also around Easter and Christmas.
 */
import { isBusinessDay } from '@shop/shared/rules/opening-hours';
import { addDays, todayIso, weekdayOf } from '@shop/shared/rules/prague-time';

const MONDAY = 1;
const WORKING_DAYS = [0, 1, 2, 3, 4];

/** That Monday plus `days` (negative: the weekend before), 'YYYY-MM-DD'. */
export function weekdayAhead(days = 0, from: Date = new Date()): string {
  let monday = addDays(todayIso(from), 8);
  while (weekdayOf(monday) !== MONDAY) monday = addDays(monday, 1);
  while (!WORKING_DAYS.every((offset) => isBusinessDay(addDays(monday, offset)))) {
    monday = addDays(monday, 7);
  }
  return addDays(monday, days);
}
