/** Countries offered for insurance abroad (ISO 3166-1 alpha-2), named by the browser's Intl. */
import type { Locale } from '@shop/shared/routes';

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

export function countryName(code: string, locale: Locale): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region' });
    names.set(locale, display);
  }
  return display.of(code) ?? code;
}

export function countriesOf(group: 'eu' | 'world', locale: Locale) {
  const codes: readonly string[] = group === 'eu' ? EU_COUNTRIES : WORLD_COUNTRIES;
  return [...codes]
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
