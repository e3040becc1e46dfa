import { hash } from '@node-rs/argon2';
import type {
  CartAdditionalUpdate,
  CartBillingUpdate,
  CartPersonalDataUpdate,
} from '@shop/shared/contract';
import { normalizePhone } from '@shop/shared/rules/phone';
import type { CartAdditionalData, CartBillingData, CartCustomerData } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { refuse, type UpdateContext, type UpdateResult } from './update-types';

const EMPTY_CUSTOMER: CartCustomerData = {
  email: null,
  phone: null,
  firstname: null,
  lastname: null,
  address: null,
  bornDate: null,
  register: false,
};

const TEXT_FIELDS = ['email', 'phone', 'firstname', 'lastname', 'address', 'bornDate'] as const;

/** A trimmed text, or null when empty. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * How a personal-data field is stored: the e-mail lower-case, the phone in E.164 (the shared
 * phone rule; parseCartUpdate has already refused a phone it does not accept), the rest as given.
 */
function stored(field: (typeof TEXT_FIELDS)[number], value: string): string {
  if (field === 'email') return value.toLowerCase();
  if (field === 'phone') {
    const phone = normalizePhone(value);
    if (phone === null) throw badRequest('cart.customer.phone must be a valid phone number');
    return phone;
  }
  return value;
}

/**
 * PersonalData: merges the non-empty fields into the cart's personal data (e-mail lower-case, phone
 * in E.164) and the register flag. `createAccount` counts only for a cart without a linked customer and with
 * register on: its password is kept as an argon2id hash until the order creates the account;
 * register off drops a kept password.
 */
export async function setPersonalData(
  { state }: UpdateContext,
  update: CartPersonalDataUpdate,
): Promise<UpdateResult> {
  const customer: CartCustomerData = { ...EMPTY_CUSTOMER, ...state.row.customer };
  for (const field of TEXT_FIELDS) {
    const value = text(update.customer[field]);
    if (value !== null) customer[field] = stored(field, value);
  }
  if (update.customer.register !== undefined) customer.register = update.customer.register;
  const canCreateAccount = state.row.customerId === null && customer.register;
  let accountPasswordHash = canCreateAccount ? state.row.accountPasswordHash : null;
  if (canCreateAccount && update.createAccount) {
    // @node-rs/argon2 hashes with argon2id by default.
    accountPasswordHash = await hash(update.createAccount.password);
  }
  return { patch: { customer, accountPasswordHash } };
}

/**
 * Billing: customerId 0 and nothing else resets to personal billing; otherwise company ID
 * (8 digits), name, street, city, zip code and country are all needed (billing_invalid).
 */
export function setBilling(_context: UpdateContext, update: CartBillingUpdate): UpdateResult {
  const required = {
    taxRegNo: text(update.taxRegNo),
    name: text(update.name),
    street: text(update.street),
    city: text(update.city),
    zipCode: text(update.zipCode),
    country: text(update.country),
  };
  const given = Object.values(required).some((value) => value !== null) || text(update.vatRegNo);
  if (update.customerId === 0 && !given) return { patch: { billing: null } };
  const { taxRegNo, name, street, city, zipCode, country } = required;
  if (!taxRegNo || !/^\d{8}$/.test(taxRegNo) || !name || !street || !city || !zipCode || !country) {
    return refuse('billing_invalid');
  }
  const billing: CartBillingData = {
    customerId: update.customerId,
    taxRegNo,
    vatRegNo: text(update.vatRegNo),
    name,
    street,
    city,
    zipCode,
    country: country.toUpperCase(),
  };
  return { patch: { billing } };
}

/** Additional: project, production, role and note as given (missing or empty = none). */
export function setAdditional(_context: UpdateContext, update: CartAdditionalUpdate): UpdateResult {
  const additional: CartAdditionalData = {
    productionName: text(update.productionName),
    projectName: text(update.projectName),
    projectRole: text(update.projectRole),
    note: text(update.note),
  };
  const empty = Object.values(additional).every((value) => value === null);
  return { patch: { additional: empty ? null : additional } };
}
