/**
 * Phone numbers the shop can call: the checkout form's rule and the API's rule are this one
 * function, so a number the form accepts is a number the API stores, and the other way round.
 * A number is read with Czech defaults (a nine-digit number is Czech, 00 dials abroad) and kept in
 * E.164 ('+420777123456'), whatever spaces, hyphens or brackets it was typed with.
 *
 * libphonenumber-js comes with "min" and "max" metadata. "min" is used: about 19 kB gzipped
 * against 40 kB for "max", and it ships in the checkout pages. It still checks each country's
 * number lengths and leading digits (it refuses a Czech number starting 0 or 1, a digit too
 * many or too few, an unknown country code); "max" would add the exact number ranges of every
 * operator, which only refuses numbers no one mistypes by accident and goes stale as new ranges
 * are allocated, refusing real customers until the library is updated.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The country of numbers written without a country code. */
export const PHONE_DEFAULT_COUNTRY: CountryCode = 'CZ';

/** Separators people type inside numbers ('777 123 456', '(+420) 777-123-456'). */
const SEPARATORS = /[\s\-()]/g;

/**
 * The E.164 form of a phone number the shop can call ('603 123 456' → '+420603123456',
 * '00421 905 123 456' → '+421905123456'), or null when the value is not one: not a number,
 * a wrong length or leading digit for its country, or a number with an extension (the shop
 * calls people, not switchboards, and E.164 has no place for an extension).
 */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(SEPARATORS, '');
  if (compact === '') return null;
  const phone = parsePhoneNumberFromString(compact, {
    defaultCountry: PHONE_DEFAULT_COUNTRY,
    // The whole value must be the number, not a text with a number somewhere inside.
    extract: false,
  });
  if (!phone || phone.ext || !phone.isValid()) return null;
  return phone.number;
}
