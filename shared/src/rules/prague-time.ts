/**
 * The shop's calendar and clock: every date and time of the shop is Europe/Prague, and travels as
 * a wall-clock string, a date 'YYYY-MM-DD' or a date-time 'YYYY-MM-DDTHH:mm' (seconds, when given,
 * are ignored). The API and the pages both read and write these strings with this module, so a day
 * or an hour means the same on both sides.
 *
 * All calendar arithmetic goes through date-fns on TZDate values of @date-fns/tz pinned to
 * Europe/Prague: one library, and no result depends on the time zone of the server or the browser.
 * The only conversion from an instant (`now`) to the wall clock is `toPragueWallClock`.
 */
import { TZDate } from '@date-fns/tz';
import type { Locale } from '@shop/shared/routes';
import {
  addDays as addCalendarDays,
  differenceInCalendarDays,
  differenceInCalendarMonths,
  getDay,
  getDaysInMonth,
  isExists,
  lightFormat,
  nextMonday,
} from 'date-fns';

/** The shop's time zone. */
export const PRAGUE_TIME_ZONE = 'Europe/Prague';

const MINUTES_PER_DAY = 1440;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/** A parsed wall-clock date-time. */
export interface LocalDateTime {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm'. */
  time: string;
  /** Days since 1970-01-01 of the civil date (for day differences). */
  dayNumber: number;
  /** Minutes since 1970-01-01T00:00 on the wall clock (for ordering and differences). */
  minutes: number;
  /** Day of the week, 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/**
 * Midnight of a Prague calendar day. Prague changes its clocks at 02:00 and 03:00, so midnight
 * always exists and date-fns' calendar functions stay on the right day.
 */
function pragueMidnight(year: number, month: number, day: number, value: string): TZDate {
  if (!isExists(year, month - 1, day)) throw new RangeError(`not a calendar date: ${value}`);
  return new TZDate(year, month - 1, day, PRAGUE_TIME_ZONE);
}

/** 1970-01-01 in Prague, the origin of day numbers. */
const EPOCH = new TZDate(1970, 0, 1, PRAGUE_TIME_ZONE);

function toDay(value: string): TZDate {
  const match = DATE_PATTERN.exec(value);
  if (!match) throw new RangeError(`not a local date: ${value}`);
  return pragueMidnight(Number(match[1]), Number(match[2]), Number(match[3]), value);
}

const isoDate = (day: Date) => lightFormat(day, 'yyyy-MM-dd');

/** Number of days of a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return getDaysInMonth(new TZDate(year, month - 1, 1, PRAGUE_TIME_ZONE));
}

/** Whether a value is a valid calendar date 'YYYY-MM-DD'. */
export function isLocalDate(value: string): boolean {
  try {
    toDay(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether a value is a valid wall-clock date-time 'YYYY-MM-DDTHH:mm' (optional ':ss'). */
export function isLocalDateTime(value: string): boolean {
  try {
    parseLocalDateTime(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Parses a calendar date 'YYYY-MM-DD' to its day number (days since 1970-01-01).
 * @throws RangeError when the value is not a valid calendar date.
 */
export function parseLocalDate(value: string): number {
  return differenceInCalendarDays(toDay(value), EPOCH);
}

/**
 * Parses a wall-clock date-time 'YYYY-MM-DDTHH:mm' (optional ':ss' ignored).
 * @throws RangeError when the value is not a valid date-time.
 */
export function parseLocalDateTime(value: string): LocalDateTime {
  const match = DATE_TIME_PATTERN.exec(value);
  if (!match) throw new RangeError(`not a local date-time: ${value}`);
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const midnight = pragueMidnight(year, month, day, value);
  if (hour > 23 || minute > 59) throw new RangeError(`not a local date-time: ${value}`);
  const dayNumber = differenceInCalendarDays(midnight, EPOCH);
  return {
    date: isoDate(midnight),
    time: `${match[4]}:${match[5]}`,
    dayNumber,
    minutes: dayNumber * MINUTES_PER_DAY + hour * 60 + minute,
    weekday: getDay(midnight),
  };
}

/**
 * 'YYYY-MM-DD' shifted by a number of calendar days (negative goes back).
 * @throws RangeError when the value is not a valid calendar date.
 */
export function addDays(date: string, days: number): string {
  return isoDate(addCalendarDays(toDay(date), days));
}

/**
 * Day of the week of a calendar date 'YYYY-MM-DD', 0 = Sunday … 6 = Saturday.
 * @throws RangeError when the value is not a valid calendar date.
 */
export function weekdayOf(date: string): number {
  return getDay(toDay(date));
}

/** The Monday at least a week after a calendar date: 7 days on from a Monday, 13 from a Tuesday. */
export function mondayAWeekAfter(date: string): string {
  return isoDate(nextMonday(addCalendarDays(toDay(date), 6)));
}

/**
 * How many months lie between the months of two calendar dates ('2026-11-30' → '2027-01-01' = 2).
 * @throws RangeError when a value is not a valid calendar date.
 */
export function calendarMonthsBetween(from: string, to: string): number {
  return differenceInCalendarMonths(toDay(to), toDay(from));
}

/**
 * The Europe/Prague wall-clock date-time 'YYYY-MM-DDTHH:mm' of an instant (seconds dropped).
 * @throws RangeError for an invalid Date.
 */
export function toPragueWallClock(now: Date): string {
  return lightFormat(new TZDate(now.getTime(), PRAGUE_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}

/** The Europe/Prague calendar date 'YYYY-MM-DD' of an instant. */
export function toPragueDate(now: Date): string {
  return toPragueWallClock(now).slice(0, 10);
}

/** Today in Prague, 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return toPragueDate(now);
}

/**
 * Noon of a Prague calendar day, as the instant a calendar widget shows for that day: noon keeps
 * the day the same in any time zone within ±11 hours and across clock changes.
 * @throws RangeError when the value is not a valid calendar date.
 */
export function pragueNoon(date: string): TZDate {
  const day = toDay(date);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 12, 0, 0, PRAGUE_TIME_ZONE);
}

/**
 * The instant a Prague wall-clock date-time names ('YYYY-MM-DDTHH:mm'): the reverse of
 * `toPragueWallClock`, for a time the shop agreed (a return) taken as the moment it happened.
 * @throws RangeError when the value is not a valid date-time.
 */
export function fromPragueWallClock(value: string): Date {
  const { date, time } = splitDateTime(value);
  const day = toDay(date);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (!isLocalDateTime(value)) throw new RangeError(`not a date-time: ${value}`);
  return new Date(
    new TZDate(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      hours,
      minutes,
      0,
      PRAGUE_TIME_ZONE,
    ).getTime(),
  );
}

/**
 * `23. 11. 2026` / `23/11/2026`: a calendar day as the locale writes it.
 * @throws RangeError when the value is not a valid calendar date.
 */
export function formatIsoDate(date: string, locale: Locale): string {
  return lightFormat(toDay(date), locale === 'en' ? 'dd/MM/yyyy' : 'd. M. yyyy');
}

/**
 * A wall-clock date-time split into its date and its time to the minute; empty parts for a
 * missing value ('2026-11-23T18:00' → { date: '2026-11-23', time: '18:00' }).
 */
export function splitDateTime(value: string | null | undefined): { date: string; time: string } {
  if (!value) return { date: '', time: '' };
  const [date = '', time = ''] = value.split('T');
  return { date, time: time.slice(0, 5) };
}

/**
 * `23. 11. 2026 9:00` / `23/11/2026 09:00`: a wall-clock date-time as the locale writes it
 * (Czech writes hours without a leading zero); a date alone gives the date, nothing gives ''.
 * @throws RangeError when the date part is not a valid calendar date.
 */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  const { date, time } = splitDateTime(value);
  if (!date) return '';
  const day = formatIsoDate(date, locale);
  if (!time) return day;
  return `${day} ${locale === 'en' ? time : time.replace(/^0(?=\d:)/, '')}`;
}
