/**
 * Amounts the API gives only in CZK (a shipping leg's price) shown in the chosen currency: the
 * cart's own per-currency totals give the rate, so no rate table is needed on the client.
 */
import type { Cart } from '@shop/shared/contract';
import type { Currency } from '@shop/shared/store';

export function czkToCurrency(cart: Cart, currency: Currency, amount: number): number {
  if (currency === 'czk' || amount === 0) return amount;
  const line = [...cart.rent, ...cart.sale].find((entry) => entry.currencies.czk.unitPrice > 0);
  if (!line) return amount;
  return Math.round((amount * line.currencies[currency].unitPrice) / line.currencies.czk.unitPrice);
}
