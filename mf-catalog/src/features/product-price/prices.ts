/** The amounts a product shows in one currency: without VAT, with the VAT-inclusive beside. */
import type { Product } from '@shop/shared/contract';
import { withVat } from '@shop/shared/rules/money';
import type { Currency } from '@shop/shared/store';

export interface ProductAmounts {
  /** Rented per day (otherwise only sold). */
  rent: boolean;
  /** A configurable set rented from its cheapest configuration: `amount` is a "from" price. */
  from: boolean;
  /** Price per day for rentals (a set's "from" price), the sale price otherwise; without VAT. */
  amount: number;
  amountWithVat: number;
  /** Per-day price before the discount (its own price for a set, not shown with a "from" one). */
  basePerDay: number;
  discount: number;
  /** Sale price without VAT, or null when not for sale. */
  sale: number | null;
  saleWithVat: number | null;
}

export function productAmounts(
  product: Pick<Product, 'currencies' | 'isForRent' | 'discount' | 'priceFrom'>,
  currency: Currency,
): ProductAmounts {
  const prices = product.currencies[currency];
  const rent = product.isForRent;
  const from = rent && product.priceFrom ? product.priceFrom[currency] : null;
  if (from !== null) {
    // The set's own price and its discount are no price a shopper can rent it for.
    return {
      rent,
      from: true,
      amount: from,
      amountWithVat: withVat(from),
      basePerDay: from,
      discount: 0,
      sale: prices.price,
      saleWithVat: prices.price === null ? null : withVat(prices.price),
    };
  }
  const amount = rent ? prices.pricePerDay : (prices.price ?? 0);
  return {
    rent,
    from: false,
    amount,
    // The API's vat is 21 % of pricePerDay, or of the sale price for sale-only products.
    amountWithVat: amount + prices.vat,
    basePerDay: prices.basePricePerDay,
    discount: product.discount,
    sale: prices.price,
    saleWithVat: prices.price === null ? null : withVat(prices.price),
  };
}
