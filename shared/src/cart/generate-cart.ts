/** POST /cart/generate: a new, empty cart's code (contract: `shared/src/contract/cart.ts`). */
import { postForm } from '@shop/shared/api-client';
import type { CartGenerateResponse } from '@shop/shared/contract';

export async function postGenerateCart(): Promise<string> {
  return (await postForm<CartGenerateResponse>('/cart/generate', {})).cartCode;
}
