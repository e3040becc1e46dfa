/** GET /cart/{cartCode}: a cart by its code (contract: `shared/src/contract/cart.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Cart, CartResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const cartKeys = {
  all: ['cart'] as const,
  byCode: (cartCode: string) => ['cart', cartCode] as const,
};

export async function fetchCart(cartCode: string, options?: RequestOptions): Promise<Cart> {
  return (await getJson<CartResponse>(`/cart/${encodeURIComponent(cartCode)}`, {}, options)).cart;
}

/**
 * A cart by its code. Every change of it goes through a mutation that writes the API's answer
 * here, so the cache holds the cart as the API last said it.
 */
export function cartQuery(cartCode: string) {
  return queryOptions({
    queryKey: cartKeys.byCode(cartCode),
    queryFn: ({ signal }) => fetchCart(cartCode, { signal }),
  });
}
