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

/** A line as stored: its row and its place in the cart's order (position, then row). */
export interface PlacedLine extends CartItemRef {
  rowId: number;
  position: number;
}

/** The row writes that turn a cart's stored lines into another list. */
export interface CartItemWrites {
  deleted: number[];
  changed: Array<{ rowId: number; line: CartItemRef; position: number }>;
  inserted: Array<{ line: CartItemRef; position: number }>;
}

const sameChoice = (a: DynamicProductChoice | null, b: DynamicProductChoice | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The row writes that make the stored lines `next`, in its order: lines gone are deleted, a line
 * whose quantity, configuration or place changed is updated, a new line is inserted; every other
 * row stays as it is. A line keeps its position while the lines before it in `next` sit before it;
 * otherwise (and for a new line) it takes the position after the line before it.
 */
export function cartItemWrites(
  stored: readonly PlacedLine[],
  next: readonly CartItemRef[],
): CartItemWrites {
  const kept = new Set<PlacedLine>();
  const changed: CartItemWrites['changed'] = [];
  const inserted: CartItemWrites['inserted'] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const line of next) {
    const old = stored.find((item) => sameLine(item, line));
    const position = old && old.position > last ? old.position : Math.max(last + 1, 0);
    last = position;
    if (!old) {
      inserted.push({ line, position });
      continue;
    }
    kept.add(old);
    const same =
      old.position === position &&
      old.quantity === line.quantity &&
      sameChoice(old.configuration, line.configuration);
    if (!same) changed.push({ rowId: old.rowId, line, position });
  }
  const deleted = stored.filter((item) => !kept.has(item)).map((item) => item.rowId);
  return { deleted, changed, inserted };
}
