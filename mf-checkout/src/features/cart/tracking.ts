/** GA4 e-commerce data of a cart (the insurance is tracked as an item of its own, spec §9). */
import type { TrackedItem } from '@shop/shared/analytics';
import type { Cart, CartLine } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';
import type { Currency } from '@shop/shared/store';

export function trackedLine(line: CartLine, currency: Currency, locale: Locale): TrackedItem {
  return {
    item_id: String(line.id),
    item_name: localized(line, 'name', locale),
    ...(line.categoryGroup ? { item_category: localized(line.categoryGroup, 'name', locale) } : {}),
    price: line.currencies[currency].unitPrice,
    quantity: line.quantity,
  };
}

export function trackedCart(cart: Cart, currency: Currency, locale: Locale) {
  const prices = cart.price.currencies[currency];
  const items = [...cart.rent, ...cart.sale].map((line) => trackedLine(line, currency, locale));
  if (prices.insurancePrice > 0 && cart.insurance.selected) {
    items.push({
      item_id: `insurance-${cart.insurance.selected.id}`,
      item_name: `insurance ${cart.insurance.selected.id}`,
      price: prices.insurancePrice,
      quantity: 1,
    });
  }
  return { currency: currency.toUpperCase(), value: prices.price, items };
}
