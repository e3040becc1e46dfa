import { type Static, Type } from 'typebox';
import { Amount, NullableInteger, NullableString } from './common';

/** estimate = proforma, invoice, repair-invoice = credit note. */
export const DocumentType = Type.Enum(['estimate', 'invoice', 'repair-invoice']);
export type DocumentType = Static<typeof DocumentType>;

export const DocumentSupplier = Type.Object({
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  zipCode: Type.String(),
  /** ISO 3166-1 alpha-2, e.g. 'CZ'. */
  country: Type.String(),
  taxRegNo: Type.String(),
  vatRegNo: Type.String(),
  bankAccount: Type.String(),
  iban: Type.String(),
});
export type DocumentSupplier = Static<typeof DocumentSupplier>;

export const DocumentCustomer = Type.Object({
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  zipCode: Type.String(),
  /** ISO 3166-1 alpha-2, e.g. 'CZ'. */
  country: Type.String(),
  taxRegNo: NullableString,
  vatRegNo: NullableString,
  email: Type.String(),
});
export type DocumentCustomer = Static<typeof DocumentCustomer>;

export const DocumentItem = Type.Object({
  /** The line's name in Czech and in English (the sheet prints the reader's). */
  name: Type.String(),
  nameEn: Type.String(),
  quantity: Type.Integer(),
  /** Shooting days for rent items, null for sale items. */
  days: NullableInteger,
  /** CZK without VAT. */
  unitPrice: Amount,
  /** unitPrice × quantity × days (days = 1 for sale items). */
  total: Amount,
  vatRate: Type.Integer(),
});
export type DocumentItem = Static<typeof DocumentItem>;

export const DocumentTotals = Type.Object({
  withoutVat: Amount,
  vat: Amount,
  withVat: Amount,
});
export type DocumentTotals = Static<typeof DocumentTotals>;

/** How to pay what a proforma or an invoice still asks: a bank transfer and its QR Platba code. */
export const DocumentPayment = Type.Object({
  bankAccount: Type.String(),
  iban: Type.String(),
  variableSymbol: Type.String(),
  /** CZK with VAT still to pay. */
  amount: Amount,
  /** The QR Platba (SPD 1.0) string the QR code carries. */
  spd: Type.String(),
});
export type DocumentPayment = Static<typeof DocumentPayment>;

/**
 * The order was placed while the shopper saw prices in EUR or USD: the document is in CZK and
 * shows the rate of that day and its total in that currency, for information.
 */
export const DocumentExchange = Type.Object({
  /** 'eur' or 'usd'. */
  currency: Type.String(),
  /** CZK per one unit of the currency when the order was placed. */
  czkPerUnit: Type.Number(),
  /** The document's total with VAT in that currency (two decimals). */
  totalWithVat: Type.Number(),
});
export type DocumentExchange = Static<typeof DocumentExchange>;

/** The document a credit note corrects. */
export const CorrectedDocument = Type.Object({
  type: DocumentType,
  number: Type.String(),
  issueDate: Type.String(),
});
export type CorrectedDocument = Static<typeof CorrectedDocument>;

export const ShopDocument = Type.Object({
  type: DocumentType,
  code: Type.String(),
  number: Type.String(),
  orderNumber: Type.String(),
  variableSymbol: Type.String(),
  /** ISO dates (Europe/Prague), e.g. '2026-11-20'. */
  issueDate: Type.String(),
  dueDate: Type.String(),
  currency: Type.Literal('czk'),
  supplier: DocumentSupplier,
  customer: DocumentCustomer,
  /** ISO local date-times (Europe/Prague), e.g. '2026-11-23T09:00'. */
  rentalFrom: NullableString,
  rentalTo: NullableString,
  items: Type.Array(DocumentItem),
  totals: DocumentTotals,
  /** VAT Act §29: the date of the taxable supply; null on a proforma, which is no tax document. */
  taxableSupplyDate: NullableString,
  /** CZK with VAT received on the order (0 on a credit note). */
  paidAmount: Amount,
  /**
   * What is left: on a proforma or an invoice what is still to pay (never below 0), on a credit
   * note what is returned (its total, negative).
   */
  balance: Amount,
  /** A credit note: the document it corrects and why; null on the others. */
  corrects: Type.Union([CorrectedDocument, Type.Null()]),
  reason: NullableString,
  /** Bank transfer details while something is to pay; null once paid and on a credit note. */
  payment: Type.Union([DocumentPayment, Type.Null()]),
  /** The rate and the total in the currency the order was seen in; null for an order in CZK. */
  exchange: Type.Union([DocumentExchange, Type.Null()]),
});
export type ShopDocument = Static<typeof ShopDocument>;

/** type is checked by the API (an unknown type answers 404 like an unknown code). */
export const DocumentParams = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 32 }),
  code: Type.String({ minLength: 1, maxLength: 128 }),
});
export type DocumentParams = Static<typeof DocumentParams>;

export const DocumentResponse = Type.Object({
  success: Type.Literal(true),
  document: ShopDocument,
});
export type DocumentResponse = Static<typeof DocumentResponse>;
