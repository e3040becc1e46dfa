/** The cart calls of the API (contract: `shared/src/contract/cart.ts`). */
import { postForm } from '@shop/shared/api-client';
import type {
  Cart,
  CartGenerateResponse,
  CartItem,
  CartResponse,
  CartShareRequest,
  CartShareResponse,
  CartUpdate,
  CartUpdateReply,
} from '@shop/shared/contract';

export type CartItemInput = Pick<CartItem, 'id' | 'type' | 'quantity' | 'isSale'> & {
  dynamicProductConfiguration?: CartItem['dynamicProductConfiguration'];
};

export async function generateCart(): Promise<string> {
  return (await postForm<CartGenerateResponse>('/cart/generate', {})).cartCode;
}

export interface UpdateFlags {
  groupByCategoryGroups?: boolean;
  reset?: boolean;
  finishOrder?: boolean;
}

/** POST /cart/update with one update (its JSON text in the `cart` field) and the form flags. */
export async function sendUpdate(
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

export async function addItems(cartCode: string, items: CartItemInput[]) {
  return sendUpdate(cartCode, { kind: 'Add', items });
}

/** Sends the full list of items the cart should now hold (removal, quantity change). */
export async function replaceItems(cartCode: string, items: CartItemInput[]) {
  return sendUpdate(cartCode, { kind: 'Response', items });
}

/** Starts a new, empty cart (the spec's reset). */
export async function resetCart(cartCode: string) {
  return sendUpdate(cartCode, { kind: 'Response', items: [] }, { reset: true });
}

/** POST /cart/regenerate: a new cart holding the items of a cart or of an order. */
export async function regenerateCart(
  source: { cartCode: string } | { orderNumber: string; code?: string | undefined },
) {
  return (await postForm<CartResponse>('/cart/regenerate', source)).cart;
}

export async function shareCart(request: CartShareRequest): Promise<CartShareResponse> {
  return postForm<CartShareResponse>('/cart/share', { ...request });
}
