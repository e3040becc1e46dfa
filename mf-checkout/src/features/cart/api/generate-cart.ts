/**
 * POST /cart/generate (contract: `shared/src/contract/cart.ts`): a new, empty cart. Checkout alone
 * creates carts; another remote asks it over the bus (`cart:add-item`, `cart:add-offer`).
 */
import { postForm } from '@shop/shared/api-client';
import type { CartGenerateResponse } from '@shop/shared/contract';
import { queryClient } from '@shop/shared/query';
import { mutationOptions } from '@tanstack/react-query';
import { adoptCart } from '../cart-cache';
import { cartQuery } from './get-cart';

async function postGenerateCart(): Promise<string> {
  return (await postForm<CartGenerateResponse>('/cart/generate', {})).cartCode;
}

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
