import { type Static, Type } from 'typebox';
import { Amount, Locale, NullableInteger, NullableString, PragueDate } from './common';
import { ORDER_STATUSES, PAYMENT_STATES } from './constants';

// Placed orders as the order-received page and the payment calls see them.

export const OrderStatus = Type.Enum(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;

/** paid: paidAmount ≥ totalWithVat; part-paid: something paid; unpaid: nothing paid. */
export const PaymentStatus = Type.Enum(['paid', 'part-paid', 'unpaid']);
export type PaymentStatus = Static<typeof PaymentStatus>;

/** State of one card payment as the payment gateway reports it (GoPay states). */
export const PaymentState = Type.Enum(PAYMENT_STATES);
export type PaymentState = Static<typeof PaymentState>;

/** An 8-digit order number: two-digit year + 6-digit sequence. */
export const OrderNumber = Type.String({ pattern: '^\\d{8}$' });

export const OrderReceivedItem = Type.Object({
  name: Type.String(),
  nameEn: Type.String(),
  quantity: Type.Integer(),
  isSale: Type.Boolean(),
  /** Shooting days of rent items; null for sale items and the insurance line. */
  days: NullableInteger,
  /** Per day (rent) or per piece (sale), CZK without VAT. */
  unitPrice: Amount,
  /** Line total at order time, CZK without VAT. */
  total: Amount,
});
export type OrderReceivedItem = Static<typeof OrderReceivedItem>;

export const OrderShippingRow = Type.Object({
  direction: Type.Enum(['pickup', 'return']),
  type: Type.Enum(['branch', 'night_safe', 'courier', 'set_transport']),
  /** Europe/Prague date and time of the pickup (rental start) or return (rental end). */
  date: Type.Union([PragueDate, Type.Null()]),
  time: NullableString,
  /** Branch name for branch and night_safe, else the delivery address as one line. */
  address: NullableString,
  /** Courier window, e.g. '08-12'. */
  window: NullableString,
  /** CZK without VAT, the express fee included. */
  price: Amount,
});
export type OrderShippingRow = Static<typeof OrderShippingRow>;

/** Bank-transfer fields of the payment page (the demand note). */
export const OrderBankTransfer = Type.Object({
  accountNumber: Type.String(),
  iban: Type.String(),
  /** The order number. */
  variableSymbol: Type.String(),
  /** What is left to pay: totalWithVat − paidAmount, CZK. */
  amount: Amount,
  currency: Type.Literal('CZK'),
  /** Due date of the estimate (proforma), Europe/Prague. */
  dueDate: PragueDate,
  /** Czech "QR Platba" (SPD 1.0) string; null when nothing is left to pay. */
  qrPayment: NullableString,
});
export type OrderBankTransfer = Static<typeof OrderBankTransfer>;

export const OrderReceived = Type.Object({
  orderNumber: Type.String(),
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  locale: Locale,
  /** ISO instant. */
  createdAt: Type.String(),
  /** Europe/Prague wall-clock 'YYYY-MM-DDTHH:mm', null for an order without rental dates. */
  rentalFrom: NullableString,
  rentalTo: NullableString,
  items: Type.Array(OrderReceivedItem),
  shipping: Type.Array(OrderShippingRow),
  voucherCode: NullableString,
  voucherDiscount: Amount,
  insurancePrice: Amount,
  /** Whole order, CZK without VAT; its VAT; the total with VAT. */
  price: Amount,
  vat: Amount,
  totalWithVat: Amount,
  /** Verified payments, CZK with VAT. */
  paidAmount: Amount,
  estimateCode: Type.String(),
  bankTransfer: OrderBankTransfer,
});
export type OrderReceived = Static<typeof OrderReceived>;

export const OrderReceivedParams = Type.Object({
  orderNumber: Type.String({ minLength: 1, maxLength: 32 }),
});
export type OrderReceivedParams = Static<typeof OrderReceivedParams>;

/** The estimate's code: knowing it is the permission to see the order. */
export const OrderReceivedQuery = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type OrderReceivedQuery = Static<typeof OrderReceivedQuery>;

export const OrderReceivedResponse = Type.Object({
  success: Type.Literal(true),
  order: OrderReceived,
});
export type OrderReceivedResponse = Static<typeof OrderReceivedResponse>;

// ---------------------------------------------------------------- payments

/** POST /payment/create (form). */
export const PaymentCreateRequest = Type.Object(
  {
    orderNumber: Type.String({ minLength: 1, maxLength: 32 }),
    /** The order's estimate code. */
    code: Type.String({ minLength: 1, maxLength: 128 }),
    /** Language of the gateway page and of the page the shopper returns to (default cs). */
    lang: Type.Optional(Locale),
  },
  { additionalProperties: false },
);
export type PaymentCreateRequest = Static<typeof PaymentCreateRequest>;

export const PaymentCreateResponse = Type.Object({
  success: Type.Literal(true),
  /** Where the browser goes to pay. */
  gatewayUrl: Type.String(),
  /** The gateway's payment id (the {id} of /online-platby/gopay/{id}). */
  paymentId: Type.String(),
});
export type PaymentCreateResponse = Static<typeof PaymentCreateResponse>;

export const PaymentStatusParams = Type.Object({
  paymentId: Type.String({ minLength: 1, maxLength: 64 }),
});
export type PaymentStatusParams = Static<typeof PaymentStatusParams>;

/**
 * The order's estimate code: gateway payment ids can be sequential, so the status (which leads to
 * the order) is answered only to whoever holds the order's code.
 */
export const PaymentStatusQuery = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 128 }),
});
export type PaymentStatusQuery = Static<typeof PaymentStatusQuery>;

export const PaymentStatusResponse = Type.Object({
  success: Type.Literal(true),
  /** The state the gateway reported (the server asks the gateway; the browser is never trusted). */
  state: PaymentState,
  orderNumber: Type.String(),
  orderStatus: OrderStatus,
  paymentStatus: PaymentStatus,
});
export type PaymentStatusResponse = Static<typeof PaymentStatusResponse>;

/** GET /payment/notify?id= (the gateway's notification) and GET /payment/return?id=&lang=. */
export const PaymentNotifyQuery = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type PaymentNotifyQuery = Static<typeof PaymentNotifyQuery>;

export const PaymentReturnQuery = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    lang: Type.Optional(Locale),
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type PaymentReturnQuery = Static<typeof PaymentReturnQuery>;

/** The gateway's notification is acknowledged, nothing more (no state, no order). */
export const PaymentNotifyResponse = Type.Object({
  success: Type.Literal(true),
});
export type PaymentNotifyResponse = Static<typeof PaymentNotifyResponse>;
