import {
  CART_UPDATE_KINDS,
  CartAddGroupUpdate,
  CartAdditionalUpdate,
  CartAddOfferUpdate,
  CartAddUpdate,
  CartBillingUpdate,
  CartDateUpdate,
  CartDynamicProductUpdate,
  CartGroupUpdate,
  CartInsuranceUpdate,
  CartPersonalDataUpdate,
  CartResponseUpdate,
  CartShippingUpdate,
  CartUpdate,
  type CartUpdateKind,
  CartVoucherUpdate,
  findUnsafeInput,
} from '@shop/shared/contract';
import { normalizePhone } from '@shop/shared/rules/phone';
import { isLocalDate, isLocalDateTime } from '@shop/shared/rules/prague-time';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { badRequest } from '../../lib/http-error';
import {
  describeSchemaErrors,
  refusedFieldOf,
  unsafeInputRefused,
} from '../../lib/validation-message';

const checkUpdate = Compile(CartUpdate);
const checkByKind: Record<CartUpdateKind, ReturnType<typeof Compile<TSchema>>> = {
  Group: Compile(CartGroupUpdate),
  Response: Compile(CartResponseUpdate),
  Insurance: Compile(CartInsuranceUpdate),
  Add: Compile(CartAddUpdate),
  AddGroup: Compile(CartAddGroupUpdate),
  AddOffer: Compile(CartAddOfferUpdate),
  PersonalData: Compile(CartPersonalDataUpdate),
  Date: Compile(CartDateUpdate),
  Shipping: Compile(CartShippingUpdate),
  Billing: Compile(CartBillingUpdate),
  Additional: Compile(CartAdditionalUpdate),
  Voucher: Compile(CartVoucherUpdate),
  DynamicProduct: Compile(CartDynamicProductUpdate),
};

function isKind(kind: unknown): kind is CartUpdateKind {
  return typeof kind === 'string' && (CART_UPDATE_KINDS as readonly string[]).includes(kind);
}

/** Calendar checks the schema patterns cannot make (2026-02-30, 25:00). */
function assertRealDates(update: CartUpdate): void {
  const dateTimes: Array<[string, string | null | undefined]> = [];
  const dates: Array<[string, string | null | undefined]> = [];
  if (update.kind === 'Date') dateTimes.push(['cart.from', update.from], ['cart.to', update.to]);
  if (update.kind === 'PersonalData')
    dates.push(['cart.customer.bornDate', update.customer.bornDate]);
  if (update.kind === 'Insurance') dates.push(['cart.bornDate', update.bornDate]);
  for (const [field, value] of dateTimes) {
    if (value && !isLocalDateTime(value)) {
      throw badRequest(`${field} must be a valid date-time`, { name: field, problem: 'invalid' });
    }
  }
  for (const [field, value] of dates) {
    if (value && !isLocalDate(value)) {
      throw badRequest(`${field} must be a valid date`, { name: field, problem: 'invalid' });
    }
  }
}

/**
 * The phone rule of the checkout form (@shop/shared/rules/phone) is the API's: a number it refuses
 * is a 400 here, before anything is stored. An empty or blank phone means "not given", as for the
 * other personal-data fields.
 */
function assertValidPhone(update: CartUpdate): void {
  if (update.kind !== 'PersonalData') return;
  const { phone } = update.customer;
  if (phone === undefined || phone.trim() === '') return;
  if (normalizePhone(phone) === null) {
    throw badRequest(
      'cart.customer.phone must be a valid phone number (e.g. 777 123 456 or +420 777 123 456)',
      { name: 'cart.customer.phone', problem: 'invalid' },
    );
  }
}

/**
 * Reads the `cart` field of POST /cart/update: JSON text (or an object from a JSON request) of one
 * CartUpdate. Throws a 400 naming the field for bad JSON, an unknown kind, a bad shape, a date
 * that does not exist or a phone number that is not one; undefined when the field is absent or
 * empty.
 */
export function parseCartUpdate(raw: string | object | undefined): CartUpdate | undefined {
  if (raw === undefined) return undefined;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return undefined;
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('cart must be valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('cart must be a JSON object');
  }
  const kind = (value as { kind?: unknown }).kind;
  if (kind === undefined) throw badRequest('cart.kind is required');
  if (!isKind(kind)) throw badRequest(`cart.kind must be one of: ${CART_UPDATE_KINDS.join(', ')}`);
  const check = checkByKind[kind];
  if (!check.Check(value) || !checkUpdate.Check(value)) {
    const errors = [...check.Errors(value)];
    throw badRequest(
      describeSchemaErrors(errors, { root: 'cart' }),
      refusedFieldOf(errors, 'cart'),
    );
  }
  const unsafe = findUnsafeInput(value);
  if (unsafe) throw unsafeInputRefused(unsafe, 'cart');
  assertRealDates(value);
  assertValidPhone(value);
  return value;
}
