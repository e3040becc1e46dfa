import type {
  Cart,
  CartErrorKey,
  CartUpdate,
  CartUpdateReply,
  CartUpdateRequest,
} from '@shop/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { isOn } from '../../lib/form-flag';
import { HttpError, notFound } from '../../lib/http-error';
import { isWellFormedCode, randomCode } from '../../lib/random-code';
import { buildCart } from './build-cart';
import { type CartItemRef, cartItemWrites } from './cart-items';
import { type CartState, loadCartState } from './cart-state';
import { CART_NOT_FOUND, type Shopper } from './checkout';
import { onceProductReader } from './product-reader';
import { findCustomerLink, findPriceOffer } from './reference-repository';
import {
  type CartPatch,
  type CartRow,
  findCartByCode,
  insertCart,
  lockCartByCode,
  type StoredCartItem,
  updateCartRow,
  writeCartItems,
} from './repository';
import { setAdditional, setBilling, setPersonalData } from './update-customer';
import { setDates } from './update-dates';
import { setInsurance } from './update-insurance';
import { addToCart, replaceCartLines, setDynamicProduct } from './update-items';
import { addOffer } from './update-offer';
import { setShipping } from './update-shipping';
import type { UpdateContext, UpdateResult } from './update-types';
import { setVoucher } from './update-voucher';

/** The answer to a change of a cart an order was placed from. */
export const CART_PLACED = 'An order was placed from this cart; it can no longer be changed.';

/** Runs the handler of an update's kind. */
async function applyUpdate(context: UpdateContext, update: CartUpdate): Promise<UpdateResult> {
  switch (update.kind) {
    case 'Group':
      return { patch: { groupByCategoryGroups: update.groupByCategoryGroups } };
    case 'Add':
    case 'AddGroup':
      return addToCart(context, update);
    case 'Response':
      return replaceCartLines(context, update);
    case 'DynamicProduct':
      return setDynamicProduct(context, update);
    case 'AddOffer':
      return addOffer(context, update);
    case 'PersonalData':
      return setPersonalData(context, update);
    case 'Date':
      return setDates(context, update);
    case 'Shipping':
      return setShipping(context, update);
    case 'Billing':
      return setBilling(context, update);
    case 'Insurance':
      return setInsurance(context, update);
    case 'Additional':
      return setAdditional(context, update);
    case 'Voucher':
      return setVoucher(context, update);
  }
}

/** A new, empty cart. */
export async function generateCart(db: Database, groupByCategoryGroups = false): Promise<CartRow> {
  return insertCart(db, { code: randomCode(), groupByCategoryGroups });
}

/**
 * The cart with this code as the client sees it, for the request of `signedInCustomerId` (null
 * for a guest); 404 when unknown.
 */
export async function getCart(
  db: Database,
  code: string,
  signedInCustomerId: number | null,
): Promise<Cart> {
  const row = isWellFormedCode(code) ? await findCartByCode(db, code) : undefined;
  if (!row) throw notFound(CART_NOT_FOUND);
  return buildCart(db, await loadCartState(db, row, signedInCustomerId));
}

/**
 * Places the order of a cart (flows/place-order.ts, given to the cart's routes by the app): the
 * cart does not reach into the modules that take part in an order.
 */
export type FinishOrder = (
  app: FastifyInstance,
  cartCode: string,
  shopper: Shopper,
  signedInCustomerId: number | null,
) => Promise<CartUpdateReply>;

/**
 * POST /cart/update: `reset` answers a new empty cart (the old one stays); `finishOrder` places
 * the order (`cart` and groupByCategoryGroups are then not applied); otherwise the update of `cart`
 * and the groupByCategoryGroups flag are applied under the cart's row lock. A refused update
 * changes nothing and answers success false with its errorKey and the unchanged cart.
 */
export async function updateCart(
  app: FastifyInstance,
  request: CartUpdateRequest,
  /** The request's `cart` field as `parseCartUpdate` read it (once, by the route). */
  update: CartUpdate | undefined,
  shopper: Shopper,
  /**
   * The session's customer, or null for a guest: what the linked account allows (the night safe)
   * holds only for its own session, and it matters when the order is placed.
   */
  signedInCustomerId: number | null,
  finishOrder: FinishOrder,
): Promise<CartUpdateReply> {
  const { db } = app;
  const groupBy =
    request.groupByCategoryGroups === undefined ? undefined : isOn(request.groupByCategoryGroups);

  if (isOn(request.reset)) {
    const fresh = await generateCart(db, groupBy ?? false);
    return {
      success: true,
      cart: await buildCart(db, await loadCartState(db, fresh, signedInCustomerId)),
      errorKey: null,
    };
  }
  if (!isWellFormedCode(request.cartCode)) throw notFound(CART_NOT_FOUND);
  if (isOn(request.finishOrder)) {
    return finishOrder(app, request.cartCode, shopper, signedInCustomerId);
  }

  const now = new Date();
  const products = onceProductReader();
  const outcome = await db.transaction(async (tx) => {
    const row = await lockCartByCode(tx, request.cartCode);
    if (!row) throw notFound(CART_NOT_FOUND);
    // An order was placed from it: the cart is its record now, read-only.
    if (row.orderId !== null && (update !== undefined || groupBy !== undefined)) {
      throw new HttpError(409, CART_PLACED);
    }
    const state = await loadCartState(tx, row, signedInCustomerId);
    const result: UpdateResult = update
      ? await applyUpdate({ tx, state, now, products }, update)
      : {};
    if ('errorKey' in result) return { state, errorKey: result.errorKey as CartErrorKey | null };
    const patch: CartPatch = {
      ...result.patch,
      ...(groupBy === undefined ? {} : { groupByCategoryGroups: groupBy }),
    };
    const stored = result.items ? await writeItems(tx, state, result.items) : state.stored;
    const changed = result.items !== undefined || Object.keys(patch).length > 0;
    const next = changed ? await updateCartRow(tx, row.id, patch) : row;
    return { state: await stateAfter(tx, state, next, stored, signedInCustomerId), errorKey: null };
  });

  return {
    success: outcome.errorKey === null,
    cart: await buildCart(db, outcome.state, now, products),
    errorKey: outcome.errorKey,
  };
}

/**
 * Writes the item list an update asked for: only the rows of lines that are new, changed or gone.
 * Answers the lines as they are stored now, in cart order (position, then row), as a read would.
 */
async function writeItems(
  tx: Database,
  state: CartState,
  next: readonly CartItemRef[],
): Promise<StoredCartItem[]> {
  const writes = cartItemWrites(state.stored, next);
  const written = await writeCartItems(tx, state.row.id, writes);
  const rewritten = new Set([...writes.deleted, ...writes.changed.map((change) => change.rowId)]);
  return [...state.stored.filter((item) => !rewritten.has(item.rowId)), ...written.values()].sort(
    (a, b) => a.position - b.position || a.rowId - b.rowId,
  );
}

/**
 * The state of the cart after an update, from the state it was read in and what was written: the
 * price offer and the customer record are read again only when the update changed them.
 */
async function stateAfter(
  tx: Database,
  state: CartState,
  row: CartRow,
  stored: StoredCartItem[],
  signedInCustomerId: number | null,
): Promise<CartState> {
  const offerChanged = row.priceOfferId !== state.row.priceOfferId;
  const customerChanged = row.customerId !== state.row.customerId;
  const [offer, customerLink] = await Promise.all([
    !offerChanged
      ? state.offer
      : row.priceOfferId === null
        ? null
        : findPriceOffer(tx, row.priceOfferId),
    customerChanged ? findCustomerLink(tx, row.customerId, signedInCustomerId) : state.customerLink,
  ]);
  return { row, items: stored, stored, offer: offer ?? null, customerLink };
}
