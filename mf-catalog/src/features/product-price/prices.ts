/** The amounts a product shows in one currency: without VAT, with the VAT-inclusive beside. */
import type { Product } from '@shop/shared/contract';
import type { Currency } from '@shop/shared/store';

/** VAT of every price in the shop (21 %, the contract's VAT rate). */
export const VAT_RATE_PERCENT = 21;

export function withVat(amount: number): number {
  return amount + Math.round((amount * VAT_RATE_PERCENT) / 100);
}

export interface ProductAmounts {
  /** Rented per day (otherwise only sold). */
  rent: boolean;
  /** Price per day for rentals, the sale price otherwise; without VAT. */
  amount: number;
  amountWithVat: number;
  /** Per-day price before the discount. */
  basePerDay: number;
  discount: number;
  /** Sale price without VAT, or null when not for sale. */
  sale: number | null;
  saleWithVat: number | null;
}

export function productAmounts(
  product: Pick<Product, 'currencies' | 'isForRent' | 'discount'>,
  currency: Currency,
): ProductAmounts {
  const prices = product.currencies[currency];
  const rent = product.isForRent;
  const amount = rent ? prices.pricePerDay : (prices.price ?? 0);
  return {
    rent,
    amount,
    // The API's vat is 21 % of pricePerDay, or of the sale price for sale-only products.
    amountWithVat: amount + prices.vat,
    basePerDay: prices.basePricePerDay,
    discount: product.discount,
    sale: prices.price,
    saleWithVat: prices.price === null ? null : withVat(prices.price),
  };
}
