/**
 * The Czech birth number (rodné číslo) of an insured person, 'YYMMDD/XXXX' or 'YYMMDDXXXX':
 * - 9 digits (YYMMDD/XXX): only for people born before 1954, no check digit;
 * - 10 digits: born 1954 or later (YY 54–99 → 19YY, 00–53 → 20YY); the whole number is divisible
 *   by 11, or the first nine digits leave remainder 10 after division by 11 and the last digit is 0;
 * - month MM is 1–12, +50 for women, and from 2004 on also +20 (men) or +70 (women);
 * - YYMMDD must be a real calendar date.
 * The checkout form answers with it at once, and the API refuses an insurance update with a
 * number it rejects (birth_number_invalid).
 */
import { daysInMonth } from '@shop/shared/rules/prague-time';

/** Birth numbers of this length (without the slash) are older ones with no check digit. */
const SHORT_LENGTH = 9;
/** Nine-digit birth numbers were issued until 1953. */
const LAST_SHORT_YEAR = 1953;
/** The +20 / +70 month offsets exist from this year on. */
const EXTRA_OFFSET_FROM_YEAR = 2004;

/** The calendar month (1–12) of a birth number's month field, or null when not valid. */
function decodeMonth(month: number, year: number): number | null {
  if (month >= 1 && month <= 12) return month;
  if (month >= 51 && month <= 62) return month - 50;
  if (year >= EXTRA_OFFSET_FROM_YEAR) {
    if (month >= 21 && month <= 32) return month - 20;
    if (month >= 71 && month <= 82) return month - 70;
  }
  return null;
}

/**
 * Whether a value is a valid Czech birth number (rodné číslo): 'YYMMDD/XXXX', 'YYMMDDXXXX', or the
 * nine-digit form of people born before 1954, with a valid date and (ten digits) check digit.
 * Surrounding spaces are ignored.
 */
export function isValidBirthNumber(value: string): boolean {
  const match = /^(\d{2})(\d{2})(\d{2})\/?(\d{3,4})$/.exec(value.trim());
  if (!match) return false;
  const [yy, mm, dd, suffix] = match.slice(1, 5) as [string, string, string, string];
  const digits = `${yy}${mm}${dd}${suffix}`;

  let year: number;
  if (digits.length === SHORT_LENGTH) {
    year = 1900 + Number(yy);
    if (year > LAST_SHORT_YEAR) return false;
  } else {
    year = Number(yy) >= 54 ? 1900 + Number(yy) : 2000 + Number(yy);
    const number = Number(digits);
    const firstNine = Math.floor(number / 10);
    const checkDigit = number % 10;
    if (number % 11 !== 0 && !(firstNine % 11 === 10 && checkDigit === 0)) return false;
  }

  const month = decodeMonth(Number(mm), year);
  if (month === null) return false;
  const day = Number(dd);
  return day >= 1 && day <= daysInMonth(year, month);
}
