/**
 * Adding a staff price offer to the shopper's cart, from the offer's page. The cart is checkout's
 * alone (it creates it, keeps its cookie and announces its changes), so this page asks checkout
 * over the bus (`cart:add-offer`) and waits for its answer: the cart as it now is, refused or not
 * (a wrong password comes back as `offer_invalid`).
 */
import type { CartUpdateReply } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { mutationOptions } from '@tanstack/react-query';

export interface AddOfferInput {
  offerId: number;
  password: string;
}

/** How long the page waits for the cart's owner (its remote may fail to load). */
export const CART_OWNER_TIMEOUT_MS = 20_000;

/**
 * Asks the cart owner to add the offer; settles with its answer, or fails when none comes in
 * time (the form then says it could not be added).
 */
export function askToAddOffer({ offerId, password }: AddOfferInput): Promise<CartUpdateReply> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the cart did not answer')),
      CART_OWNER_TIMEOUT_MS,
    );
    eventBus.publish('cart:add-offer', {
      offerId,
      password,
      reply: (answer) => answer.then(resolve, reject).finally(() => clearTimeout(timer)),
    });
  });
}

export function addOfferToCartMutation() {
  return mutationOptions({ mutationKey: ['cart', 'add-offer'], mutationFn: askToAddOffer });
}
