import type { ProductCurrencies } from '@shop/shared/contract';
import { type CurrencyRates, perCurrency, toCurrency, vatOf } from '../currency';

export interface ProductPriceInput {
  isForRent: boolean;
  isForSale: boolean;
  basePricePerDay: number;
  /** Already discounted, whole CZK (the database computes it). */
  pricePerDay: number;
  /** Sale price in CZK; null when not for sale. */
  price: number | null;
}

/** The per-currency price map of a product; VAT is of pricePerDay, or of price when only for sale. */
export function productCurrencies(
  input: ProductPriceInput,
  rates: CurrencyRates,
): ProductCurrencies {
  const onlyForSale = input.isForSale && !input.isForRent;
  return perCurrency((currency) => {
    const price = input.price === null ? null : toCurrency(input.price, currency, rates);
    const pricePerDay = toCurrency(input.pricePerDay, currency, rates);
    return {
      price,
      pricePerDay,
      basePricePerDay: toCurrency(input.basePricePerDay, currency, rates),
      vat: vatOf(onlyForSale ? (price ?? 0) : pricePerDay),
      shippingPrice: 0,
    };
  });
}
