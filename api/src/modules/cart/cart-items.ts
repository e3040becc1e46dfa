import {
  CART_ITEM_QUANTITY_MAX,
  type CartItemInput,
  type DynamicProductChoice,
} from '@shop/shared/contract';

// Pure rules for the item list of a cart. A line is identified by product id, type and isSale:
// renting and buying the same product are two lines. Price offers are not items of this list (the
// cart holds at most one, in carts.price_offer_id).

/** Item types stored in cart_items (a product's kind). */
export type ProductItemType = 'product' | 'bundle' | 'dynamicProduct';

/** One line of a cart's item list. */
export interface CartItemRef {
  productId: number;
  type: ProductItemType;
  quantity: number;
  isSale: boolean;
  /** A dynamic product's chosen options; null for other kinds (and not yet chosen). */
  configuration: DynamicProductChoice | null;
}

const sameLine = (a: CartItemRef, b: CartItemRef) =>
  a.productId === b.productId && a.type === b.type && a.isSale === b.isSale;

/**
 * An item as the client sent it, with the type the product really has (a client may send
 * 'product' for a kit); price-offer items are not product items and are left to the caller.
 */
export function fromInput(item: CartItemInput, kind: ProductItemType | undefined): CartItemRef {
  const sent = item.type === 'priceOffer' ? 'product' : item.type;
  return {
    productId: item.id,
    type: kind ?? sent,
    quantity: item.quantity,
    isSale: item.isSale,
    configuration: item.dynamicProductConfiguration ?? null,
  };
}

/**
 * Adds items to a list: an item already present (same line) gets its quantity increased and, when
 * the addition carries a configuration, that configuration.
 */
export function addItems(
  current: readonly CartItemRef[],
  additions: readonly CartItemRef[],
): CartItemRef[] {
  const result = current.map((item) => ({ ...item }));
  for (const addition of additions) {
    const existing = result.find((item) => sameLine(item, addition));
    if (existing) {
      existing.quantity += addition.quantity;
      if (addition.configuration) existing.configuration = addition.configuration;
    } else result.push({ ...addition });
  }
  return result;
}

/**
 * The list a client asked for in a Response, with repeated lines merged (first occurrence keeps
 * its place); a line sent without a configuration keeps the one it had in `current`.
 */
export function replaceItems(
  current: readonly CartItemRef[],
  requested: readonly CartItemRef[],
): CartItemRef[] {
  return addItems([], requested).map((item) => ({
    ...item,
    configuration:
      item.configuration ?? current.find((old) => sameLine(old, item))?.configuration ?? null,
  }));
}

/** Sets one line (quantity and configuration), adding it at the end when it is new. */
export function setItem(current: readonly CartItemRef[], line: CartItemRef): CartItemRef[] {
  const index = current.findIndex((item) => sameLine(item, line));
  if (index < 0) return [...current, { ...line }];
  return current.map((item, i) => (i === index ? { ...line } : { ...item }));
}

/** True when some line exceeds the per-line quantity limit. */
export function exceedsQuantityLimit(items: readonly CartItemRef[]): boolean {
  return items.some((item) => item.quantity > CART_ITEM_QUANTITY_MAX);
}

/** Lines present in `next` that `current` does not have (new products, not quantity changes). */
export function newLines(
  current: readonly CartItemRef[],
  next: readonly CartItemRef[],
): CartItemRef[] {
  return next.filter((item) => !current.some((old) => sameLine(old, item)));
}
