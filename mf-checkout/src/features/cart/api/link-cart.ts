/**
 * POST /cart/link (contract: `shared/src/contract/cart.ts`): links the cart to the signed-in
 * customer; the API fills the cart's empty personal data from the account and answers the cart.
 */
import { postForm } from '@shop/shared/api-client';
import type { Cart, CartResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { adoptCart } from '../cart-cache';
import { CART_SCOPE } from './update-cart';

export async function postLinkCart(
  cartCode: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Cart> {
  return (await postForm<CartResponse>('/cart/link', { cartCode }, { signal })).cart;
}

/**
 * Links the shopper's cart after signing in. In the cart scope, so it is built on the answer to
 * any change still on its way; the answer goes into the cache and to the header (`cart:changed`).
 */
export function linkCartMutation() {
  return mutationOptions({
    mutationKey: ['cart', 'link'],
    scope: CART_SCOPE,
    mutationFn: (cartCode: string) => postLinkCart(cartCode),
    onSuccess: (cart) => {
      adoptCart(cart);
    },
  });
}
