/** POST /cart/share: e-mails a link to the cart (contract: `shared/src/contract/cart.ts`). */
import { postForm } from '@shop/shared/api-client';
import type { CartShareRequest, CartShareResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

export async function postShareCart(request: CartShareRequest): Promise<CartShareResponse> {
  return postForm<CartShareResponse>('/cart/share', { ...request });
}

/** Sharing sends an e-mail and leaves the cart as it is: nothing to write into the cache. */
export function shareCartMutation() {
  return mutationOptions({
    mutationKey: ['cart', 'share'],
    mutationFn: postShareCart,
  });
}
