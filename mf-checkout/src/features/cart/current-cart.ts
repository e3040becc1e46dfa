/**
 * The shopper's current cart (spec §4 lifecycle): with no code a new cart is generated; a stored
 * code is loaded; if loading fails, or an order was placed from that cart (it is the order's
 * record now, read-only), a new one is generated.
 *
 * Resolving it is a query of its own (`currentCartQuery`), so the pages, the background service
 * and the mutations that need a cart all share one resolution in flight instead of each starting
 * a cart. Once resolved, the code is in `cartCodeAtom` and the cart is `cartQuery(code)`.
 */
import { apiErrorStatus } from '@shop/shared/api-client';
import type { Cart } from '@shop/shared/contract';
import { readCookie } from '@shop/shared/cookies';
import { type PageLoader, queryClient } from '@shop/shared/query';
import { shopStore } from '@shop/shared/store';
import {
  type QueryClient,
  queryOptions,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { runMutation } from '../../query/run-mutation';
import { generateCartMutation } from './api/generate-cart';
import { cartKeys, cartQuery, fetchCart } from './api/get-cart';
import { adoptCart, cartCodeAtom, forgetCurrentCart, isOpenCart } from './cart-cache';

async function resolveCurrentCart(): Promise<Cart> {
  const known = shopStore.get(cartCodeAtom);
  if (known) return queryClient.fetchQuery(cartQuery(known));
  const stored = readCookie('cartCode');
  if (stored) {
    const cart = await queryClient.fetchQuery(cartQuery(stored)).catch(() => null);
    if (isOpenCart(cart)) return adoptCart(cart);
  }
  return runMutation(generateCartMutation(), undefined);
}

/** Shaped as a cart's key, so that a page switches between the two with one `useQuery`. */
const currentCartKey: readonly ['cart', string] = ['cart', 'current'];

/**
 * The look-up of the current cart. Never kept: every call while nothing is in flight resolves
 * again (it is quick once the code is known, the cart then comes from the cache).
 */
export function currentCartQuery() {
  return queryOptions({
    queryKey: currentCartKey,
    queryFn: resolveCurrentCart,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The current cart's code, resolving (and if need be creating) the cart first. */
export async function currentCartCode(): Promise<string> {
  return shopStore.get(cartCodeAtom) ?? (await queryClient.fetchQuery(currentCartQuery())).cartCode;
}

/** Whether the shopper has a cart to show: a known or stored code (the service creates none). */
export function hasCart(): boolean {
  return shopStore.get(cartCodeAtom) !== null || readCookie('cartCode') !== undefined;
}

/** Loads the current cart, creating one when there is none. */
export function ensureCurrentCart(): Promise<Cart> {
  return queryClient.fetchQuery(currentCartQuery());
}

/** Forgets the current cart and starts a new, empty one (after an order is placed). */
export function startNewCart(): Promise<Cart> {
  forgetCurrentCart();
  return ensureCurrentCart();
}

/**
 * The server's part of the lifecycle, a page's loader: the cart the cartCode cookie names, read
 * (never created) and kept for the render when it is still open.
 */
export const cookieCartLoader: PageLoader = async ({ client }) => {
  const stored = readCookie('cartCode');
  if (process.env.SHOP_SERVER !== '1' || !stored) return;
  const cart = await fetchCart(stored).catch(() => null);
  if (isOpenCart(cart)) client.setQueryData(cartKeys.byCode(stored), cart);
};

/**
 * The cart a page the server rendered was rendered with (`cookieCartLoader`), while the lifecycle
 * has not settled on one: the server renders it and the browser hydrates the same.
 */
function renderedCart(client: QueryClient): Cart | null {
  const stored = readCookie('cartCode');
  const cart = stored ? client.getQueryData<Cart>(cartKeys.byCode(stored)) : undefined;
  return isOpenCart(cart) ? cart : null;
}

/** The current cart for a page: resolved (or created) when the page opens. */
export function useCurrentCart() {
  const client = useQueryClient();
  const known = useAtomValue(cartCodeAtom);
  const rendered = known === null ? renderedCart(client) : null;
  const code = known ?? rendered?.cartCode ?? null;
  const options: UseQueryOptions<Cart, Error, Cart, readonly ['cart', string]> = code
    ? cartQuery(code)
    : currentCartQuery();
  // The server never resolves (let alone creates) a shopper's cart: it renders the one its loader
  // read, or the cart as loading; the browser resolves it once the page is live.
  const query = useQuery({ ...options, enabled: process.env.SHOP_SERVER !== '1' });
  useEffect(() => {
    // The cart the page was rendered with is the shopper's current one from now on. The server
    // read it without the shopper's session (what a signed-in customer's account allows): it is
    // asked for again.
    if (!rendered || shopStore.get(cartCodeAtom) !== null) return;
    adoptCart(rendered);
    void client.invalidateQueries({ queryKey: cartKeys.byCode(rendered.cartCode), exact: true });
  }, [rendered, client]);
  const gone = code !== null && apiErrorStatus(query.error) === 404;
  useEffect(() => {
    // The API no longer knows the current cart: the lifecycle starts over with a new one.
    if (gone && shopStore.get(cartCodeAtom) === code) forgetCurrentCart();
  }, [gone, code]);
  return query;
}
