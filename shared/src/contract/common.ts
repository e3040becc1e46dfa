import { type Static, Type } from 'typebox';

/** Locales of the shop: Czech is the default, English lives under /en. */
export const Locale = Type.Enum(['cs', 'en']);
export type Locale = Static<typeof Locale>;

/** Currency codes as used in per-currency maps (lower case keys). */
export const CurrencyCode = Type.Enum(['czk', 'eur', 'usd']);
export type CurrencyCode = Static<typeof CurrencyCode>;
export const CURRENCY_CODES: readonly CurrencyCode[] = ['czk', 'eur', 'usd'];

import { ID_MAX } from './constants';

export { VAT_RATE_PERCENT } from './constants';

/**
 * The field a refused request names (400), so a form can say it next to that field in the
 * shopper's language: its path ('cart.additional.note'), what is wrong, and for a text too long
 * the limit.
 */
export const RefusedField = Type.Object({
  name: Type.String(),
  problem: Type.Enum(['required', 'tooLong', 'invalidCharacters', 'invalid']),
  limit: Type.Optional(Type.Integer()),
});
export type RefusedField = Static<typeof RefusedField>;

/** Every failed call answers with this body (4xx and 5xx). */
export const ErrorResponse = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  field: Type.Optional(RefusedField),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** A form flag: '0' | '1' from a form, or a boolean from JSON. */
export const FormFlag = Type.Union([Type.Boolean(), Type.Literal('0'), Type.Literal('1')]);
export type FormFlag = Static<typeof FormFlag>;

/** Whole amounts in the currency of the surrounding object (CZK unless a per-currency map says otherwise). */
export const Amount = Type.Integer();

/** A database id in a request: a positive 32-bit integer. */
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX });

export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

/** Europe/Prague wall-clock date-time to the minute, 'YYYY-MM-DDTHH:mm'. */
export const PragueDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$',
  description: 'Europe/Prague wall-clock date-time YYYY-MM-DDTHH:mm',
});
/** A calendar date, 'YYYY-MM-DD'. */
export const PragueDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Lowest and highest list price (per day for rentals, sale price for sale-only products). */
export const PriceRange = Type.Object({
  minPrice: Amount,
  maxPrice: Amount,
});
export type PriceRange = Static<typeof PriceRange>;

export const HealthResponse = Type.Object({ ok: Type.Literal(true) });
export type HealthResponse = Static<typeof HealthResponse>;
