/**
 * The longest text each kind of form field takes, in one table: the contract's schemas, the
 * forms' rules (shared/src/validation) and the inputs' maxLength all read it, so an input holds
 * no more than the API accepts and a refusal can name the limit. Plain values: pages use them
 * without loading the schema library.
 */
export const FIELD_LIMITS = {
  email: 254,
  /** A first name, a last name, the sender of a shared cart. */
  personName: 100,
  phone: 30,
  password: 200,
  /** A postal address on one line (a permanent address, an account's address). */
  address: 300,
  street: 200,
  city: 100,
  /** Postal code as typed (a Czech one is checked for its 5 digits). */
  zipCode: 10,
  companyName: 200,
  /** A company ID (IČO) or VAT ID (DIČ) as typed, spaces included; its format is checked. */
  companyId: 20,
  vatId: 20,
  /** A birth number with its slash. */
  birthNumber: 11,
  /** A student card (ISIC) number. */
  isic: 20,
  /** A price offer's number (digits of a database id). */
  offerId: 10,
  voucherCode: 50,
  /** The password of a staff-prepared price offer. */
  offerPassword: 100,
  productionName: 200,
  projectName: 200,
  projectRole: 100,
  /** What a shopper searches the catalogue for. */
  search: 200,
  /** A unit's maker's serial number. */
  serialNumber: 60,
  /** A unit's label code as typed or scanned (U000042). */
  labelCode: 32,
  /** Why a unit goes to repair or is retired. */
  reason: 500,
  /** A note to an order, a shared cart's message, a message to the shop, a unit's notes. */
  note: 2000,
  /** A signature drawn at the desk, as a PNG data URL. */
  signature: 400_000,
} as const;

export type FieldLimitKind = keyof typeof FIELD_LIMITS;
