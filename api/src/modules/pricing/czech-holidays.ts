import { easterSunday } from './easter';
import { addDays, parseLocalDate } from './prague-time';

// Czech public holidays (state holidays and other holidays under Act 245/2000 Coll.) on which the
// branches are closed: the fixed-date ones plus Good Friday and Easter Monday.

/** Fixed-date Czech public holidays as 'MM-DD'. */
export const FIXED_CZECH_HOLIDAYS: readonly string[] = [
  '01-01', // Restoration Day of the independent Czech state; New Year's Day
  '05-01', // Labour Day
  '05-08', // Liberation Day
  '07-05', // Saints Cyril and Methodius Day
  '07-06', // Jan Hus Day
  '09-28', // St. Wenceslas Day (Czech Statehood Day)
  '10-28', // Independent Czechoslovak State Day
  '11-17', // Struggle for Freedom and Democracy Day
  '12-24', // Christmas Eve
  '12-25', // Christmas Day
  '12-26', // St. Stephen's Day
];

/** Good Friday of a year, 'YYYY-MM-DD' (two days before Easter Sunday). */
export function goodFriday(year: number): string {
  return addDays(easterSunday(year), -2);
}

/** Easter Monday of a year, 'YYYY-MM-DD' (the day after Easter Sunday). */
export function easterMonday(year: number): string {
  return addDays(easterSunday(year), 1);
}

/**
 * Whether a calendar date 'YYYY-MM-DD' is a Czech public holiday (fixed holidays, Good Friday,
 * Easter Monday).
 * @throws RangeError when the value is not a valid calendar date.
 */
export function isCzechPublicHoliday(date: string): boolean {
  parseLocalDate(date);
  if (FIXED_CZECH_HOLIDAYS.includes(date.slice(5))) return true;
  const year = Number(date.slice(0, 4));
  if (year < 1583) return false;
  return date === goodFriday(year) || date === easterMonday(year);
}
