import { type Static, Type } from 'typebox';
import {
  Amount,
  FormFlag,
  Id,
  NullableInteger,
  NullableString,
  PragueDate,
  PragueDateTime,
} from './common';
import { CART_ERROR_KEYS, COURIER_WINDOWS, INSURANCE_IDS, SHIPPING_TYPES } from './constants';
import { FIELD_LIMITS } from './field-limits';

export const CART_ITEM_QUANTITY_MAX = 99;

/** Cart item types of the spec. For a priceOffer item, `id` is the price offer's id. */
export const CartItemType = Type.Enum(['product', 'bundle', 'dynamicProduct', 'priceOffer']);
export type CartItemType = Static<typeof CartItemType>;

/**
 * A dynamic product's choice: group key → chosen option product ids (each group of the product's
 * configuration needs between its min and max ids).
 */
export const DynamicProductChoice = Type.Record(
  Type.String({ maxLength: 64 }),
  Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 20 }),
);
export type DynamicProductChoice = Static<typeof DynamicProductChoice>;

export const CartItem = Type.Object({
  /** Product id (price offer id for type priceOffer). */
  id: Type.Integer(),
  type: CartItemType,
  quantity: Type.Integer(),
  isSale: Type.Boolean(),
  dynamicProductConfiguration: Type.Union([DynamicProductChoice, Type.Null()]),
});
export type CartItem = Static<typeof CartItem>;

export const CartLineCurrencyPrices = Type.Object({
  unitPrice: Amount,
  total: Amount,
});
export type CartLineCurrencyPrices = Static<typeof CartLineCurrencyPrices>;

/** What a bundle, dynamic product or price offer line consists of (shown under the line). */
export const CartLineContent = Type.Object({
  productId: Type.Integer(),
  name: Type.String(),
  translations: Type.Object({ en: Type.Object({ name: Type.String() }) }),
  quantity: Type.Integer(),
});
export type CartLineContent = Static<typeof CartLineContent>;

/** A priced cart entry; rent and sale entries come in separate lists. */
export const CartLine = Type.Object({
  /** Product id (price offer id for type priceOffer). */
  id: Type.Integer(),
  type: CartItemType,
  quantity: Type.Integer(),
  isSale: Type.Boolean(),
  name: Type.String(),
  slug: Type.String(),
  translations: Type.Object({ en: Type.Object({ name: Type.String(), slug: Type.String() }) }),
  image: Type.String(),
  /** Category group of the product, for "group by category groups"; null for price offers. */
  categoryGroup: Type.Union([
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      translations: Type.Object({ en: Type.Object({ name: Type.String() }) }),
    }),
    Type.Null(),
  ]),
  /** Bundle contents, the dynamic product's chosen options or the price offer's items. */
  contents: Type.Array(CartLineContent),
  dynamicProductConfiguration: Type.Union([DynamicProductChoice, Type.Null()]),
  /** pricePerDay for rent (incl. chosen options), sale price for sale; CZK without VAT. */
  unitPrice: Amount,
  /** Shooting days billed (1 while no dates are chosen); null for sale and price offers. */
  days: NullableInteger,
  /** unitPrice × quantity × days (days = 1 for sale); a price offer's fixed total. */
  total: Amount,
  currencies: Type.Object({
    czk: CartLineCurrencyPrices,
    eur: CartLineCurrencyPrices,
    usd: CartLineCurrencyPrices,
  }),
});
export type CartLine = Static<typeof CartLine>;

export const CartCurrencyPrice = Type.Object({
  price: Amount,
  vat: Amount,
  shippingPrice: Amount,
  expressFee: Amount,
  voucherDiscount: Amount,
  insurancePrice: Amount,
  totalWithVat: Amount,
});
export type CartCurrencyPrice = Static<typeof CartCurrencyPrice>;

export const CartPrice = Type.Object({
  /** Rent + sale − voucher + insurance + shipping + express fee, CZK without VAT. */
  price: Amount,
  /** 21 % of price. */
  vat: Amount,
  /** Both shipping directions, without the express fee. */
  shippingPrice: Amount,
  expressFee: Amount,
  voucherDiscount: Amount,
  insurancePrice: Amount,
  rentTotal: Amount,
  saleTotal: Amount,
  /** price + vat. */
  totalWithVat: Amount,
  currencies: Type.Object({
    czk: CartCurrencyPrice,
    eur: CartCurrencyPrice,
    usd: CartCurrencyPrice,
  }),
});
export type CartPrice = Static<typeof CartPrice>;

export const CartCustomer = Type.Object({
  /** Set once the customer has an account (after createAccount, or when a signed-in user's cart). */
  customerKey: NullableString,
  email: NullableString,
  phone: NullableString,
  firstname: NullableString,
  lastname: NullableString,
  address: NullableString,
  bornDate: Type.Union([PragueDate, Type.Null()]),
  /** The customer asked to create an account with the order. */
  register: Type.Boolean(),
  /** Frequent customers may use the night safe. */
  frequentCustomer: Type.Boolean(),
});
export type CartCustomer = Static<typeof CartCustomer>;

export const ShippingType = Type.Enum(SHIPPING_TYPES);
export type ShippingType = Static<typeof ShippingType>;
export const CourierWindow = Type.Enum(COURIER_WINDOWS);
export type CourierWindow = Static<typeof CourierWindow>;

export const ShippingAddress = Type.Object({
  street: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.street }),
  city: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.city }),
  zipCode: Type.String({ pattern: '^\\d{3} ?\\d{2}$' }),
  country: Type.String({ minLength: 2, maxLength: 2 }),
});
export type ShippingAddress = Static<typeof ShippingAddress>;

/** One direction of shipping as chosen, with its price. */
export const ShippingSelection = Type.Object({
  type: ShippingType,
  /** Branch for branch and night_safe. */
  branchId: NullableInteger,
  /** Courier delivery window. */
  window: Type.Union([CourierWindow, Type.Null()]),
  price: Amount,
  expressFee: Amount,
});
export type ShippingSelection = Static<typeof ShippingSelection>;

export const CartShipping = Type.Object({
  selected: Type.Object({
    pickup: Type.Union([ShippingSelection, Type.Null()]),
    return: Type.Union([ShippingSelection, Type.Null()]),
  }),
  /** Courier or set-transport address of each direction. */
  pickupAddress: Type.Union([ShippingAddress, Type.Null()]),
  returnAddress: Type.Union([ShippingAddress, Type.Null()]),
});
export type CartShipping = Static<typeof CartShipping>;

export const BillingCustomer = Type.Object({
  /** A saved company billing profile of a signed-in customer; 0 for data typed in the cart. */
  customerId: Type.Integer({ minimum: 0 }),
  taxRegNo: Type.String(),
  vatRegNo: NullableString,
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  zipCode: Type.String(),
  country: Type.String(),
});
export type BillingCustomer = Static<typeof BillingCustomer>;

export const InsuranceId = Type.Enum(INSURANCE_IDS);
export type InsuranceId = Static<typeof InsuranceId>;

export const InsuranceSelection = Type.Object({
  id: InsuranceId,
  /** ISO 3166 alpha-2 codes where the equipment is used (eu and world need at least one). */
  countries: Type.Array(Type.String({ minLength: 2, maxLength: 2 })),
  birthNumber: NullableString,
  bornDate: Type.Union([PragueDate, Type.Null()]),
  permanentAddress: NullableString,
  companyId: NullableString,
  student: Type.Boolean(),
  isic: NullableString,
});
export type InsuranceSelection = Static<typeof InsuranceSelection>;

export const CartInsurance = Type.Object({
  /** Whether insurance applies (the cart has rent items). */
  possible: Type.Boolean(),
  /** null = basic insurance only (included, zero price). */
  selected: Type.Union([InsuranceSelection, Type.Null()]),
  price: Amount,
});
export type CartInsurance = Static<typeof CartInsurance>;

export const CartAdditional = Type.Object({
  productionName: NullableString,
  projectName: NullableString,
  projectRole: NullableString,
  note: NullableString,
});
export type CartAdditional = Static<typeof CartAdditional>;

export const CartVoucher = Type.Object({
  voucherCode: Type.String(),
  discount: Amount,
});
export type CartVoucher = Static<typeof CartVoucher>;

/** The placed order of a finished cart. */
export const CartOrder = Type.Object({
  orderNumber: Type.String(),
  status: Type.String(),
  /** Code of the estimate (proforma) issued with the order. */
  estimateCode: Type.String(),
  /** Where the browser goes to pay (the payment adapter's gateway URL). */
  paymentUrl: NullableString,
});
export type CartOrder = Static<typeof CartOrder>;

/** Days picked before the checkout (a product page's dates), Europe/Prague. */
export const PlannedDates = Type.Object({ from: PragueDate, to: PragueDate });
export type PlannedDates = Static<typeof PlannedDates>;

export const Cart = Type.Object({
  cartCode: Type.String(),
  items: Type.Array(CartItem),
  rent: Type.Array(CartLine),
  sale: Type.Array(CartLine),
  customer: Type.Union([CartCustomer, Type.Null()]),
  /** Confirmed pickup (from) and return (to), Europe/Prague wall-clock. */
  date: Type.Object({
    from: Type.Union([PragueDateTime, Type.Null()]),
    to: Type.Union([PragueDateTime, Type.Null()]),
  }),
  /**
   * Days picked with the first item before any dates were confirmed (a product page's): the cart
   * is priced for them at the usual times until the checkout's dates are confirmed.
   */
  plannedDates: Type.Union([PlannedDates, Type.Null()]),
  /** Shooting days billed for the chosen (or planned) dates; null without dates. */
  shootingDays: NullableInteger,
  shipping: CartShipping,
  hasBillingCustomer: Type.Boolean(),
  billingCustomer: Type.Union([BillingCustomer, Type.Null()]),
  insurance: CartInsurance,
  voucher: Type.Union([CartVoucher, Type.Null()]),
  additional: Type.Union([CartAdditional, Type.Null()]),
  groupByCategoryGroups: Type.Boolean(),
  /** A price offer in the cart locks the dates and blocks other items. */
  priceOffer: Type.Union([
    Type.Object({ id: Type.Integer(), from: PragueDateTime, to: PragueDateTime }),
    Type.Null(),
  ]),
  order: Type.Union([CartOrder, Type.Null()]),
  /** Sum of item quantities. */
  itemCount: Type.Integer(),
  price: CartPrice,
});
export type Cart = Static<typeof Cart>;

// ---------------------------------------------------------------- calls

export const CartCodeParams = Type.Object({
  cartCode: Type.String({ minLength: 1, maxLength: 128 }),
});
export type CartCodeParams = Static<typeof CartCodeParams>;

export const CartGenerateResponse = Type.Object({
  success: Type.Literal(true),
  cartCode: Type.String(),
});
export type CartGenerateResponse = Static<typeof CartGenerateResponse>;

export const CartResponse = Type.Object({
  success: Type.Literal(true),
  cart: Cart,
});
export type CartResponse = Static<typeof CartResponse>;

/** Every update kind of the spec. */
export const CART_UPDATE_KINDS = [
  'Group',
  'Response',
  'Insurance',
  'Add',
  'AddGroup',
  'AddOffer',
  'PersonalData',
  'Date',
  'Shipping',
  'Billing',
  'Additional',
  'Voucher',
  'DynamicProduct',
] as const;
export type CartUpdateKind = (typeof CART_UPDATE_KINDS)[number];

/** One item as the client sends it in an update. */
export const CartItemInput = Type.Object({
  id: Id,
  type: CartItemType,
  quantity: Type.Integer({ minimum: 1, maximum: CART_ITEM_QUANTITY_MAX }),
  isSale: Type.Boolean(),
  dynamicProductConfiguration: Type.Optional(Type.Union([DynamicProductChoice, Type.Null()])),
});
export type CartItemInput = Static<typeof CartItemInput>;

/** Adds items; the same product with the same isSale (and configuration) merges quantities. */
export const CartAddUpdate = Type.Object({
  kind: Type.Literal('Add'),
  items: Type.Array(CartItemInput, { minItems: 1, maxItems: 100 }),
  /** The days the item was picked for: the cart keeps them when it has no dates yet. */
  dates: Type.Optional(PlannedDates),
});
export type CartAddUpdate = Static<typeof CartAddUpdate>;

/** Adds several items at once, all or nothing (a set, a gear list, a product with accessories). */
export const CartAddGroupUpdate = Type.Object({
  kind: Type.Literal('AddGroup'),
  items: Type.Array(CartItemInput, { minItems: 1, maxItems: 100 }),
});
export type CartAddGroupUpdate = Static<typeof CartAddGroupUpdate>;

/** Replaces the items with the full list the client now wants (removing, changing quantities). */
export const CartResponseUpdate = Type.Object({
  kind: Type.Literal('Response'),
  items: Type.Array(CartItemInput, { maxItems: 200 }),
});
export type CartResponseUpdate = Static<typeof CartResponseUpdate>;

/** Groups the cart's lines by category groups (or not). */
export const CartGroupUpdate = Type.Object({
  kind: Type.Literal('Group'),
  groupByCategoryGroups: Type.Boolean(),
});
export type CartGroupUpdate = Static<typeof CartGroupUpdate>;

/** Adds a staff-prepared price offer by its id and password. */
export const CartAddOfferUpdate = Type.Object({
  kind: Type.Literal('AddOffer'),
  offerId: Id,
  password: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.offerPassword }),
});
export type CartAddOfferUpdate = Static<typeof CartAddOfferUpdate>;

const PersonName = Type.String({ minLength: 1, maxLength: FIELD_LIMITS.personName });

/**
 * Personal data: only non-empty fields are sent; `createAccount` only without a customer key and
 * with the register flag (the password is stored as an argon2id hash when the order is placed).
 */
export const CartPersonalDataUpdate = Type.Object({
  kind: Type.Literal('PersonalData'),
  customer: Type.Object({
    email: Type.Optional(Type.String({ format: 'email', maxLength: FIELD_LIMITS.email })),
    phone: Type.Optional(Type.String({ minLength: 9, maxLength: FIELD_LIMITS.phone })),
    firstname: Type.Optional(PersonName),
    lastname: Type.Optional(PersonName),
    address: Type.Optional(Type.String({ minLength: 1, maxLength: FIELD_LIMITS.address })),
    bornDate: Type.Optional(PragueDate),
    register: Type.Optional(Type.Boolean()),
  }),
  createAccount: Type.Optional(
    Type.Object({ password: Type.String({ minLength: 6, maxLength: FIELD_LIMITS.password }) }),
  ),
});
export type CartPersonalDataUpdate = Static<typeof CartPersonalDataUpdate>;

/** How a leg will travel, as far as its time depends on it (the Date update checks it). */
export const DateLegPlan = Type.Object({
  type: ShippingType,
  window: Type.Optional(Type.Union([CourierWindow, Type.Null()])),
});
export type DateLegPlan = Static<typeof DateLegPlan>;

/**
 * Confirms pickup and return date-times; with the way each leg will travel, the times are checked
 * against it too (a branch's hours, a courier's window).
 */
export const CartDateUpdate = Type.Object({
  kind: Type.Literal('Date'),
  from: PragueDateTime,
  to: PragueDateTime,
  pickup: Type.Optional(DateLegPlan),
  return: Type.Optional(DateLegPlan),
});
export type CartDateUpdate = Static<typeof CartDateUpdate>;

export const ShippingLegInput = Type.Object({
  type: ShippingType,
  branchId: Type.Optional(Type.Union([Id, Type.Null()])),
  window: Type.Optional(Type.Union([CourierWindow, Type.Null()])),
  address: Type.Optional(Type.Union([ShippingAddress, Type.Null()])),
});
export type ShippingLegInput = Static<typeof ShippingLegInput>;

/** Chooses how the equipment travels each way (needs confirmed dates). */
export const CartShippingUpdate = Type.Object({
  kind: Type.Literal('Shipping'),
  pickup: ShippingLegInput,
  return: ShippingLegInput,
});
export type CartShippingUpdate = Static<typeof CartShippingUpdate>;

const BillingText = (max: number) => Type.String({ maxLength: max });

/** Company billing; customerId 0 with no other fields resets billing (back to personal billing). */
export const CartBillingUpdate = Type.Object({
  kind: Type.Literal('Billing'),
  customerId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  taxRegNo: Type.Optional(Type.String({ pattern: '^\\d{8}$' })),
  vatRegNo: Type.Optional(Type.Union([BillingText(FIELD_LIMITS.vatId), Type.Null()])),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: FIELD_LIMITS.companyName })),
  street: Type.Optional(Type.String({ minLength: 1, maxLength: FIELD_LIMITS.street })),
  city: Type.Optional(Type.String({ minLength: 1, maxLength: FIELD_LIMITS.city })),
  zipCode: Type.Optional(Type.String({ pattern: '^\\d{3} ?\\d{2}$' })),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
});
export type CartBillingUpdate = Static<typeof CartBillingUpdate>;

/** Insurance: id '0' resets to basic insurance; eu/world need countries before billing. */
export const CartInsuranceUpdate = Type.Object({
  kind: Type.Literal('Insurance'),
  id: Type.Union([Type.Literal('0'), InsuranceId]),
  countries: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { maxItems: 60 })),
  birthNumber: Type.Optional(
    Type.Union([Type.String({ maxLength: FIELD_LIMITS.birthNumber }), Type.Null()]),
  ),
  bornDate: Type.Optional(Type.Union([PragueDate, Type.Null()])),
  permanentAddress: Type.Optional(Type.Union([BillingText(FIELD_LIMITS.address), Type.Null()])),
  companyId: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{8}$' }), Type.Null()])),
  student: Type.Optional(Type.Boolean()),
  isic: Type.Optional(Type.Union([BillingText(FIELD_LIMITS.isic), Type.Null()])),
});
export type CartInsuranceUpdate = Static<typeof CartInsuranceUpdate>;

/** Project name, production, role and a note for the order. */
export const CartAdditionalUpdate = Type.Object({
  kind: Type.Literal('Additional'),
  productionName: Type.Optional(
    Type.Union([BillingText(FIELD_LIMITS.productionName), Type.Null()]),
  ),
  projectName: Type.Optional(Type.Union([BillingText(FIELD_LIMITS.projectName), Type.Null()])),
  projectRole: Type.Optional(Type.Union([BillingText(FIELD_LIMITS.projectRole), Type.Null()])),
  note: Type.Optional(Type.Union([BillingText(FIELD_LIMITS.note), Type.Null()])),
});
export type CartAdditionalUpdate = Static<typeof CartAdditionalUpdate>;

/** Applies a voucher; an empty code removes it. */
export const CartVoucherUpdate = Type.Object({
  kind: Type.Literal('Voucher'),
  voucherCode: Type.String({ maxLength: FIELD_LIMITS.voucherCode }),
});
export type CartVoucherUpdate = Static<typeof CartVoucherUpdate>;

/** Adds a dynamic product with its configuration (or replaces the configuration of one). */
export const CartDynamicProductUpdate = Type.Object({
  kind: Type.Literal('DynamicProduct'),
  id: Id,
  quantity: Type.Integer({ minimum: 1, maximum: CART_ITEM_QUANTITY_MAX }),
  isSale: Type.Boolean(),
  configuration: DynamicProductChoice,
  /** As Add's. */
  dates: Type.Optional(PlannedDates),
});
export type CartDynamicProductUpdate = Static<typeof CartDynamicProductUpdate>;

/** The JSON carried by the `cart` field of POST /cart/update. */
export const CartUpdate = Type.Union([
  CartGroupUpdate,
  CartResponseUpdate,
  CartInsuranceUpdate,
  CartAddUpdate,
  CartAddGroupUpdate,
  CartAddOfferUpdate,
  CartPersonalDataUpdate,
  CartDateUpdate,
  CartShippingUpdate,
  CartBillingUpdate,
  CartAdditionalUpdate,
  CartVoucherUpdate,
  CartDynamicProductUpdate,
]);
export type CartUpdate = Static<typeof CartUpdate>;

export const CART_UPDATE_JSON_MAX_LENGTH = 20_000;

/** Form body of POST /cart/update; `cart` is the JSON text of a CartUpdate. */
export const CartUpdateRequest = Type.Object(
  {
    cartCode: Type.String({ minLength: 1, maxLength: 128 }),
    cart: Type.Optional(
      Type.Union([Type.String({ maxLength: CART_UPDATE_JSON_MAX_LENGTH }), Type.Object({})]),
    ),
    groupByCategoryGroups: Type.Optional(FormFlag),
    reset: Type.Optional(FormFlag),
    finishOrder: Type.Optional(FormFlag),
  },
  { additionalProperties: false },
);
export type CartUpdateRequest = Static<typeof CartUpdateRequest>;

export const CartErrorKey = Type.Enum(CART_ERROR_KEYS);
export type CartErrorKey = Static<typeof CartErrorKey>;

export const CartUpdateReply = Type.Object({
  success: Type.Boolean(),
  cart: Cart,
  errorKey: Type.Union([CartErrorKey, Type.Null()]),
});
export type CartUpdateReply = Static<typeof CartUpdateReply>;

/** POST /cart/regenerate: a new cart with the items of a cart or of an order. */
export const CartRegenerateRequest = Type.Object(
  {
    cartCode: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    orderNumber: Type.Optional(Type.String({ pattern: '^\\d{8}$' })),
    /** With orderNumber: the order's estimate code (not needed by the customer who placed it). */
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type CartRegenerateRequest = Static<typeof CartRegenerateRequest>;

/** POST /cart/share: e-mails a link to the cart (spec's share-cart fields). */
export const CartShareRequest = Type.Object(
  {
    cartCode: Type.String({ minLength: 1, maxLength: 128 }),
    senderEmail: Type.String({ format: 'email', maxLength: FIELD_LIMITS.email }),
    senderName: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.personName }),
    recipientEmail: Type.String({ format: 'email', maxLength: FIELD_LIMITS.email }),
    projectName: Type.Optional(Type.String({ maxLength: FIELD_LIMITS.projectName })),
    dateFrom: Type.Optional(Type.Union([PragueDate, Type.Literal('')])),
    dateTo: Type.Optional(Type.Union([PragueDate, Type.Literal('')])),
    note: Type.Optional(Type.String({ maxLength: FIELD_LIMITS.note })),
    lang: Type.Optional(Type.Enum(['cs', 'en'])),
  },
  { additionalProperties: false },
);
export type CartShareRequest = Static<typeof CartShareRequest>;

export const CartShareResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
});
export type CartShareResponse = Static<typeof CartShareResponse>;

/**
 * POST /cart/link (signed in): links the cart to the signed-in customer and fills its empty
 * personal data from the account. POST /cart/unlink: detaches it again (before signing out).
 * Both answer CartResponse.
 */
export const CartLinkRequest = Type.Object(
  {
    cartCode: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type CartLinkRequest = Static<typeof CartLinkRequest>;
