/**
 * The current cart's client state and how the API's answers reach the page: the cart itself lives
 * in the query cache (`cartQuery`, keyed by its code); which cart is the shopper's is a jotai atom,
 * kept in step with the cartCode cookie so that a reload or another tab continues with it.
 */
import type { Cart } from '@shop/shared/contract';
import { removeCookie, writeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { queryClient } from '@shop/shared/query';
import { shopStore } from '@shop/shared/store';
import { atom } from 'jotai';
import { cartKeys } from './api/get-cart';

const codeAtom = atom<string | null>(null);

/**
 * The current cart's code, null until the lifecycle (`current-cart.ts`) has settled on one. Setting
 * it writes the cookie (which also renews its two days); null removes it.
 */
export const cartCodeAtom = atom(
  (get) => get(codeAtom),
  (_get, set, code: string | null) => {
    if (code) writeCookie('cartCode', code);
    else removeCookie('cartCode');
    set(codeAtom, code);
  },
);

/**
 * Whether a cart can still be the shopper's: a cart an order was placed from (perhaps in another
 * tab) is that order's record, and the shopper's cart is a new one.
 */
export function isOpenCart(cart: Cart | null | undefined): cart is Cart {
  return cart?.order === null;
}

/** Puts the API's answer into the cache and tells the shell (header badge) what the cart holds. */
function storeCart(cart: Cart): void {
  queryClient.setQueryData(cartKeys.byCode(cart.cartCode), cart);
  eventBus.publish('cart:changed', { cartCode: cart.cartCode, itemCount: cart.itemCount });
}

/** Stores the API's answer and makes that cart the shopper's current one. */
export function adoptCart(cart: Cart): Cart {
  // The cache first: the pages switch to the new code at once and must find its cart there.
  storeCart(cart);
  shopStore.set(cartCodeAtom, cart.cartCode);
  return cart;
}

/** Forgets the current cart (atom and cookie): the next look-up starts the lifecycle afresh. */
export function forgetCurrentCart(): void {
  shopStore.set(cartCodeAtom, null);
}

/** The current cart as the cache holds it, if the page has one. */
export function cachedCurrentCart(): Cart | undefined {
  const code = shopStore.get(cartCodeAtom);
  return code ? queryClient.getQueryData(cartKeys.byCode(code)) : undefined;
}
