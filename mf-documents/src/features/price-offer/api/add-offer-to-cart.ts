/**
 * POST /cart/update with an AddOffer update, from the offer's page: the offer goes into the
 * shopper's cart, the one checkout keeps (its code in the cartCode cookie), or into a new cart when
 * there is none, or the stored one is gone or already an order's record. The fetchers and the
 * cart's key are checkout's own, from `@shop/shared/cart`: the answer lands where checkout's pages
 * read the cart, and the header hears of it (`cart:changed`).
 */
import { apiErrorStatus } from '@shop/shared/api-client';
import { postGenerateCart } from '@shop/shared/cart/generate-cart';
import { CART_SCOPE, cartKeys, postCartUpdate } from '@shop/shared/cart/update-cart';
import type { CartUpdateReply } from '@shop/shared/contract';
import { readCookie, writeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { queryClient } from '@shop/shared/query';
import { mutationOptions } from '@tanstack/react-query';

export interface AddOfferInput {
  offerId: number;
  password: string;
}

export async function postAddOffer({ offerId, password }: AddOfferInput): Promise<CartUpdateReply> {
  const update = { kind: 'AddOffer', offerId, password } as const;
  const stored = readCookie('cartCode');
  if (stored) {
    try {
      return await postCartUpdate(stored, update);
    } catch (error) {
      // 404: the API no longer knows the cart; 409: an order was placed from it.
      const status = apiErrorStatus(error);
      if (status !== 404 && status !== 409) throw error;
    }
  }
  return postCartUpdate(await postGenerateCart(), update);
}

/**
 * Adds the offer. Refused or not, the answer is the shopper's cart as it now is: it goes into the
 * cache under the cart's key and becomes the current cart (cookie), so a wrong password does not
 * start another cart on the next try.
 */
export function addOfferToCartMutation() {
  return mutationOptions({
    mutationKey: ['cart', 'add-offer'],
    scope: CART_SCOPE,
    mutationFn: postAddOffer,
    onSuccess: ({ cart }) => {
      queryClient.setQueryData(cartKeys.byCode(cart.cartCode), cart);
      writeCookie('cartCode', cart.cartCode);
      eventBus.publish('cart:changed', { cartCode: cart.cartCode, itemCount: cart.itemCount });
    },
  });
}
