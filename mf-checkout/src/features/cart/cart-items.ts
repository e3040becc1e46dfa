/** Cart lines as the client edits them: which line is which, and the item lists updates send. */
import type { Cart, CartItem, CartItemInput, DynamicProductChoice } from '@shop/shared/contract';

/** One line of the cart: a product (or offer) rented or bought, with its configuration. */
export type LineRef = Pick<CartItem, 'id' | 'type' | 'isSale' | 'dynamicProductConfiguration'>;

export interface QuantityChange extends LineRef {
  quantity: number;
}

function sameConfiguration(
  a: DynamicProductChoice | null | undefined,
  b: DynamicProductChoice | null | undefined,
): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function isLine(ref: LineRef) {
  return (entry: LineRef): boolean =>
    entry.id === ref.id &&
    entry.type === ref.type &&
    entry.isSale === ref.isSale &&
    sameConfiguration(entry.dynamicProductConfiguration, ref.dynamicProductConfiguration);
}

/** The line of a cart entry (a cart line or an item). */
export function lineRef({ id, type, isSale, dynamicProductConfiguration }: LineRef): LineRef {
  return { id, type, isSale, dynamicProductConfiguration };
}

/** Cart items as an update sends them (the full list of a Response update). */
export function itemInputs(items: readonly CartItem[]): CartItemInput[] {
  return items.map(({ id, type, quantity, isSale, dynamicProductConfiguration }) => ({
    id,
    type,
    quantity,
    isSale,
    ...(dynamicProductConfiguration ? { dynamicProductConfiguration } : {}),
  }));
}

/** The cart showing a line's new quantity (prices stay as the API last said until it answers). */
export function withQuantity(cart: Cart, change: QuantityChange): Cart {
  const matches = isLine(change);
  const item = cart.items.find(matches);
  if (!item) return cart;
  const setQuantity = <T extends LineRef & { quantity: number }>(entry: T): T =>
    matches(entry) ? { ...entry, quantity: change.quantity } : entry;
  return {
    ...cart,
    items: cart.items.map(setQuantity),
    rent: cart.rent.map(setQuantity),
    sale: cart.sale.map(setQuantity),
    itemCount: cart.itemCount + change.quantity - item.quantity,
  };
}
