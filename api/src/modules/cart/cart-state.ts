import { hasBillingData as hasCompleteBilling } from '@shop/shared/rules/billing-data';
import { hasPersonalData as hasCompletePersonalData } from '@shop/shared/rules/personal-data';
import { plannedPeriod } from '@shop/shared/rules/shooting-days';
import type { Database } from '../../db/client';
import type { CartShippingData, CartShippingLegData } from '../../db/schema';
import type { ShippingLegInput } from '../pricing';
import type { CartItemRef } from './cart-items';
import {
  type CustomerLink,
  findCustomerLink,
  findPriceOffer,
  type PriceOfferRow,
} from './reference-repository';
import { type CartRow, listCartItems, type StoredCartItem } from './repository';

/** A cart with what its rules look at: items, price offer, the customer record. */
export interface CartState {
  row: CartRow;
  items: CartItemRef[];
  /** The item rows as read (the same lines as `items` when the state was loaded). */
  stored: StoredCartItem[];
  offer: PriceOfferRow | null;
  customerLink: CustomerLink | null;
}

/**
 * Reads the state of a cart row (inside the update's transaction, or for display) for the request
 * of `signedInCustomerId` (null for a guest): what the linked account allows holds only for that
 * account's own session (see findCustomerLink).
 */
export async function loadCartState(
  db: Database,
  row: CartRow,
  signedInCustomerId: number | null,
): Promise<CartState> {
  const [items, offer, customerLink] = await Promise.all([
    listCartItems(db, row.id),
    row.priceOfferId === null ? undefined : findPriceOffer(db, row.priceOfferId),
    findCustomerLink(db, row.customerId, signedInCustomerId),
  ]);
  return { row, items, stored: items, offer: offer ?? null, customerLink };
}

/**
 * Whether the personal data the order needs is there: e-mail, phone, first and last name. The
 * shop's one rule for it, which the checkout's step gating uses too.
 */
export function hasPersonalData(row: CartRow): boolean {
  return hasCompletePersonalData(row);
}

/**
 * Whether the billing asked for is complete: personal billing always is, a company needs its ID,
 * name, street, city, zip code and country. The shop's one rule for it, as for personal data.
 */
export function hasBillingData(row: CartRow): boolean {
  return hasCompleteBilling({
    hasBillingCustomer: row.billing !== null,
    billingCustomer: row.billing,
  });
}

/** The confirmed rental period, or null. */
export function periodOf(row: CartRow): { from: string; to: string } | null {
  return row.dateFrom && row.dateTo ? { from: row.dateFrom, to: row.dateTo } : null;
}

/** The days picked before dates were confirmed (PlannedDates), or null. */
export function plannedDatesOf(row: CartRow): { from: string; to: string } | null {
  return row.plannedFrom && row.plannedTo ? { from: row.plannedFrom, to: row.plannedTo } : null;
}

/** The period a cart is priced for: its confirmed dates, else its planned days at the usual times. */
export function pricedPeriodOf(row: CartRow): { from: string; to: string } | null {
  const planned = plannedDatesOf(row);
  return periodOf(row) ?? (planned ? plannedPeriod(planned) : null);
}

/**
 * Whether the cart's customer may use the night safe: a frequent customer signed in, whose cart
 * this is (never an e-mail typed into the cart).
 */
export function isFrequentCustomer(state: CartState): boolean {
  return state.customerLink?.frequentCustomer ?? false;
}

/** A stored shipping leg as the pricing rules take it. */
export function toLegInput(leg: CartShippingLegData): ShippingLegInput {
  return {
    type: leg.type,
    branchId: leg.branchId,
    zipCode: leg.address?.zipCode ?? null,
    window: leg.window,
  };
}

/** Both legs as the pricing rules take them (null when not chosen). */
export function legInputs(shipping: CartShippingData | null): {
  pickup: ShippingLegInput | null;
  ret: ShippingLegInput | null;
} {
  return {
    pickup: shipping ? toLegInput(shipping.pickup) : null,
    ret: shipping ? toLegInput(shipping.return) : null,
  };
}
