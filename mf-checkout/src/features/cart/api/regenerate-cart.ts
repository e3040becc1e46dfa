/** POST /cart/regenerate: a new cart with the items of a cart or of an order (contract: `shared/src/contract/cart.ts`). */
import { postForm } from '@shop/shared/api-client';
import type { Cart, CartResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { adoptCart } from '../cart-cache';
import { CART_SCOPE } from './update-cart';

export type RegenerateSource =
  | { cartCode: string }
  | { orderNumber: string; code?: string | undefined };

export async function postRegenerateCart(source: RegenerateSource): Promise<Cart> {
  return (await postForm<CartResponse>('/cart/regenerate', source)).cart;
}

/**
 * A copy of another cart's items (a shared cart) or of an order's items, made the current cart.
 * In the cart scope: a change of the previous cart still on its way is answered first.
 */
export function regenerateCartMutation() {
  return mutationOptions({
    mutationKey: ['cart', 'regenerate'],
    scope: CART_SCOPE,
    mutationFn: postRegenerateCart,
    onSuccess: (cart) => {
      adoptCart(cart);
    },
  });
}
