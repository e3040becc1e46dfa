/**
 * The countries offered for insurance abroad (ISO 3166-1 alpha-2), one list for checkout's
 * insurance step and the account's insurance change. Czech and English names come from the
 * browser's (or Node's) Intl, so a country is named the same way everywhere without a name table
 * to keep in step.
 */
import type { Locale } from '../routes/route-types';

export type InsuranceGroup = 'eu' | 'world';

/** Europe cover: the EU and the other European countries film crews travel to most. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'NO',
  'CH',
  'IS',
  'GB',
] as const;

/** Worldwide cover adds the usual shooting destinations outside Europe. */
export const WORLD_COUNTRIES = [
  ...EU_COUNTRIES,
  'US',
  'CA',
  'MX',
  'BR',
  'AR',
  'MA',
  'ZA',
  'AE',
  'IL',
  'TR',
  'IN',
  'TH',
  'JP',
  'KR',
  'CN',
  'AU',
  'NZ',
  'GE',
  'UA',
] as const;

const names = new Map<Locale, Intl.DisplayNames>();

/** The country's name in the language; the code itself when Intl does not know it. */
export function countryName(code: string, locale: Locale): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region' });
    names.set(locale, display);
  }
  try {
    return display.of(code) ?? code;
  } catch {
    // Intl throws on a code that is not a region code at all (e.g. one stored before the list).
    return code;
  }
}

/** The group's codes. */
export function insuranceCountryCodes(group: InsuranceGroup): readonly string[] {
  return group === 'eu' ? EU_COUNTRIES : WORLD_COUNTRIES;
}

/** The group's countries with their names, sorted by name in the language. */
export function countriesOf(group: InsuranceGroup, locale: Locale) {
  return [...insuranceCountryCodes(group)]
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The codes the group covers, in the order given, without repeats. */
export function coveredCountries(group: InsuranceGroup, codes: readonly string[]): string[] {
  const covered = insuranceCountryCodes(group);
  return [...new Set(codes)].filter((code) => covered.includes(code));
}
