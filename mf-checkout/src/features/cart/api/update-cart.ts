/**
 * POST /cart/update (contract: `shared/src/contract/cart.ts`): every change of the current
 * cart, each a mutation in the cart scope that writes the API's answer into the cache and announces
 * it (`cart:changed`). A refused update (success false with an errorKey) is an answer like any other:
 * the cart as the API returned it goes into the cache and the caller shows the errorKey.
 */
import { postForm } from '@shop/shared/api-client';
import type { Cart, CartUpdate, CartUpdateReply } from '@shop/shared/contract';
import { removeCookie } from '@shop/shared/cookies';
import { queryClient } from '@shop/shared/query';
import { shopStore } from '@shop/shared/store';
import { type Mutation, mutationOptions } from '@tanstack/react-query';
import { adoptCart, cartCodeAtom } from '../cart-cache';
import { isLine, itemInputs, type LineRef, type QuantityChange, withQuantity } from '../cart-items';
import { currentCartCode } from '../current-cart';
import { cartKeys, cartQuery } from './get-cart';

/**
 * Every mutation of the current cart runs in this scope, one after another: a change is sent only
 * once the answer to the one before it is in the cache, so it is built on that answer.
 */
export const CART_SCOPE = { id: 'cart' };

export interface UpdateFlags {
  groupByCategoryGroups?: boolean;
  reset?: boolean;
  finishOrder?: boolean;
}

/** One update (its JSON text in the `cart` field) and the form flags. */
export async function postCartUpdate(
  cartCode: string,
  update: CartUpdate | null,
  flags: UpdateFlags = {},
): Promise<CartUpdateReply> {
  return postForm<CartUpdateReply>('/cart/update', {
    cartCode,
    cart: update ? JSON.stringify(update) : undefined,
    groupByCategoryGroups: flags.groupByCategoryGroups,
    reset: flags.reset,
    finishOrder: flags.finishOrder,
  });
}

const quantityKey = ['cart', 'quantity'] as const;

/**
 * What the quantity changes waiting together roll back to: the cart as the API last answered.
 * One object shared by all of them and refreshed by every answer, so that a rollback neither
 * restores another change's optimistic quantity nor undoes an answer that came in meanwhile.
 */
interface QuantitySnapshot {
  cart: Cart | undefined;
}

type QuantityMutation = Mutation<CartUpdateReply, Error, QuantityChange, QuantitySnapshot>;

/** The quantity changes not yet answered (sent, or waiting for their turn), but `settling`. */
function queuedQuantityChanges(settling: unknown): QuantityMutation[] {
  const queued = queryClient
    .getMutationCache()
    .findAll({ mutationKey: quantityKey, status: 'pending' })
    .filter((mutation) => mutation.state.variables !== settling);
  // The mutation cache does not keep types; the key says these are `changeQuantityMutation`s.
  return queued as QuantityMutation[];
}

/** A cart as the API answered, showing the quantity changes still on their way on top. */
function withQueued(cart: Cart, settling: unknown): Cart {
  return queuedQuantityChanges(settling).reduce(
    (shown, { state }) => (state.variables ? withQuantity(shown, state.variables) : shown),
    cart,
  );
}

/** Takes the API's answer about the current cart (the one sent, or the new one of a reset). */
function receive(reply: CartUpdateReply, settling: unknown): void {
  const queued = queuedQuantityChanges(settling);
  for (const { state } of queued) if (state.context) state.context.cart = reply.cart;
  adoptCart(reply.cart);
  if (queued.length > 0) {
    // A newer quantity the shopper chose must not flicker back while its request is on its way.
    queryClient.setQueryData(
      cartKeys.byCode(reply.cart.cartCode),
      withQueued(reply.cart, settling),
    );
  }
}

/** Any update of the current cart but its lines (voucher, offer, group, personal data, …). */
export function updateCartMutation() {
  return mutationOptions({
    mutationKey: ['cart', 'update'],
    scope: CART_SCOPE,
    mutationFn: async (update: CartUpdate) => postCartUpdate(await currentCartCode(), update),
    onSuccess: (reply, update) => receive(reply, update),
  });
}

/**
 * The item list a Response update sends, built from the cache when the request goes out, not when
 * the shopper clicked: with the mutations serialised, the answers to the changes before this one
 * are in it, so two quick changes never send a stale list.
 */
async function currentItems(): Promise<{ code: string; cart: Cart }> {
  const code = await currentCartCode();
  return { code, cart: await queryClient.ensureQueryData(cartQuery(code)) };
}

/**
 * A line's new quantity (a Response update with the full list). Optimistic: the cached cart shows
 * it at once; a failure rolls back to the snapshot, a refusal brings the API's unchanged cart.
 */
export function changeQuantityMutation() {
  return mutationOptions({
    mutationKey: quantityKey,
    scope: CART_SCOPE,
    onMutate: async (change: QuantityChange): Promise<QuantitySnapshot> => {
      const code = shopStore.get(cartCodeAtom);
      if (!code) return { cart: undefined };
      const key = cartKeys.byCode(code);
      // A read of the cart still on its way would bring the old quantity back.
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queuedQuantityChanges(change).find(({ state }) => state.context)?.state
        .context ?? { cart: queryClient.getQueryData<Cart>(key) };
      queryClient.setQueryData<Cart>(key, (cart) => cart && withQuantity(cart, change));
      return snapshot;
    },
    mutationFn: async (change: QuantityChange): Promise<CartUpdateReply> => {
      const { code, cart } = await currentItems();
      // The line is gone meanwhile (removed, or a new cart): nothing to change.
      if (!cart.items.some(isLine(change))) return { success: true, cart, errorKey: null };
      const items = cart.items.map((item) =>
        isLine(change)(item) ? { ...item, quantity: change.quantity } : item,
      );
      return postCartUpdate(code, { kind: 'Response', items: itemInputs(items) });
    },
    onSuccess: (reply, change) => receive(reply, change),
    onError: (_error, change, snapshot) => {
      if (!snapshot?.cart) return;
      queryClient.setQueryData(
        cartKeys.byCode(snapshot.cart.cartCode),
        withQueued(snapshot.cart, change),
      );
    },
  });
}

/** Removes a line (a Response update without it); removing the last one resets to a new cart. */
export function removeLineMutation() {
  return mutationOptions({
    mutationKey: ['cart', 'remove'],
    scope: CART_SCOPE,
    mutationFn: async (line: LineRef): Promise<CartUpdateReply> => {
      const { code, cart } = await currentItems();
      const items = itemInputs(cart.items.filter((item) => !isLine(line)(item)));
      return items.length === 0
        ? postCartUpdate(code, { kind: 'Response', items: [] }, { reset: true })
        : postCartUpdate(code, { kind: 'Response', items });
    },
    onSuccess: (reply, line) => receive(reply, line),
  });
}

/**
 * Places the order (finishOrder=1). On success the cart cookie goes at once (the placed cart is
 * the order's record, no longer the shopper's); the caller navigates away and then calls
 * `startNewCart`, so the summary is not re-rendered with an empty cart before the order page shows.
 */
export function placeOrderMutation() {
  return mutationOptions({
    mutationKey: ['cart', 'place-order'],
    scope: CART_SCOPE,
    mutationFn: async () => postCartUpdate(await currentCartCode(), null, { finishOrder: true }),
    onSuccess: (reply) => {
      if (reply.success && reply.cart.order) {
        queryClient.setQueryData(cartKeys.byCode(reply.cart.cartCode), reply.cart);
        removeCookie('cartCode');
      } else {
        adoptCart(reply.cart);
      }
    },
  });
}
