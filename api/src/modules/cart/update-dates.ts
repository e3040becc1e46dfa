import type { CartDateUpdate } from '@shop/shared/contract';
import { checkRentalDates } from '../pricing';
import { hasPersonalData, isFrequentCustomer } from './cart-state';
import { revalidateShipping } from './update-shipping';
import { refuse, type UpdateContext, type UpdateResult } from './update-types';

/**
 * Date: confirms pickup and return (checkRentalDates without requiring shipping: personal data
 * first, not in the past, from before to, the price offer's dates while one is in the cart, and,
 * when the update says how a leg will travel, that leg's time: a branch's opening hours, a courier's
 * window, the night safe for frequent customers). The chosen shipping stays when it still fits the
 * new dates and is dropped otherwise.
 */
export function setDates({ state, now }: UpdateContext, update: CartDateUpdate): UpdateResult {
  const problem = checkRentalDates({
    from: update.from,
    to: update.to,
    now,
    hasCustomer: hasPersonalData(state.row),
    offerPeriod: state.offer ? { from: state.offer.dateFrom, to: state.offer.dateTo } : null,
    pickup: update.pickup ?? null,
    ret: update.return ?? null,
    frequentCustomer: isFrequentCustomer(state),
    requireShipping: false,
  });
  if (problem) return refuse(problem);
  return {
    patch: {
      dateFrom: update.from,
      dateTo: update.to,
      shipping: revalidateShipping(state, update.from, update.to),
    },
  };
}
