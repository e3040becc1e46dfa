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
  name: Type.String(),
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
