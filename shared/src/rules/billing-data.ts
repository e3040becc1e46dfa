/**
 * Whether a cart's billing data is complete: always, unless a billing customer (a company) is
 * requested; then its company ID, name, street, city, zip code and country must all be more than
 * blanks. The checkout's step gating and the API's order rules ask the same question.
 */

type Text = string | null | undefined;

/** The company fields an invoice needs (any richer billing record fits). */
export interface BillingData {
  taxRegNo?: Text;
  name?: Text;
  street?: Text;
  city?: Text;
  zipCode?: Text;
  country?: Text;
}

const filled = (value: Text): boolean => typeof value === 'string' && value.trim() !== '';

/** True for personal billing, or for a requested billing customer with every required field. */
export function hasBillingData(cart: {
  hasBillingCustomer?: boolean | null;
  billingCustomer?: BillingData | null;
}): boolean {
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
