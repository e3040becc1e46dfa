import type { CartShippingUpdate, ShippingLegInput } from '@shop/shared/contract';
import type { CartShippingData, CartShippingLegData } from '../../db/schema';
import { checkShipping } from '../pricing';
import { type CartState, isFrequentCustomer, legInputs, periodOf } from './cart-state';
import { findBranches } from './reference-repository';
import { refuse, type UpdateContext, type UpdateResult } from './update-types';

// Shipping: both directions at once, after the dates are confirmed. Branch legs keep no address,
// courier and set-transport legs no branch; the rules are the pricing module's checkShipping.

/** A leg as chosen, stored: branch legs keep no address, courier and set-transport legs no branch. */
export function toStoredLeg(leg: ShippingLegInput): CartShippingLegData {
  const atBranch = leg.type === 'branch' || leg.type === 'night_safe';
  return {
    type: leg.type,
    branchId: atBranch ? (leg.branchId ?? null) : null,
    window: leg.type === 'courier' ? (leg.window ?? null) : null,
    address: atBranch ? null : (leg.address ?? null),
  };
}

/**
 * The stored shipping if it is still valid for these dates and this customer, else null (a date
 * change keeps shipping that still works and drops it otherwise).
 */
export function revalidateShipping(
  state: CartState,
  from: string,
  to: string,
): CartShippingData | null {
  const { shipping } = state.row;
  if (!shipping) return null;
  const { pickup, ret } = legInputs(shipping);
  if (!pickup || !ret) return null;
  const problem = checkShipping(pickup, ret, from, to, {
    frequentCustomer: isFrequentCustomer(state),
  });
  return problem ? null : shipping;
}

/** Shipping: needs dates (date_missing); both legs are checked, then stored with their addresses. */
export async function setShipping(
  { tx, state }: UpdateContext,
  update: CartShippingUpdate,
): Promise<UpdateResult> {
  const period = periodOf(state.row);
  if (!period) return refuse('date_missing');
  const shipping: CartShippingData = {
    pickup: toStoredLeg(update.pickup),
    return: toStoredLeg(update.return),
  };
  const { pickup, ret } = legInputs(shipping);
  if (!pickup || !ret) return refuse('shipping_missing');
  const problem = checkShipping(pickup, ret, period.from, period.to, {
    frequentCustomer: isFrequentCustomer(state),
  });
  if (problem) return refuse(problem);
  const branchIds = [shipping.pickup, shipping.return].flatMap((leg) =>
    leg.branchId === null ? [] : [leg.branchId],
  );
  const branches = await findBranches(tx, branchIds);
  for (const leg of [shipping.pickup, shipping.return]) {
    if (leg.branchId === null) continue;
    const branch = branches.get(leg.branchId);
    if (!branch) return refuse('branch_required');
    if (leg.type === 'night_safe' && !branch.nightSafe) return refuse('night_safe_not_allowed');
  }
  return { patch: { shipping } };
}
