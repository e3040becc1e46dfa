/** POST /cart/generate (the fetcher: `@shop/shared/cart/generate-cart`): a new, empty cart. */
import { postGenerateCart } from '@shop/shared/cart/generate-cart';
import { queryClient } from '@shop/shared/query';
import { mutationOptions } from '@tanstack/react-query';
import { adoptCart } from '../cart-cache';
import { cartQuery } from './get-cart';

/**
 * Starts a new cart and makes it the current one. The API answers only the code, so the new cart
 * is read once (into the cache) to show it. Only the cart lifecycle runs this (`current-cart.ts`),
 * through one shared look-up, so two callers never start two carts.
 */
export function generateCartMutation() {
  return mutationOptions({
    mutationKey: ['cart', 'generate'],
    mutationFn: async () => queryClient.fetchQuery(cartQuery(await postGenerateCart())),
    onSuccess: (cart) => {
      adoptCart(cart);
    },
  });
}
