import { type Static, Type } from 'typebox';
import { Amount, NullableString, PragueDateTime } from './common';
import {
  INSURANCE_IDS,
  ORDER_CHARGES,
  ORDER_STATUSES,
  READY_STATUSES,
  SHIPPING_TYPES,
} from './constants';

// What one change of a placed order did, as data: the order's history keeps these entries (the
// customer's order actions and the staff's events) and every reader says them in its own language
// (shared/src/rules/order-changes.ts). Nothing here is a text meant to be shown as it is, except
// names the shop or the customer gave (items, companies, projects, document numbers).

/** An item's name in Czech and in English, as on the order line. */
const ItemNames = {
  name: Type.String(),
  nameEn: Type.String(),
};

/** A rental period: Europe/Prague wall-clock 'YYYY-MM-DDTHH:mm'. */
export const OrderChangePeriod = Type.Object({
  from: PragueDateTime,
  to: PragueDateTime,
});
export type OrderChangePeriod = Static<typeof OrderChangePeriod>;

const ShippingType = Type.Enum(SHIPPING_TYPES);

// ---------------------------------------------------------------- the customer's changes

/** An item added: rented for the period (from, to), or bought (isSale, no dates). */
export const ItemAddedChange = Type.Object({
  kind: Type.Literal('item-added'),
  ...ItemNames,
  quantity: Type.Integer(),
  isSale: Type.Boolean(),
  /** The rental period; null for a bought item. */
  from: Type.Union([PragueDateTime, Type.Null()]),
  to: Type.Union([PragueDateTime, Type.Null()]),
});

/** An item (all its pieces) cancelled. */
export const ItemCanceledChange = Type.Object({
  kind: Type.Literal('item-canceled'),
  ...ItemNames,
  quantity: Type.Integer(),
});

/** A rented item's pieces: from → to. */
export const QuantityChangedChange = Type.Object({
  kind: Type.Literal('quantity-changed'),
  ...ItemNames,
  from: Type.Integer(),
  to: Type.Integer(),
});

/** A rented item moved to other dates. */
export const PeriodChangedChange = Type.Object({
  kind: Type.Literal('period-changed'),
  ...ItemNames,
  before: OrderChangePeriod,
  after: OrderChangePeriod,
});

/** The whole order cancelled (also when its last item is). */
export const OrderCanceledChange = Type.Object({
  kind: Type.Literal('order-canceled'),
});

/** The order billed to a company (its registration number) or to the person (taxRegNo null). */
export const BillingChangedChange = Type.Object({
  kind: Type.Literal('billing-changed'),
  name: Type.String(),
  taxRegNo: NullableString,
});

/** The order's project name: before → after (null: none). */
export const ProjectNameChangedChange = Type.Object({
  kind: Type.Literal('project-name-changed'),
  before: NullableString,
  after: NullableString,
});

/** The order's note changed (its text is not repeated in the history). */
export const NoteChangedChange = Type.Object({
  kind: Type.Literal('note-changed'),
});

/** The order's insurance: the included basic one, or eu / world for the countries (ISO codes). */
export const InsuranceChangedChange = Type.Object({
  kind: Type.Literal('insurance-changed'),
  insurance: Type.Enum(INSURANCE_IDS),
  countries: Type.Array(Type.String()),
});

/** The order's shipping legs: how the gear is picked up and returned. */
export const ShippingChangedChange = Type.Object({
  kind: Type.Literal('shipping-changed'),
  pickup: ShippingType,
  return: ShippingType,
});

// ---------------------------------------------------------------- the staff's events

/** The order's status: from → to. */
export const StatusChangedChange = Type.Object({
  kind: Type.Literal('status-changed'),
  from: Type.Enum(ORDER_STATUSES),
  to: Type.Enum(ORDER_STATUSES),
});

/** A payment received: CZK with VAT. */
export const PaymentReceivedChange = Type.Object({
  kind: Type.Literal('payment-received'),
  amount: Amount,
  method: Type.Enum(['card', 'transfer']),
});

/** Money returned to the customer (CZK with VAT) for the credit note `document` (its number). */
export const RefundPaidChange = Type.Object({
  kind: Type.Literal('refund-paid'),
  amount: Amount,
  document: Type.String(),
});

/** How far the gear is prepared. */
export const ReadyChangedChange = Type.Object({
  kind: Type.Literal('ready-changed'),
  to: Type.Enum(READY_STATUSES),
});

/** An item sent out by the shop (it can no longer be cancelled). */
export const ItemSentChange = Type.Object({
  kind: Type.Literal('item-sent'),
  ...ItemNames,
  quantity: Type.Integer(),
});

/** A document issued: its number and CZK with VAT. */
export const DocumentIssuedChange = Type.Object({
  kind: Type.Literal('document-issued'),
  type: Type.Enum(['estimate', 'tax-document', 'invoice', 'repair-invoice']),
  number: Type.String(),
  amount: Amount,
});

/** The shop confirmed the order. */
export const OrderConfirmedChange = Type.Object({
  kind: Type.Literal('order-confirmed'),
});

/**
 * A charge the desk added after the handover: a late return's fee (`days` late shooting days), a
 * damaged or a missing unit; its line's names and CZK with VAT.
 */
export const ChargeAddedChange = Type.Object({
  kind: Type.Literal('charge-added'),
  charge: Type.Enum(ORDER_CHARGES),
  ...ItemNames,
  amount: Amount,
});

/** The shop's own words to the customer, sent with a change (a conflict order cancelled). */
export const StaffMessageChange = Type.Object({
  kind: Type.Literal('staff-message'),
  text: Type.String(),
});

/**
 * The shop offered another product (its names) instead of one the order lacks (`instead…`); the
 * order itself is not changed.
 */
export const AlternativeOfferedChange = Type.Object({
  kind: Type.Literal('alternative-offered'),
  ...ItemNames,
  insteadName: Type.String(),
  insteadNameEn: Type.String(),
});

/** One change of a placed order, told apart by `kind`. */
export const OrderChangeEntry = Type.Union([
  ItemAddedChange,
  ItemCanceledChange,
  QuantityChangedChange,
  PeriodChangedChange,
  OrderCanceledChange,
  BillingChangedChange,
  ProjectNameChangedChange,
  NoteChangedChange,
  InsuranceChangedChange,
  ShippingChangedChange,
  StatusChangedChange,
  PaymentReceivedChange,
  RefundPaidChange,
  ReadyChangedChange,
  ItemSentChange,
  DocumentIssuedChange,
  OrderConfirmedChange,
  ChargeAddedChange,
  StaffMessageChange,
  AlternativeOfferedChange,
]);
export type OrderChangeEntry = Static<typeof OrderChangeEntry>;
export type OrderChangeKind = OrderChangeEntry['kind'];
