// Europe/Prague wall-clock values as the shop passes them: dates 'YYYY-MM-DD' and date-times
// 'YYYY-MM-DDTHH:mm' (seconds, when given, are ignored). Calendar arithmetic on these strings works
// on the civil date alone; the only conversion from an instant (`now`) goes through
// Intl.DateTimeFormat with the Europe/Prague time zone.

/** The shop's time zone. */
export const PRAGUE_TIME_ZONE = 'Europe/Prague';

const MINUTES_PER_DAY = 1440;
const DAY_MS = 86_400_000;

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

/** Number of days of a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function civilDay(year: number, month: number, day: number, value: string): number {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`not a calendar date: ${value}`);
  }
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** Whether a value is a valid calendar date 'YYYY-MM-DD'. */
export function isLocalDate(value: string): boolean {
  try {
    parseLocalDate(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether a value is a valid wall-clock date-time 'YYYY-MM-DDTHH:mm'. */
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
  const match = DATE_PATTERN.exec(value);
  if (!match) throw new RangeError(`not a local date: ${value}`);
  return civilDay(Number(match[1]), Number(match[2]), Number(match[3]), value);
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
  const dayNumber = civilDay(year, month, day, value);
  if (hour > 23 || minute > 59) throw new RangeError(`not a local date-time: ${value}`);
  return {
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    time: `${pad(hour)}:${pad(minute)}`,
    dayNumber,
    minutes: dayNumber * MINUTES_PER_DAY + hour * 60 + minute,
    weekday: weekdayOfDayNumber(dayNumber),
  };
}

/**
 * 'YYYY-MM-DD' shifted by a number of calendar days (negative goes back).
 * @throws RangeError when the value is not a valid calendar date.
 */
export function addDays(date: string, days: number): string {
  return new Date((parseLocalDate(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a day number, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
function weekdayOfDayNumber(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/**
 * Day of the week of a calendar date 'YYYY-MM-DD', 0 = Sunday … 6 = Saturday.
 * @throws RangeError when the value is not a valid calendar date.
 */
export function weekdayOf(date: string): number {
  return weekdayOfDayNumber(parseLocalDate(date));
}

/** The Monday at least a week after a calendar date: 7 days on from a Monday, 13 from a Tuesday. */
export function mondayAWeekAfter(date: string): string {
  return addDays(date, 7 + ((8 - weekdayOf(date)) % 7));
}

const pragueFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRAGUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The Europe/Prague wall-clock date-time 'YYYY-MM-DDTHH:mm' of an instant (seconds dropped).
 * @throws RangeError for an invalid Date.
 */
export function toPragueWallClock(now: Date): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('invalid date');
  const parts: Record<string, string> = {};
  for (const part of pragueFormat.formatToParts(now)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The Europe/Prague calendar date 'YYYY-MM-DD' of an instant. */
export function toPragueDate(now: Date): string {
  return toPragueWallClock(now).slice(0, 10);
}
