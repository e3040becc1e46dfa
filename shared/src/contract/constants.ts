/**
 * Plain values of the contract (no schema library), so front ends can import them without
 * bundling the schemas.
 */

/** Access tokens live 15 minutes; refresh tokens (the session) 2 days, like the account cookies. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 2 * 24 * 60 * 60;
/**
 * A session ends 30 days after its sign-in however often it was refreshed: then only the password
 * (or another grant) starts a new one.
 */
export const SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;

/** The httpOnly cookie carrying the refresh token. */
export const REFRESH_COOKIE = 'shop_refresh';

/** VAT rate of every price in the shop, in percent. */
export const VAT_RATE_PERCENT = 21;

/**
 * Sort keys of POST /products; the form field IS the key, with the value 1.
 * sort_old_desc (default): by id, highest first.
 */
export const PRODUCT_SORTS = [
  'sort_old_desc',
  'sort_newest',
  'sort_price_asc',
  'sort_price_desc',
  'sort_name_asc',
  'sort_name_desc',
] as const;
export type ProductSortKey = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSortKey = 'sort_old_desc';

export const PRODUCT_PAGE_SIZE = 24;

export const SHIPPING_TYPES = ['branch', 'night_safe', 'courier', 'set_transport'] as const;
export const COURIER_WINDOWS = ['08-12', '12-16', '16-20'] as const;
export const INSURANCE_IDS = ['basic', 'eu', 'world'] as const;

/** Order status values of the spec (CREATED is shown as "Conflict", ORDERED as "Reserved"). */
export const ORDER_STATUSES = [
  'DRAFT',
  'CREATED',
  'ORDERED',
  'PAID',
  'PART_PAID',
  'LENT',
  'RETURNED',
  'INVOICED',
  'SENT',
  'CANCELED',
] as const;

/** How far the shop has prepared an order's gear (spec §4). */
export const READY_STATUSES = [
  'NOT_READY',
  'PART_READY',
  'READY',
  'RDSTATE_READY_FOR_CHECK',
] as const;

/**
 * Roles of a company contact (domain decisions): administrator sees and edits the company's
 * orders; finance sees its invoices; billing-and-receiving sees its invoices and picks up its orders.
 */
export const COMPANY_ROLES = ['administrator', 'finance', 'billing-and-receiving'] as const;

/** Roles of the rental's staff: `desk` runs the board, handover, returns, transfers and documents;
 * `manager` all that, and units, repairs, damage charges, refunds, price offers and staff accounts. */
export const STAFF_ROLES = ['desk', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * States of a rentable product's unit (one piece, by serial number): `available` at its branch,
 * `out` with a customer, `in_repair`, or `retired`. Units in repair or retired are never booked.
 */
export const UNIT_STATES = ['available', 'out', 'in_repair', 'retired'] as const;
export type UnitState = (typeof UNIT_STATES)[number];

/** The httpOnly cookie of a staff session (path /api/desk). */
export const STAFF_SESSION_COOKIE = 'desk_session';
/** A staff session lasts a working day at most; signing in again starts a new one. */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;
/** errorKey of a refused sign-in whose password is right but which needs the second factor. */
export const TOTP_REQUIRED = 'TOTP_REQUIRED';
/** errorKey of a refused sign-in whose password is right but whose code is not (a guess). */
export const TOTP_WRONG = 'TOTP_WRONG';
/**
 * The IDs the desk checks at a handover (domain decisions: the rental desk): a Czech identity card
 * (občanský průkaz), a passport, a driving licence. Only the type and last four characters are kept.
 */
export const HANDOVER_ID_TYPES = ['id-card', 'passport', 'driving-licence'] as const;
export type HandoverIdType = (typeof HANDOVER_ID_TYPES)[number];
/** The desk's protocols: a handover (předávací protokol) and a return (protokol o vrácení). */
export const PROTOCOL_KINDS = ['handover', 'return'] as const;
export type ProtocolKind = (typeof PROTOCOL_KINDS)[number];
/**
 * What the desk charges after a handover (domain decisions: late return, damage and missing): a
 * late return's fee, a damaged unit, a missing unit. Each is a line of the order and its invoice.
 */
export const ORDER_CHARGES = ['late', 'damage', 'missing'] as const;
export type OrderCharge = (typeof ORDER_CHARGES)[number];
/** How a unit comes back. */
export const RETURN_CONDITIONS = ['ok', 'damaged', 'missing'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
/**
 * How the API words its refusals of an order's steps at the desk (handover and return). The desk
 * says each in its own language by these; `givenElsewhere` and `unitNotOut` begin or end a message
 * that names the order or the unit.
 */
export const DESK_REFUSALS = {
  orderNotFound: 'Order not found.',
  unknownLabel: 'No unit of ours has this label code.',
  notWaiting: 'The order is not waiting for its handover.',
  noWaitingPiece: 'The order has no piece of this product waiting for a unit.',
  givenHere: 'This unit is given to this order already.',
  givenElsewhere: 'This unit is given to order',
  notGiven: 'This unit is not given to this order, or it is out already.',
  unitOut: 'This unit is with a customer.',
  unitInRepair: 'This unit is in repair.',
  unitRetired: 'This unit is retired.',
  piecesWaiting: 'Every piece needs its unit before the handover.',
  earlyWithoutReason: 'It is not the pickup day yet: say why the order goes out early.',
  authorisedWithoutName: 'Name the person who takes the order.',
  badSignature: 'The signature is no image: ask the person to sign again.',
  notOut: 'The order is not out.',
  twiceInReturn: 'A unit is named twice in one return.',
  damageWithoutNote: 'Say what is damaged.',
  unitNotOut: 'is not out with this order.',
  notChargeable: 'Only an order out or back, not yet invoiced, takes a charge.',
  notConflict: 'Only a conflict order (CREATED) is resolved at the board.',
  stillShort: 'Units do not allow the order yet: it still lacks pieces.',
  notShort: 'The order does not lack this product.',
  notAlternative: 'The catalogue names no such alternative of this product.',
  alternativeNotFree: 'The alternative is not free for the order’s dates.',
  notPhoto: 'The file is no photo: take a JPEG, PNG or WebP picture.',
  photoNotHere: 'A photo is not one taken for this return.',
  photoWithoutDamage: 'Only a damaged unit takes photos.',
} as const;

/**
 * Damage photos of a return: at most `perUnit` for a unit, each file at most `maxBytes`, kept as a
 * JPEG of at most `maxEdge` pixels a side (of at most `maxPixels` pixels taken in).
 */
export const DAMAGE_PHOTOS = {
  perUnit: 6,
  maxBytes: 12 * 1024 * 1024,
  maxEdge: 2000,
  maxPixels: 60_000_000,
} as const;

/** Units a page of GET /desk/units holds. */
export const DESK_UNITS_PER_PAGE = 50;

/** States of a card payment as the gateway reports them. */
export const PAYMENT_STATES = ['CREATED', 'PAID', 'CANCELED', 'TIMEOUTED'] as const;

/** Error keys of a cart update answered with success: false (the cart is left unchanged). */
export const CART_ERROR_KEYS = [
  // items
  'item_not_found',
  'item_not_for_rent',
  'item_not_for_sale',
  'quantity_exceeded',
  'item_required',
  'dynamic_configuration_invalid',
  // price offers
  'offer_invalid',
  'offer_blocks_items',
  // dates (spec §5)
  'customer_missing',
  'shipping_missing',
  'out_of_opening_hours',
  'date_from_in_past',
  'date_to_in_past',
  'date_from_after_date_to',
  'date_range_mismatch_with_offer',
  // shipping
  'date_missing',
  'night_safe_not_allowed',
  'address_required',
  'address_outside_set_area',
  'courier_window_required',
  'courier_not_on_business_day',
  'branch_required',
  'branch_mismatch',
  // billing, insurance, voucher
  'billing_invalid',
  'insurance_countries_missing',
  'birth_number_invalid',
  'insurance_holder_missing',
  'voucher_required',
  'voucher_invalid',
  // too many wrong voucher codes or price-offer passwords: wait before the next try
  'too_many_attempts',
  // placing the order
  'cart_empty',
  'billing_missing',
  'order_failed',
] as const;

/** The shop's own web pages as an API client: they keep the refresh token in its cookie only. */
export const WEB_CLIENT_ID = 'shop-web';

/**
 * The errorKey of a password sign-in refused (403) although the password is right: the e-mail of
 * the registration is not confirmed yet. Only the right password earns it; any other refusal says
 * nothing of whether the e-mail has an account.
 */
export const EMAIL_NOT_CONFIRMED = 'email_not_confirmed';

/** The invoice list's filter (contract: invoice.ts): digits of an order number, a customer's name. */
export const INVOICE_FILTER_LIMITS = { orderNumber: 8, customerName: 200 } as const;
/** The highest page number the invoice list accepts. */
export const INVOICES_PAGE_MAX = 10_000;

/** Favourites (contract: favourite.ts): the most a customer keeps, and one merge carries. */
export const FAVOURITES_MAX = 500;
export const FAVOURITES_MERGE_MAX = 200;
/** The most periods a customer watches for one product, and pieces one watch asks for. */
export const FAVOURITE_WATCHES_PER_PRODUCT_MAX = 10;
export const FAVOURITE_WATCH_QUANTITY_MAX = 50;

/** The highest database id a request may name (a positive 32-bit integer). */
export const ID_MAX = 2_147_483_647;

/** Most lines one order change may name. */
export const ORDER_UPDATE_ITEMS_MAX = 50;
/** Most pieces of one product one order line may hold. */
export const ORDER_LINE_QUANTITY_MAX = 50;
