/**
 * The cart, owned by checkout: one jotai atom in the page's store, kept in step with the API and
 * announced on the event bus after every change.
 */
import type {
  Cart,
  CartErrorKey,
  CartOrder,
  CartUpdate,
  DynamicProductChoice,
} from '@shop/shared/contract';
import { readCookie, removeCookie, writeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { shopStore } from '@shop/shared/store';
import { atom } from 'jotai';
import { fetchCart } from './api/get-cart';
import {
  addItems,
  type CartItemInput,
  generateCart,
  regenerateCart,
  replaceItems,
  resetCart,
  sendUpdate,
  type UpdateFlags,
} from './cart-api';

export type CartState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; cart: Cart; errorKey: string | null }
  | { status: 'error'; error: unknown };

export const cartAtom = atom<CartState>({ status: 'idle' });

function publish(cart: Cart, errorKey: string | null = null): Cart {
  writeCookie('cartCode', cart.cartCode);
  shopStore.set(cartAtom, { status: 'ready', cart, errorKey });
  eventBus.publish('cart:changed', { cartCode: cart.cartCode, itemCount: cart.itemCount });
  return cart;
}

async function newCart(): Promise<Cart> {
  return publish(await fetchCart(await generateCart()));
}

let loading: Promise<Cart> | null = null;

/**
 * The spec's lifecycle: no code → generate; a stored code is loaded; if that fails, or an order was
 * placed from that cart → generate.
 */
export function loadCart({ createIfMissing }: { createIfMissing: boolean }): Promise<Cart | null> {
  const state = shopStore.get(cartAtom);
  if (state.status === 'ready') return Promise.resolve(state.cart);
  const code = readCookie('cartCode');
  if (!code && !createIfMissing) return Promise.resolve(null);
  if (!loading) {
    shopStore.set(cartAtom, { status: 'loading' });
    loading = (
      code
        ? fetchCart(code).then((cart) =>
            // An order was placed from it (in another tab): that cart is a record now, read-only.
            cart.order === null ? publish(cart) : newCart(),
          )
        : newCart()
    )
      .catch(() => {
        removeCookie('cartCode');
        return newCart();
      })
      .catch((error: unknown) => {
        shopStore.set(cartAtom, { status: 'error', error });
        throw error;
      })
      .finally(() => {
        loading = null;
      });
  }
  return loading;
}

/** Loads the cart again from the API (after a failure, or to pick up changes of another tab). */
export function reloadCart(): Promise<Cart | null> {
  shopStore.set(cartAtom, { status: 'idle' });
  return loadCart({ createIfMissing: true });
}

export interface UpdateOutcome {
  ok: boolean;
  errorKey: CartErrorKey | null;
  cart: Cart;
}

/**
 * Sends one update of the current cart. A refused update (success false) keeps the cart as the
 * API returns it and stores the error key; a failed call throws.
 */
export async function updateCart(
  update: CartUpdate | null,
  flags: UpdateFlags = {},
): Promise<UpdateOutcome> {
  const current = (await loadCart({ createIfMissing: true })) as Cart;
  const reply = await sendUpdate(current.cartCode, update, flags);
  publish(reply.cart, reply.errorKey);
  return { ok: reply.success, errorKey: reply.errorKey, cart: reply.cart };
}

export async function addToCart(item: CartItemInput): Promise<{ cart: Cart; ok: boolean }> {
  const cart = (await loadCart({ createIfMissing: true })) as Cart;
  const reply = await addItems(cart.cartCode, [item]);
  publish(reply.cart, reply.errorKey);
  return { cart: reply.cart, ok: reply.success };
}

function sameConfiguration(
  a: DynamicProductChoice | null | undefined,
  b: DynamicProductChoice | null | undefined,
): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function toInput(cart: Cart): CartItemInput[] {
  return cart.items.map(({ id, type, quantity, isSale, dynamicProductConfiguration }) => ({
    id,
    type,
    quantity,
    isSale,
    ...(dynamicProductConfiguration ? { dynamicProductConfiguration } : {}),
  }));
}

const matches =
  (productId: number, isSale: boolean, configuration?: DynamicProductChoice | null) =>
  (item: CartItemInput) =>
    item.id === productId &&
    item.isSale === isSale &&
    (configuration === undefined ||
      sameConfiguration(item.dynamicProductConfiguration, configuration));

/** Removes one item; removing the last one resets to a new cart. */
export async function removeFromCart(
  cart: Cart,
  productId: number,
  isSale: boolean,
  configuration?: DynamicProductChoice | null,
) {
  const remaining = toInput(cart).filter(
    (item) => !matches(productId, isSale, configuration)(item),
  );
  const reply =
    remaining.length === 0
      ? await resetCart(cart.cartCode)
      : await replaceItems(cart.cartCode, remaining);
  return publish(reply.cart, reply.errorKey);
}

export async function changeQuantity(
  cart: Cart,
  productId: number,
  isSale: boolean,
  quantity: number,
  configuration?: DynamicProductChoice | null,
) {
  const items = toInput(cart).map((item) =>
    matches(productId, isSale, configuration)(item) ? { ...item, quantity } : item,
  );
  const reply = await replaceItems(cart.cartCode, items);
  return publish(reply.cart, reply.errorKey);
}

/** Makes a cart the shopper's current one (its code goes into the cart cookie). */
export function makeCurrentCart(cart: Cart): Cart {
  return publish(cart);
}

/** A copy of another cart's items (a shared cart) or of an order's items, as the current cart. */
export async function regenerateAsCurrent(
  source: { cartCode: string } | { orderNumber: string; code?: string | undefined },
): Promise<Cart> {
  return publish(await regenerateCart(source));
}

/** Forgets the current cart and starts a new, empty one (after an order is placed). */
export async function startNewCart(): Promise<Cart> {
  removeCookie('cartCode');
  shopStore.set(cartAtom, { status: 'loading' });
  try {
    return await newCart();
  } catch (error) {
    shopStore.set(cartAtom, { status: 'error', error });
    throw error;
  }
}

export type PlaceOrderOutcome =
  | { ok: true; order: CartOrder; cart: Cart }
  | { ok: false; errorKey: CartErrorKey | null; cart: Cart };

/**
 * Places the order (finishOrder=1). On success the cart cookie is dropped at once (the placed cart
 * is no longer the shopper's); the caller navigates away and then calls `startNewCart`, so the
 * summary is not re-rendered with an empty cart before the order page shows.
 */
export async function placeOrder(): Promise<PlaceOrderOutcome> {
  const current = (await loadCart({ createIfMissing: true })) as Cart;
  const reply = await sendUpdate(current.cartCode, null, { finishOrder: true });
  if (!reply.success || !reply.cart.order) {
    const errorKey = reply.errorKey ?? 'order_failed';
    publish(reply.cart, errorKey);
    return { ok: false, errorKey, cart: reply.cart };
  }
  removeCookie('cartCode');
  return { ok: true, order: reply.cart.order, cart: reply.cart };
}
