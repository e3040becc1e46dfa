/**
 * POST /cart/unlink (contract: `shared/src/contract/cart.ts`): detaches the cart from the
 * customer before signing out; the API answers the cart (its personal data stay).
 */
import { postForm } from '@shop/shared/api-client';
import type { Cart, CartResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { adoptCart } from '../cart-cache';
import { CART_SCOPE } from './update-cart';

export async function postUnlinkCart(
  cartCode: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Cart> {
  return (await postForm<CartResponse>('/cart/unlink', { cartCode }, { signal })).cart;
}

/** Detaches the shopper's cart (cart scope; the answer goes into the cache and to the header). */
export function unlinkCartMutation() {
  return mutationOptions({
    mutationKey: ['cart', 'unlink'],
    scope: CART_SCOPE,
    mutationFn: (cartCode: string) => postUnlinkCart(cartCode),
    onSuccess: (cart) => {
      adoptCart(cart);
    },
  });
}
