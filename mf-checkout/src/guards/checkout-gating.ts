/**
 * Which checkout step a cart may enter, and where it is sent otherwise (the specification's
 * gating). Cart always open; personal data needs items; date and shipping also needs personal
 * data; billing data also needs a date, pickup and return shipping and insurance countries where
 * required; summary also needs complete billing data. Personal and billing completeness are the
 * shop's shared rules, the same ones the API applies before it places an order.
 */
import { type BillingData, hasBillingData } from '@shop/shared/rules/billing-data';
import { hasPersonalData, type PersonalData } from '@shop/shared/rules/personal-data';

export const checkoutSteps = [
  'checkout-cart',
  'checkout-personal-data',
  'checkout-date-and-shipping',
  'checkout-billing-data',
  'checkout-summary',
] as const;

export type CheckoutStep = (typeof checkoutSteps)[number];

type Maybe<T> = T | null | undefined;

/** The parts of a cart the gating looks at (the API's cart, or any richer one, fits). */
export interface GatingCart {
  items: readonly unknown[];
  customer?: Maybe<PersonalData>;
  date?: Maybe<{ from?: Maybe<string>; to?: Maybe<string> }>;
  shipping?: Maybe<{ selected?: Maybe<{ pickup?: unknown; return?: unknown }> }>;
  insurance?: Maybe<{
    selected?: Maybe<{ id?: Maybe<number | string>; countries?: Maybe<readonly unknown[]> }>;
  }>;
  hasBillingCustomer?: Maybe<boolean>;
  billingCustomer?: Maybe<BillingData>;
}

export function isCheckoutStep(name: string): name is CheckoutStep {
  return (checkoutSteps as readonly string[]).includes(name);
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Basic insurance (none chosen, `basic`, or the reset id 0) needs nothing more. */
function isBasicInsurance(id: Maybe<number | string>): boolean {
  return id == null || id === 'basic' || id === 0 || id === '0';
}

/** eu and world insurance need the countries the equipment is used in. */
export function hasInsuranceCountries(cart: GatingCart): boolean {
  const selected = cart.insurance?.selected;
  if (!selected || isBasicInsurance(selected.id)) return true;
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

/** The step to send the shopper to instead of `step`, or null when `step` may open. */
export function checkoutRedirect(step: CheckoutStep, cart: GatingCart): CheckoutStep | null {
  if (step === 'checkout-cart') return null;
  if (cart.items.length === 0) return 'checkout-cart';
  if (step === 'checkout-personal-data') return null;
  if (!hasPersonalData(cart)) return 'checkout-personal-data';
  if (step === 'checkout-date-and-shipping') return null;
  if (!hasDateAndShipping(cart)) return 'checkout-date-and-shipping';
  if (step === 'checkout-billing-data') return null;
  if (!hasBillingData(cart)) return 'checkout-billing-data';
  return null;
}
