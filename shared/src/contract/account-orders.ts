import { type Static, Type } from 'typebox';
import { Amount, NullableInteger, NullableString, PragueDate } from './common';
import { READY_STATUSES } from './constants';
import { DocumentCustomer } from './document';
import { FIELD_LIMITS } from './field-limits';
import { OrderReceived, OrderReceivedItem, OrderStatus, PaymentStatus } from './order';
import { OrderChangeEntry } from './order-history';

// The signed-in customer's orders: the account's order list and the read-only order detail.
// Status, ready-status and payment-status labels are front-end texts keyed by these codes.

/** Orders per page of the account's order list (spec §9). */
export const ACCOUNT_ORDERS_PAGE_SIZE = 12;
/** The highest page number the list accepts. */
export const ACCOUNT_ORDERS_PAGE_MAX = 10_000;

export const ReadyStatus = Type.Enum(READY_STATUSES);
export type ReadyStatus = Static<typeof ReadyStatus>;

/** An order number as the account asks for it: 8 digits. */
export const AccountOrderParams = Type.Object({
  id: Type.String({ pattern: '^\\d{8}$', maxLength: 8 }),
});
export type AccountOrderParams = Static<typeof AccountOrderParams>;

/** GET /orders?page=&status=&project= */
export const AccountOrdersQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: ACCOUNT_ORDERS_PAGE_MAX })),
    status: Type.Optional(OrderStatus),
    /** The order's project name, exactly; empty means every project. */
    project: Type.Optional(Type.String({ maxLength: FIELD_LIMITS.projectName })),
  },
  { additionalProperties: false },
);
export type AccountOrdersQuery = Static<typeof AccountOrdersQuery>;

/** One row of the order list. */
export const AccountOrderSummary = Type.Object({
  orderNumber: Type.String(),
  /** The billed company's name; null for an order billed to the person. */
  company: NullableString,
  /** ISO instant the order was placed. */
  createdAt: Type.String(),
  /** Europe/Prague wall-clock 'YYYY-MM-DDTHH:mm'; null for an order without rental dates. */
  rentalFrom: NullableString,
  rentalTo: NullableString,
  /** CZK with VAT. */
  totalWithVat: Amount,
  projectName: NullableString,
  status: OrderStatus,
  readyStatus: ReadyStatus,
  paymentStatus: PaymentStatus,
});
export type AccountOrderSummary = Static<typeof AccountOrderSummary>;

export const AccountOrdersResponse = Type.Object({
  success: Type.Literal(true),
  /** Newest first. */
  orders: Type.Array(AccountOrderSummary),
  /** Orders matching the filters, over all pages. */
  count: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type AccountOrdersResponse = Static<typeof AccountOrdersResponse>;

/** A line of the order as the account shows it: what the customer can point at to change. */
export const AccountOrderItem = Type.Object({
  ...OrderReceivedItem.properties,
  /** The line's id for the order actions (cancelItems, editRentalItems, editItemsDate). */
  id: Type.Integer(),
  productId: NullableInteger,
  /** Cancelled by the customer: kept in the list, at no price. */
  canceled: Type.Boolean(),
  /** Sent out by the shop: it can no longer be cancelled. */
  sent: Type.Boolean(),
});
export type AccountOrderItem = Static<typeof AccountOrderItem>;

/**
 * Items of one rental period (from, to); sale items form a block without dates. `groupId` names
 * a dated block for the order actions (editGroupDate, addItems); null for the sale block.
 */
export const AccountOrderBlock = Type.Object({
  groupId: NullableString,
  from: NullableString,
  to: NullableString,
  items: Type.Array(AccountOrderItem),
});
export type AccountOrderBlock = Static<typeof AccountOrderBlock>;

/** The order's insurance: basic (included, Czech Republic) or priced eu / world with its countries. */
export const AccountOrderInsurance = Type.Object({
  id: Type.Enum(['basic', 'eu', 'world']),
  countries: Type.Array(Type.String()),
  student: Type.Boolean(),
  /** CZK without VAT; 0 for the included basic insurance. */
  price: Amount,
});
export type AccountOrderInsurance = Static<typeof AccountOrderInsurance>;

export const AccountOrderPayment = Type.Object({
  /** ISO instant the payment was credited. */
  date: Type.String(),
  /** CZK with VAT. */
  paidAmount: Amount,
  method: Type.Enum(['card', 'transfer']),
});
export type AccountOrderPayment = Static<typeof AccountOrderPayment>;

/**
 * A document of the order (estimate = proforma, tax-document = tax document for a received payment,
 * invoice, repair-invoice = credit note), with the payments that came while it asked for money.
 */
export const AccountOrderInvoice = Type.Object({
  type: Type.Enum(['estimate', 'tax-document', 'invoice', 'repair-invoice']),
  number: Type.String(),
  /** The document's code: /document/{type}/{code}. */
  code: Type.String(),
  issueDate: PragueDate,
  dueDate: PragueDate,
  payments: Type.Array(AccountOrderPayment),
});
export type AccountOrderInvoice = Static<typeof AccountOrderInvoice>;

/** Who the order is billed to, as given when it was placed. */
export const AccountOrderBilling = Type.Object({
  ...DocumentCustomer.properties,
  phone: NullableString,
});
export type AccountOrderBilling = Static<typeof AccountOrderBilling>;

/** One change of the order: when, who (null for the shop's staff), what, and the price around it. */
export const AccountOrderHistoryEntry = Type.Object({
  /** ISO instant. */
  createdAt: Type.String(),
  /** The order action or a staff event. */
  action: Type.String(),
  /** Who changed it: the customer's name or e-mail; null for the shop's staff. */
  by: NullableString,
  /** What changed, as data: each reader says it in its language (rules/order-changes). */
  changes: Type.Array(OrderChangeEntry),
  /** CZK with VAT. */
  totalWithVatBefore: Amount,
  totalWithVatAfter: Amount,
});
export type AccountOrderHistoryEntry = Static<typeof AccountOrderHistoryEntry>;

/** GET /order/{id}: the order-received shape plus what the account shows of it. */
export const AccountOrderDetail = Type.Object({
  ...OrderReceived.properties,
  /** The saved company the order is billed to, if any. */
  companyId: NullableInteger,
  /** The viewer may change the order (its customer, or the company's owner or administrator). */
  mayEdit: Type.Boolean(),
  /** The order's state still allows changes (CREATED, ORDERED, PAID, PART_PAID, nothing lent). */
  editable: Type.Boolean(),
  groupByCategoryGroups: Type.Boolean(),
  history: Type.Array(AccountOrderHistoryEntry),
  company: NullableString,
  projectName: NullableString,
  note: NullableString,
  readyStatus: ReadyStatus,
  blocks: Type.Array(AccountOrderBlock),
  insurance: AccountOrderInsurance,
  billing: AccountOrderBilling,
  invoices: Type.Array(AccountOrderInvoice),
  /**
   * The codes of the order's gear lists, with prices (/p/{code}) and for the crew (/t/{code});
   * only for the order's own customer (null for a company's contacts).
   */
  productListCode: NullableString,
  crewListCode: NullableString,
});
export type AccountOrderDetail = Static<typeof AccountOrderDetail>;

export const AccountOrderResponse = Type.Object({
  success: Type.Literal(true),
  result: AccountOrderDetail,
});
export type AccountOrderResponse = Static<typeof AccountOrderResponse>;

export const AccountOrderInsuranceResponse = Type.Object({
  success: Type.Literal(true),
  result: AccountOrderInsurance,
});
export type AccountOrderInsuranceResponse = Static<typeof AccountOrderInsuranceResponse>;
