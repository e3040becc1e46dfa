/**
 * When the branches (Praha Holešovice and Brno Královo Pole) are open: Monday to Friday
 * 9:00–19:00, both ends included, closed on weekends and Czech public holidays (the fixed ones
 * plus Good Friday and Easter Monday, Act 245/2000 Coll.). Courier deliveries also go on these
 * business days only. The night safe and set transport do not follow these hours.
 */
import {
  addDays,
  parseLocalDate,
  parseLocalDateTime,
  weekdayOf,
} from '@shop/shared/rules/prague-time';

/** Opening hours of both branches on business days, wall-clock 'HH:mm', both inclusive. */
export const OPENING_HOURS = { open: '09:00', close: '19:00' } as const;

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

/** The first year of the Gregorian calendar, where the Easter algorithm below holds. */
const FIRST_GREGORIAN_YEAR = 1583;

/**
 * Easter Sunday of a Gregorian year as 'YYYY-MM-DD', by the anonymous Gregorian algorithm
 * (Meeus/Jones/Butcher); date-fns has no Easter, and the holidays hang on it.
 * @throws RangeError for a year before 1583, after 9999 or not an integer.
 */
export function easterSunday(year: number): string {
  if (!Number.isInteger(year) || year < FIRST_GREGORIAN_YEAR || year > 9999) {
    throw new RangeError(`no Gregorian Easter for year ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

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
  if (year < FIRST_GREGORIAN_YEAR) return false;
  return date === goodFriday(year) || date === easterMonday(year);
}

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
