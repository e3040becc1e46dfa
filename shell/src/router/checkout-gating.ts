/**
 * Which checkout step a cart may enter, and where it is sent otherwise (the specification's
 * gating). Cart always open; personal data needs items; date and shipping also needs personal
 * data; billing data also needs a date, pickup and return shipping and insurance countries where
 * required; summary also needs complete billing data.
 */

export type CheckoutStep =
  | 'checkout-cart'
  | 'checkout-personal-data'
  | 'checkout-date-and-shipping'
  | 'checkout-billing-data'
  | 'checkout-summary';

type Maybe<T> = T | null | undefined;

/** The parts of a cart the gating looks at (any richer cart fits). */
export interface GatingCart {
  items: readonly unknown[];
  customer?: Maybe<{
    email?: Maybe<string>;
    phone?: Maybe<string>;
    firstname?: Maybe<string>;
    lastname?: Maybe<string>;
  }>;
  date?: Maybe<{ from?: Maybe<string>; to?: Maybe<string> }>;
  shipping?: Maybe<{ selected?: Maybe<{ pickup?: unknown; return?: unknown }> }>;
  insurance?: Maybe<{
    selected?: Maybe<{ id?: Maybe<number | string>; countries?: Maybe<readonly unknown[]> }>;
  }>;
  hasBillingCustomer?: Maybe<boolean>;
  billingCustomer?: Maybe<{
    taxRegNo?: Maybe<string>;
    name?: Maybe<string>;
    street?: Maybe<string>;
    city?: Maybe<string>;
    zipCode?: Maybe<string>;
    country?: Maybe<string>;
  }>;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export function hasItems(cart: GatingCart): boolean {
  return cart.items.length > 0;
}

export function hasPersonalData(cart: GatingCart): boolean {
  const customer = cart.customer;
  return (
    !!customer &&
    filled(customer.email) &&
    filled(customer.phone) &&
    filled(customer.firstname) &&
    filled(customer.lastname)
  );
}

/** Basic insurance (id 0 or none) needs nothing; eu/world insurance needs its countries. */
export function hasInsuranceCountries(cart: GatingCart): boolean {
  const selected = cart.insurance?.selected;
  if (!selected?.id || selected.id === '0') return true;
  return (selected.countries?.length ?? 0) > 0;
}

export function hasDateAndShipping(cart: GatingCart): boolean {
  const selected = cart.shipping?.selected;
  return (
    filled(cart.date?.from) &&
    filled(cart.date?.to) &&
    selected?.pickup != null &&
    selected?.return != null &&
    hasInsuranceCountries(cart)
  );
}

/** Billing is complete unless a billing customer is requested and lacks a required field. */
export function hasBillingData(cart: GatingCart): boolean {
  if (!cart.hasBillingCustomer) return true;
  const billing = cart.billingCustomer;
  return (
    !!billing &&
    filled(billing.taxRegNo) &&
    filled(billing.name) &&
    filled(billing.street) &&
    filled(billing.city) &&
    filled(billing.zipCode) &&
    filled(billing.country)
  );
}

/** The step to send the shopper to instead of `step`, or null when `step` may open. */
export function checkoutRedirect(step: CheckoutStep, cart: GatingCart): CheckoutStep | null {
  if (step === 'checkout-cart') return null;
  if (!hasItems(cart)) return 'checkout-cart';
  if (step === 'checkout-personal-data') return null;
  if (!hasPersonalData(cart)) return 'checkout-personal-data';
  if (step === 'checkout-date-and-shipping') return null;
  if (!hasDateAndShipping(cart)) return 'checkout-date-and-shipping';
  if (step === 'checkout-billing-data') return null;
  if (!hasBillingData(cart)) return 'checkout-billing-data';
  return null;
}
