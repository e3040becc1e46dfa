import type { Cart } from '@shop/shared/contract';
import { normalizePhone } from '@shop/shared/rules/phone';
import type { Database } from '../../db/client';
import type { CartCustomerData } from '../../db/schema';
import { normalizeEmail } from '../../lib/email-address';
import { HttpError, notFound } from '../../lib/http-error';
import { isWellFormedCode } from '../../lib/random-code';
import { UNAUTHORIZED } from '../../plugins/authenticate';
import { buildCart } from './build-cart';
import { loadCartState } from './cart-state';
import { CART_NOT_FOUND } from './checkout';
import { type CustomerProfile, findCustomerProfile } from './reference-repository';
import { type CartRow, lockCartByCode, updateCartRow } from './repository';
import { CART_PLACED } from './update-cart';

/** The answer to linking or detaching a cart that another customer signed in to. */
export const CART_OF_ANOTHER_CUSTOMER =
  'This cart belongs to another customer’s account; it cannot be linked to or detached from yours.';

const PROFILE_FIELDS = ['email', 'phone', 'firstname', 'lastname', 'address', 'bornDate'] as const;

/**
 * The cart's personal data with its empty fields taken from the customer's record: what the
 * shopper already typed stays as typed. The customer has an account, so no new one is asked for.
 */
export function fillFromProfile(
  typed: CartCustomerData | null,
  profile: CustomerProfile,
): CartCustomerData {
  const customer: CartCustomerData = {
    email: null,
    phone: null,
    firstname: null,
    lastname: null,
    address: null,
    bornDate: null,
    ...typed,
    register: false,
  };
  for (const field of PROFILE_FIELDS) {
    const known = profile[field]?.trim() || null;
    if (!customer[field]?.trim() && known) customer[field] = known;
  }
  return customer;
}

/** A personal field in the form it is compared in: e-mails by their normalised form, phones in E.164. */
function comparable(field: (typeof PROFILE_FIELDS)[number], value: string | null | undefined) {
  const trimmed = value?.trim() || null;
  if (trimmed === null) return null;
  if (field === 'email') return normalizeEmail(trimmed);
  if (field === 'phone') return normalizePhone(trimmed) ?? trimmed;
  return trimmed;
}

/**
 * The cart's personal data without what came from the customer's account, for signing out: every
 * field still equal to the account's value (the e-mail in any case, the phone in any format) is
 * emptied, so the next person at the browser does not find the customer's name, e-mail or phone
 * in checkout. A field that differs from the account is the shopper's own typing (another
 * e-mail for this order, say) and stays; a field typed the same as the account's is emptied too,
 * since nothing tells it apart from a filled one, and it is the customer's data either way.
 */
export function forgetProfile(
  customer: CartCustomerData | null,
  profile: CustomerProfile,
): CartCustomerData | null {
  if (!customer) return null;
  const kept: CartCustomerData = { ...customer, register: false };
  for (const field of PROFILE_FIELDS) {
    const value = comparable(field, kept[field]);
    if (value !== null && value === comparable(field, profile[field])) kept[field] = null;
  }
  return kept;
}

/** Locks the cart for a link change; 404 unknown, 409 once an order was placed from it. */
async function lockOpenCart(tx: Database, code: string): Promise<CartRow> {
  const row = isWellFormedCode(code) ? await lockCartByCode(tx, code) : undefined;
  if (!row) throw notFound(CART_NOT_FOUND);
  if (row.orderId !== null) throw new HttpError(409, CART_PLACED);
  return row;
}

/**
 * POST /cart/link: the cart becomes the signed-in customer's (orders placed from it are theirs,
 * placed in person) and its empty personal data are filled from the account. Linking again is
 * harmless; a cart another customer is linked to stays theirs (409).
 */
export async function linkCart(db: Database, code: string, customerId: number): Promise<Cart> {
  const row = await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, code);
    if (cart.customerId !== null && cart.customerId !== customerId) {
      throw new HttpError(409, CART_OF_ANOTHER_CUSTOMER);
    }
    const profile = await findCustomerProfile(tx, customerId);
    // The session's customer exists (authentication found it); a row gone meanwhile is a 401 case.
    if (!profile) throw new HttpError(401, UNAUTHORIZED);
    return updateCartRow(tx, cart.id, {
      customerId,
      customer: fillFromProfile(cart.customer, profile),
      // A password kept for "create an account with the order" is moot for an account holder.
      accountPasswordHash: null,
    });
  });
  return buildCart(db, await loadCartState(db, row, customerId));
}

/**
 * POST /cart/unlink: the cart no longer belongs to a customer (signing out). Whoever holds the
 * cart's code may detach it — it only takes the account away from the cart — except a signed-in
 * customer other than the linked one, whose request cannot be about their own cart (409). What
 * the account put into the cart goes with it: the personal data still equal to the account's
 * (`forgetProfile`; what the shopper typed differently stays) and a billing to a company saved in
 * an account (a billing `customerId`; its details came from that company too). Company details
 * typed by hand (customerId 0) stay.
 */
export async function unlinkCart(
  db: Database,
  code: string,
  callerId: number | null,
): Promise<Cart> {
  const row = await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, code);
    if (cart.customerId === null) return cart;
    if (callerId !== null && cart.customerId !== callerId) {
      throw new HttpError(409, CART_OF_ANOTHER_CUSTOMER);
    }
    const profile = await findCustomerProfile(tx, cart.customerId);
    return updateCartRow(tx, cart.id, {
      customerId: null,
      ...(profile ? { customer: forgetProfile(cart.customer, profile) } : {}),
      ...(cart.billing && cart.billing.customerId !== 0 ? { billing: null } : {}),
    });
  });
  return buildCart(db, await loadCartState(db, row, callerId));
}
