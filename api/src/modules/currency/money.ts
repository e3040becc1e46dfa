import { CURRENCY_CODES, type CurrencyCode } from '@shop/shared/contract';
import { vatOnNet } from '@shop/shared/rules/money';

/** CZK per one unit of each currency (czk is 1). */
export type CurrencyRates = Readonly<Record<CurrencyCode, number>>;

/** A whole-CZK amount in another currency, rounded to whole units. */
export function toCurrency(
  amountCzk: number,
  currency: CurrencyCode,
  rates: CurrencyRates,
): number {
  if (currency === 'czk') return amountCzk;
  return Math.round(amountCzk / rates[currency]);
}

/** VAT of an amount without VAT, rounded to whole units (the shared rule, `vatOnNet`). */
export function vatOf(amountWithoutVat: number): number {
  return vatOnNet(amountWithoutVat);
}

/** Builds a per-currency map { czk, eur, usd } from one function. */
export function perCurrency<T>(build: (currency: CurrencyCode) => T): Record<CurrencyCode, T> {
  const entries = CURRENCY_CODES.map((currency) => [currency, build(currency)] as const);
  return Object.fromEntries(entries) as Record<CurrencyCode, T>;
}
