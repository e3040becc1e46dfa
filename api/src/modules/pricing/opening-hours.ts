import { isCzechPublicHoliday } from './czech-holidays';
import { parseLocalDateTime, weekdayOf } from './prague-time';

// Branch opening hours (Praha Holešovice and Brno Královo Pole): Monday to Friday 9:00–19:00, both
// ends included, closed on weekends and Czech public holidays.

/** Opening hours of both branches on business days, wall-clock 'HH:mm', both inclusive. */
export const OPENING_HOURS = { open: '09:00', close: '19:00' } as const;

/**
 * Whether a calendar date 'YYYY-MM-DD' is a business day: Monday to Friday and not a Czech public
 * holiday.
 * @throws RangeError when the value is not a valid calendar date.
 */
export function isBusinessDay(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday >= 1 && weekday <= 5 && !isCzechPublicHoliday(date);
}

/**
 * Whether the branches are open at a wall-clock date-time 'YYYY-MM-DDTHH:mm': a business day and
 * 09:00 ≤ time ≤ 19:00.
 * @throws RangeError when the value is not a valid date-time.
 */
export function isBranchOpenAt(dateTime: string): boolean {
  const { date, time } = parseLocalDateTime(dateTime);
  return isBusinessDay(date) && time >= OPENING_HOURS.open && time <= OPENING_HOURS.close;
}
