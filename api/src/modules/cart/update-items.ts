import type {
  CartAddGroupUpdate,
  CartAddUpdate,
  CartDynamicProductUpdate,
  CartErrorKey,
  CartItemInput,
  CartResponseUpdate,
  PlannedDates,
} from '@shop/shared/contract';
import { toPragueDate } from '@shop/shared/rules/prague-time';
import {
  addItems,
  type CartItemRef,
  exceedsQuantityLimit,
  fromInput,
  newLines,
  replaceItems,
  setItem,
} from './cart-items';
import { countOptions, isValidChoice } from './dynamic-configuration';
import { productIdsOf } from './product-reader';
import type { CartProduct } from './reference-repository';
import type { CartPatch } from './repository';
import { refuse, type UpdateContext, type UpdateResult } from './update-types';

// Item updates: Add and AddGroup (all or nothing), Response (the full list the client wants) and
// DynamicProduct. Every line takes its product's kind as type; a price offer in the cart blocks
// new lines.

/** Why these lines cannot be in the cart, or null when they can. */
function findItemProblem(
  items: readonly CartItemRef[],
  products: Map<number, CartProduct>,
): CartErrorKey | null {
  if (exceedsQuantityLimit(items)) return 'quantity_exceeded';
  for (const item of items) {
    const product = products.get(item.productId);
    if (!product) return 'item_not_found';
    if (item.isSale && !product.isForSale) return 'item_not_for_sale';
    if (!item.isSale && !product.isForRent) return 'item_not_for_rent';
  }
  for (const item of items) {
    const product = products.get(item.productId);
    if (
      item.type === 'dynamicProduct' &&
      !isValidChoice(product?.configuration ?? null, item.configuration)
    ) {
      return 'dynamic_configuration_invalid';
    }
  }
  return null;
}

/**
 * Product inputs as lines typed by their product's kind (configuration only for dynamic ones).
 * The products of the cart and of the inputs (with their options) are read here, in one go.
 */
async function toLines(
  { tx, state, products: read }: UpdateContext,
  inputs: readonly CartItemInput[],
): Promise<CartItemRef[]> {
  const products = await read(tx, [
    ...productIdsOf(state.items),
    ...inputs.flatMap((input) => [
      input.id,
      ...countOptions(input.dynamicProductConfiguration ?? null).keys(),
    ]),
  ]);
  return inputs.map((input) => {
    const line = fromInput(input, products.get(input.id)?.kind);
    return line.type === 'dynamicProduct' ? line : { ...line, configuration: null };
  });
}

async function accept(
  { tx, products }: UpdateContext,
  next: CartItemRef[],
  extra: { patch?: CartPatch } = {},
): Promise<UpdateResult> {
  const problem = findItemProblem(
    next,
    await products(
      tx,
      next.map((item) => item.productId),
    ),
  );
  return problem ? refuse(problem) : { ...extra, items: next };
}

/**
 * The days an item was picked for, kept by a cart that has no dates yet (neither confirmed nor
 * planned) when they are days to come in order; otherwise nothing changes (the shopper is told by
 * the page when the cart's dates differ).
 */
function plannedPatch(
  { state, now }: UpdateContext,
  dates: PlannedDates | undefined,
): CartPatch | undefined {
  const { row } = state;
  if (!dates || row.dateFrom || row.plannedFrom || state.offer) return undefined;
  if (dates.from > dates.to || dates.from < toPragueDate(now)) return undefined;
  return { plannedFrom: dates.from, plannedTo: dates.to };
}

/** Add / AddGroup: merges the items into the cart, all or nothing. */
export async function addToCart(
  context: UpdateContext,
  update: CartAddUpdate | CartAddGroupUpdate,
): Promise<UpdateResult> {
  const { state } = context;
  if (state.offer) return refuse('offer_blocks_items');
  // A price offer is added with its password (AddOffer), never as an item.
  if (update.items.some((input) => input.type === 'priceOffer')) return refuse('item_not_found');
  const patch = plannedPatch(context, 'dates' in update ? update.dates : undefined);
  return accept(
    context,
    addItems(state.items, await toLines(context, update.items)),
    patch ? { patch } : {},
  );
}

/** Response: the cart keeps exactly the given lines; leaving out the price offer removes it. */
export async function replaceCartLines(
  context: UpdateContext,
  update: CartResponseUpdate,
): Promise<UpdateResult> {
  const { state } = context;
  const offerInputs = update.items.filter((input) => input.type === 'priceOffer');
  if (offerInputs.some((input) => input.id !== state.offer?.id)) return refuse('item_not_found');
  const keepsOffer = state.offer !== null && offerInputs.length > 0;
  const next = replaceItems(
    state.items,
    await toLines(
      context,
      update.items.filter((input) => input.type !== 'priceOffer'),
    ),
  );
  if (keepsOffer && newLines(state.items, next).length > 0) return refuse('offer_blocks_items');
  return accept(context, next, state.offer && !keepsOffer ? { patch: { priceOfferId: null } } : {});
}

/** DynamicProduct: adds the configured product, or sets quantity and configuration of its line. */
export async function setDynamicProduct(
  context: UpdateContext,
  update: CartDynamicProductUpdate,
): Promise<UpdateResult> {
  const { tx, state, products } = context;
  if (state.offer) return refuse('offer_blocks_items');
  const read = await products(tx, [
    update.id,
    ...countOptions(update.configuration).keys(),
    ...productIdsOf(state.items),
  ]);
  const product = read.get(update.id);
  if (!product) return refuse('item_not_found');
  if (product.kind !== 'dynamicProduct') return refuse('dynamic_configuration_invalid');
  const patch = plannedPatch(context, update.dates);
  return accept(
    context,
    setItem(state.items, {
      productId: update.id,
      type: 'dynamicProduct',
      quantity: update.quantity,
      isSale: update.isSale,
      configuration: update.configuration,
    }),
    patch ? { patch } : {},
  );
}
