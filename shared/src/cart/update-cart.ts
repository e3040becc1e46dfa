/**
 * POST /cart/update (contract: `shared/src/contract/cart.ts`): the fetcher of every change of a
 * cart, with the cart's query key and the one mutation scope its changes run in. Checkout owns
 * the cart (its mutations, the current cart's lifecycle); a page of another remote that changes
 * the cart (a price offer's "add to cart") sends its change through this same fetcher and writes
 * the answer under the same key, so checkout's pages show it at once.
 */
import { postForm } from '@shop/shared/api-client';
import type { CartUpdate, CartUpdateReply } from '@shop/shared/contract';

export const cartKeys = {
  all: ['cart'] as const,
  byCode: (cartCode: string) => ['cart', cartCode] as const,
};

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
