import { type Static, Type } from 'typebox';
import { AccountOrderDetail } from './account-orders';
import { CartInsuranceUpdate, ShippingLegInput } from './cart';
import { Amount, Id, NullableString, PragueDateTime } from './common';
import { ORDER_LINE_QUANTITY_MAX, ORDER_UPDATE_ITEMS_MAX } from './constants';
import { FIELD_LIMITS } from './field-limits';

// Changing a placed order from the account: POST /order/update with the order number, the action
// and its fields. Every change is priced by the one pricing engine and written to the order's
// history; `preview` answers the new price without keeping anything (the dialogs show it before
// the customer confirms). A refusal answers 4xx with the spec's code (1–34) in `errorMessage`.

/** The order actions of the spec (§7). */
export const ORDER_ACTIONS = [
  'addItems',
  'editRentalItems',
  'cancelOrder',
  'cancelItems',
  'cancelSales',
  'editGroupDate',
  'editItemsDate',
  'editBillingCustomer',
  'unsetBillingCustomer',
  'editOrderData',
  'addInsurance',
  'unsetInsurance',
  'updateShipping',
  'listShippingOptions',
  'groupByCategoryGroups',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The order error codes of the spec (§8); the front end shows them in the shopper's language. */
export const ORDER_ERRORS = {
  1: 'customer key not sent',
  2: 'order number not sent',
  3: 'nothing found for the order number',
  4: 'invalid customer key',
  5: 'billing group ID not sent',
  6: 'invalid billing group ID',
  7: 'the billing group can no longer be edited',
  8: 'no items found',
  9: 'the requested items cannot be added',
  10: "the item's availability starts after the billing group's start date",
  11: 'too many pieces of one item',
  12: 'error adding items',
  13: 'the order can no longer be edited',
  14: 'error processing the cancel request',
  15: 'the order cannot be cancelled',
  16: 'sent items cannot be deleted',
  17: 'error deleting items',
  18: 'wrong date range, the dates cannot change',
  19: 'error changing dates',
  20: 'an invoiced order cannot be changed',
  21: 'billing customer data not sent',
  22: 'insurance data not sent',
  23: 'insurance data invalid',
  24: 'insurance processing error',
  25: 'invalid billing customer ID',
  26: 'error adding the billing customer',
  27: 'invalid transport type',
  28: 'no delivery address',
  29: 'no transport date for the address',
  30: 'pickup and return must be at the same branch',
  31: 'error reloading the order',
  32: 'action not found',
  33: 'editing the billing data loses access to the order',
  34: 'no permission to edit the order',
} as const;
export type OrderErrorCode = keyof typeof ORDER_ERRORS;

/**
 * The body of POST /order/update (JSON). Only `orderNumber` and `orderAction` are common; each
 * action reads its own fields, and a missing one is refused with its code (5, 8, 21, 22 …).
 */
export const OrderUpdateRequest = Type.Object(
  {
    orderNumber: Type.Optional(Type.String({ maxLength: 8, pattern: '^\\d{8}$' })),
    orderAction: Type.Optional(Type.String({ maxLength: 40 })),
    /** Answer the new price without keeping the change. */
    preview: Type.Optional(Type.Boolean()),
    /** Confirms a billing change that takes the order out of the caller's reach (code 33). */
    force: Type.Optional(Type.Boolean()),
    /** addItems: products to rent or buy; editRentalItems: lines with new quantities; cancelItems / editItemsDate: lines. */
    items: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Type.Optional(Id),
            productId: Type.Optional(Id),
            quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: ORDER_LINE_QUANTITY_MAX })),
            isSale: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        { maxItems: ORDER_UPDATE_ITEMS_MAX },
      ),
    ),
    /** editGroupDate, addItems: the dated block, as `groupId` of the order detail. */
    groupId: Type.Optional(Type.String({ maxLength: 40 })),
    /** editGroupDate, editItemsDate: the new period. */
    dateFrom: Type.Optional(PragueDateTime),
    dateTo: Type.Optional(PragueDateTime),
    /** editBillingCustomer: a company of the caller's (from POST /user-company/list). */
    billingCustomerId: Type.Optional(Id),
    /** editOrderData */
    projectName: Type.Optional(
      Type.Union([Type.String({ maxLength: FIELD_LIMITS.projectName }), Type.Null()]),
    ),
    note: Type.Optional(Type.Union([Type.String({ maxLength: FIELD_LIMITS.note }), Type.Null()])),
    /** addInsurance: as the cart's insurance update. */
    insurance: Type.Optional(Type.Omit(CartInsuranceUpdate, ['kind'])),
    /** updateShipping: each direction. */
    shipping: Type.Optional(
      Type.Object(
        { pickup: ShippingLegInput, return: ShippingLegInput },
        { additionalProperties: false },
      ),
    ),
    /** groupByCategoryGroups */
    value: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OrderUpdateRequest = Static<typeof OrderUpdateRequest>;

const PriceParts = Type.Object({ price: Amount, vat: Amount, totalWithVat: Amount });

/** A shipping choice of listShippingOptions, priced for the order's dates. */
export const OrderShippingOption = Type.Object({
  type: Type.Enum(['branch', 'night_safe', 'courier', 'set_transport']),
  branchId: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  nameEn: Type.String(),
  /** CZK without VAT per direction. */
  price: Amount,
});
export type OrderShippingOption = Static<typeof OrderShippingOption>;

export const OrderUpdateResponse = Type.Object({
  success: Type.Literal(true),
  orderAction: Type.Enum(ORDER_ACTIONS),
  /** The change was only priced, not kept. */
  preview: Type.Boolean(),
  /** The order's price before and after the change. */
  before: PriceParts,
  after: PriceParts,
  /**
   * The order as it is now. For a preview, its lines, dates and prices as they would be (a new
   * line has id 0 until it is kept); its documents and history as they are.
   */
  result: AccountOrderDetail,
  /** listShippingOptions only. */
  shippingOptions: Type.Optional(Type.Array(OrderShippingOption)),
});
export type OrderUpdateResponse = Static<typeof OrderUpdateResponse>;

/** A refused update: the spec's code and its text. */
export const OrderUpdateError = Type.Object({
  success: Type.Literal(false),
  orderAction: Type.Union([Type.String(), Type.Null()]),
  errorMessage: Type.Integer({ minimum: 1, maximum: 34 }),
  message: Type.String(),
  /** What exactly failed where the code is broad (a date rule's key, an item's name). */
  detail: NullableString,
});
export type OrderUpdateError = Static<typeof OrderUpdateError>;
