import { type Static, Type } from 'typebox';
import { Amount, NullableInteger, NullableString } from './common';

/**
 * The Czech money documents: estimate = proforma (zálohová faktura, asks for money, no tax
 * document); tax-document = the tax document for a received payment (daňový doklad k přijaté
 * platbě); invoice = the final invoice (faktura – daňový doklad); repair-invoice = credit note
 * (opravný daňový doklad).
 */
export const DocumentType = Type.Enum(['estimate', 'tax-document', 'invoice', 'repair-invoice']);
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

/** A text as issued in both languages: a document is read in either and never changes. */
export const LocalizedText = Type.Object({ cs: Type.String(), en: Type.String() });
export type LocalizedText = Static<typeof LocalizedText>;

export const DocumentItem = Type.Object({
  /** The line's name in Czech and in English (the sheet prints the reader's). */
  name: Type.String(),
  nameEn: Type.String(),
  quantity: Type.Integer(),
  /** Shooting days for rent items, null for sale items and other lines. */
  days: NullableInteger,
  /** CZK without VAT per piece (and day). */
  unitPrice: Amount,
  /** CZK without VAT: the line's tax base. */
  total: Amount,
  /** CZK: the line's VAT; the document's VAT is the sum of its lines'. */
  vat: Amount,
  vatRate: Type.Integer(),
});
export type DocumentItem = Static<typeof DocumentItem>;

export const DocumentTotals = Type.Object({
  withoutVat: Amount,
  vat: Amount,
  withVat: Amount,
});
export type DocumentTotals = Static<typeof DocumentTotals>;

/** How to pay what a proforma or an invoice asks: a bank transfer and its QR Platba code. */
export const DocumentPayment = Type.Object({
  bankAccount: Type.String(),
  iban: Type.String(),
  variableSymbol: Type.String(),
  /** CZK with VAT asked for. */
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

/** The payment a tax document for a received payment documents. */
export const DocumentReceivedPayment = Type.Object({
  /** ISO date (Europe/Prague) the money was received: the taxable-supply date. */
  date: Type.String(),
  method: Type.Enum(['card', 'transfer']),
  /** CZK with VAT received. */
  amount: Amount,
});
export type DocumentReceivedPayment = Static<typeof DocumentReceivedPayment>;

/**
 * What a proforma or the final invoice settles against: the whole supply (all the order's lines)
 * and the advances already received and taxed, deducted (net of credit notes).
 */
export const DocumentSettlement = Type.Object({
  supply: DocumentTotals,
  advances: DocumentTotals,
});
export type DocumentSettlement = Static<typeof DocumentSettlement>;

/**
 * A document as issued: everything its page, PDF and ISDOC file show was stored when it was
 * issued (lines, names, period, addresses, amounts, texts in both languages) and never changes;
 * `digest` is the SHA-256 of that content (canonical JSON, RFC 8785), kept since the issue.
 */
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
  /** ISO local date-times (Europe/Prague), e.g. '2026-11-23T09:00', as at the issue. */
  rentalFrom: NullableString,
  rentalTo: NullableString,
  items: Type.Array(DocumentItem),
  /** The sums of the lines. */
  totals: DocumentTotals,
  /** VAT Act §29: the date of the taxable supply; null on a proforma, which is no tax document. */
  taxableSupplyDate: NullableString,
  /** A proforma or the final invoice: the whole supply and the advances deducted; else null. */
  settlement: Type.Union([DocumentSettlement, Type.Null()]),
  /** CZK with VAT the document asks to be paid (0 when nothing is asked). */
  amountDue: Amount,
  /** A credit note: CZK with VAT the shop returns (0 on the others). */
  refund: Amount,
  /** A tax document for a received payment: the payment. */
  received: Type.Union([DocumentReceivedPayment, Type.Null()]),
  /** A credit note: the document it corrects and why; null on the others. */
  corrects: Type.Union([CorrectedDocument, Type.Null()]),
  reason: Type.Union([LocalizedText, Type.Null()]),
  /** A word to the reader beside the legal ones (e.g. availability still to be confirmed). */
  notice: Type.Union([LocalizedText, Type.Null()]),
  /** Bank transfer details of what is asked; null when nothing is asked. */
  payment: Type.Union([DocumentPayment, Type.Null()]),
  /** The rate and the total in the currency the order was seen in; null for an order in CZK. */
  exchange: Type.Union([DocumentExchange, Type.Null()]),
  /** SHA-256 (hex) of the content as issued. */
  digest: Type.String(),
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
