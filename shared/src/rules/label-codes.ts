/**
 * The shop's label codes of units: `U` and six digits (U000042), printed as a QR code and as
 * text. Only letters and digits, never Y or Z, so what a scanner types is read back whatever the
 * desk's keyboard layout: a keyboard-wedge scanner sends the keys of a US layout, and on a Czech
 * one the digit row gives `+ěščřžýáíé` (Y and Z swap places on QWERTZ).
 */

const PREFIX = 'U';
const DIGITS = 6;

/** The label code of the unit label number `n` (1, 2, …). */
export function labelCodeOf(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`label number ${n}`);
  return `${PREFIX}${String(n).padStart(DIGITS, '0')}`;
}

/**
 * Whether a code is of the shop's own series (U and digits). Only the series gives them, so a
 * code a person types for a unit (an older sticker's) never takes one the series is yet to give.
 */
export function isShopSeriesCode(code: string): boolean {
  return new RegExp(`^${PREFIX}[0-9]+$`).test(code);
}

/** Czech-layout characters of the digit row, as the digits a US-layout scanner meant. */
const CZECH_DIGIT_ROW: Readonly<Record<string, string>> = {
  '+': '1',
  ě: '2',
  š: '3',
  č: '4',
  ř: '5',
  ž: '6',
  ý: '7',
  á: '8',
  í: '9',
  é: '0',
};

/**
 * What a scanner or a person typed, as a label code to look up: spaces dropped, the Czech digit
 * row read as digits, upper case. Null when it cannot be a label code at all (then nothing is
 * looked up and the desk says the code is unknown).
 */
export function readLabelCode(typed: string): string | null {
  const code = [...typed.trim().toLowerCase()]
    .map((char) => CZECH_DIGIT_ROW[char] ?? char)
    .join('')
    .replace(/\s+/g, '')
    .toUpperCase();
  return /^[A-X0-9]{2,32}$/.test(code) ? code : null;
}
