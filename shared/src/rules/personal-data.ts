/**
 * Whether a cart's personal data is complete: e-mail, phone, first and last name, each more than
 * blanks. The checkout's step gating and the API's order rules ask the same question, so a cart
 * the checkout lets on to dates is a cart the API accepts dates and an order for, and the other
 * way round.
 */

type Text = string | null | undefined;

/** The personal fields an order needs (any richer customer record fits). */
export interface PersonalData {
  email?: Text;
  phone?: Text;
  firstname?: Text;
  lastname?: Text;
}

const filled = (value: Text): boolean => typeof value === 'string' && value.trim() !== '';

/** True when the cart's customer has an e-mail, a phone, a first and a last name. */
export function hasPersonalData(cart: { customer?: PersonalData | null }): boolean {
  const customer = cart.customer;
  return (
    !!customer &&
    filled(customer.email) &&
    filled(customer.phone) &&
    filled(customer.firstname) &&
    filled(customer.lastname)
  );
}
