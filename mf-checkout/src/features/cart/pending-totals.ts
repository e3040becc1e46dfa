/**
 * The price summary while the shopper is still choosing: the saved cart's totals with the shipping
 * being chosen in place of the saved one. The API adds shipping and its express fee to the price
 * and VAT to the sum (@shop/shared/rules/money, vatOnNet), so those are all that change; saving the
 * choice then gives the same numbers from the API.
 */
import type { Cart, CartCurrencyPrice } from '@shop/shared/contract';
import { vatOnNet } from '@shop/shared/rules/money';
import type { ShippingLegPrice } from '@shop/shared/rules/shipping';
import type { Currency } from '@shop/shared/store';
import { czkToCurrency } from './currency';

/** One currency's totals with `shipping` (both legs, in that currency) instead of the saved. */
export function withShipping(
  totals: CartCurrencyPrice,
  shipping: ShippingLegPrice,
): CartCurrencyPrice {
  const price =
    totals.price - totals.shippingPrice - totals.expressFee + shipping.price + shipping.expressFee;
  const vat = vatOnNet(price);
  return {
    ...totals,
    shippingPrice: shipping.price,
    expressFee: shipping.expressFee,
    price,
    vat,
    totalWithVat: price + vat,
  };
}

/**
 * The cart's totals in `currency` with the shipping being chosen (CZK without VAT); the saved
 * totals as they are while it is the shipping the cart is priced with.
 */
export function pendingTotals(
  cart: Cart,
  currency: Currency,
  shipping: ShippingLegPrice | undefined,
): CartCurrencyPrice {
  const saved = cart.price.currencies[currency];
  if (
    !shipping ||
    (shipping.price === cart.price.shippingPrice && shipping.expressFee === cart.price.expressFee)
  ) {
    return saved;
  }
  return withShipping(saved, {
    price: czkToCurrency(cart, currency, shipping.price),
    expressFee: czkToCurrency(cart, currency, shipping.expressFee),
  });
}
