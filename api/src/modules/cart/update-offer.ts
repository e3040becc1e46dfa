import { verify } from '@node-rs/argon2';
import type { CartAddOfferUpdate } from '@shop/shared/contract';
import { isOfferExpired } from '../price-offer';
import { findPriceOffer } from './reference-repository';
import { revalidateShipping } from './update-shipping';
import { refuse, type UpdateContext, type UpdateResult } from './update-types';

async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * AddOffer: a staff-prepared price offer by id and password (argon2 hash). The offer's dates become
 * the cart's dates; an unknown offer, a wrong password, an offer past its validity or starting in
 * the past give offer_invalid.
 */
export async function addOffer(
  { tx, state, now }: UpdateContext,
  update: CartAddOfferUpdate,
): Promise<UpdateResult> {
  const offer = await findPriceOffer(tx, update.offerId);
  if (!offer || !(await passwordMatches(offer.passwordHash, update.password))) {
    return refuse('offer_invalid');
  }
  if (isOfferExpired(offer, now)) return refuse('offer_invalid');
  return {
    patch: {
      priceOfferId: offer.id,
      dateFrom: offer.dateFrom,
      dateTo: offer.dateTo,
      shipping: revalidateShipping(state, offer.dateFrom, offer.dateTo),
    },
  };
}
