/** Czech formatting rules of the shop: prices, plurals, dates, phone numbers. */
import {
  formatIsoDate,
  isLocalDate,
  isLocalDateTime,
  toPragueDate,
} from '@shop/shared/rules/prague-time';

const czechNumber = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });

/** `1 250 CZK`: Czech number format, upper-case currency code, no decimals. */
export function formatPrice(amount: number, currency: string): string {
  return `${czechNumber.format(Math.round(amount))}\u00a0${currency.toUpperCase()}`;
}

/** Czech plural: 1 → first form, 2–4 → second, everything else → third. */
export function czechPlural(count: number, forms: readonly [string, string, string]): string {
  const n = Math.abs(count);
  if (n === 1) return forms[0];
  if (n >= 2 && n <= 4) return forms[1];
  return forms[2];
}

/**
 * The Prague calendar day of a date as the locale writes it (`23. 11. 2026` / `23/11/2026`): an
 * ISO date as it is, a Prague wall-clock date-time ('2026-11-23T18:00') by its date, an instant
 * (a Date, or a string with a zone such as a 'Z' timestamp) by its day in Prague.
 * @throws RangeError for a value that is none of these.
 */
export function formatDate(value: string | Date, locale: string): string {
  const lang = locale === 'en' ? 'en' : 'cs';
  if (typeof value === 'string' && isLocalDate(value)) return formatIsoDate(value, lang);
  if (typeof value === 'string' && isLocalDateTime(value)) {
    return formatIsoDate(value.slice(0, 10), lang);
  }
  return formatIsoDate(toPragueDate(typeof value === 'string' ? new Date(value) : value), lang);
}

/** A Czech number with the +420 prefix, grouped 3-3-3; anything else is returned as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  const match = /^(?:\+420|00420)?(\d{3})(\d{3})(\d{3})$/.exec(digits);
  if (!match) return phone;
  return `+420 ${match[1]} ${match[2]} ${match[3]}`;
}

/** A localized record's field: the default-language value, or its translation for `locale`. */
export function localized<
  T extends { translations?: Partial<Record<string, Partial<Record<K, unknown>>>> },
  K extends keyof T & string,
>(record: T, field: K, locale: string): T[K] {
  const translated = record.translations?.[locale]?.[field];
  return (translated ?? record[field]) as T[K];
}

export const metaDescriptionMax = 240;

/**
 * A meta description from text or HTML: tags and non-breaking spaces stripped, whitespace
 * collapsed, at most 240 characters, cut at the last space with an ellipsis.
 */
export function metaDescription(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= metaDescriptionMax) return text;
  const cut = text.slice(0, metaDescriptionMax - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
