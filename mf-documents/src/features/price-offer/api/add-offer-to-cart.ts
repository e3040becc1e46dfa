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

/** Asks the cart owner to add the offer; settles with its answer. */
export function askToAddOffer({ offerId, password }: AddOfferInput): Promise<CartUpdateReply> {
  return new Promise((resolve, reject) => {
    eventBus.publish('cart:add-offer', {
      offerId,
      password,
      reply: (answer) => answer.then(resolve, reject),
    });
  });
}

export function addOfferToCartMutation() {
  return mutationOptions({ mutationKey: ['cart', 'add-offer'], mutationFn: askToAddOffer });
}
