import {
  type CorrectedDocument,
  type DocumentCustomer,
  type DocumentExchange,
  type DocumentItem,
  type DocumentPayment,
  type DocumentTotals,
  DocumentType,
  type ShopDocument,
  VAT_RATE_PERCENT,
} from '@shop/shared/contract';
import { qrPlatba } from '@shop/shared/rules/qr-platba';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { isWellFormedCode } from '../../lib/random-code';
import { vatOf } from '../currency/money';
import { type DocumentRow, findDocument } from './repository';
import { SUPPLIER } from './supplier';

const DOCUMENT_TYPES = DocumentType.enum as readonly DocumentType[];

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** '2026-11-23 09:00:00' (PostgreSQL timestamp text) -> '2026-11-23T09:00'. */
export function toLocalDateTime(value: string | null): string | null {
  if (value === null) return null;
  return value.replace(' ', 'T').slice(0, 16);
}

/**
 * A line of the document. The order's stored line total wins (a price offer spreads its fixed
 * price over its lines); without one it is unit price × quantity × days.
 */
export function documentItem(item: {
  name: string;
  nameEn: string;
  quantity: number;
  days: number | null;
  unitPrice: number;
  total?: number;
}): DocumentItem {
  return {
    name: item.name,
    nameEn: item.nameEn,
    quantity: item.quantity,
    days: item.days,
    unitPrice: item.unitPrice,
    total: item.total || item.unitPrice * item.quantity * (item.days ?? 1),
    vatRate: VAT_RATE_PERCENT,
  };
}

/** What an order is charged beside its lines: shipping, express fee, a voucher (negative). */
export interface OrderCharges {
  shippingPrice: number;
  expressFee: number;
  voucherCode: string | null;
  voucherDiscount: number;
}

/**
 * The order's charges beyond its items (insurance is one of the items already), named in Czech
 * and English; a voucher as a negative amount. Charges of 0 are left out.
 */
export function orderCharges(
  order: OrderCharges,
): Array<{ name: string; nameEn: string; amount: number }> {
  const voucher = order.voucherCode ?? '';
  const charges = [
    { name: 'Doprava', nameEn: 'Shipping', amount: order.shippingPrice },
    { name: 'Expresní příplatek', nameEn: 'Express fee', amount: order.expressFee },
    {
      name: `Sleva ${voucher}`.trim(),
      nameEn: `Discount ${voucher}`.trim(),
      amount: -order.voucherDiscount,
    },
  ];
  return charges.filter((charge) => charge.amount !== 0);
}

/** The order's charges as lines of one piece. */
export function chargeItems(order: OrderCharges): DocumentItem[] {
  return orderCharges(order).map(({ name, nameEn, amount }) =>
    documentItem({ name, nameEn, quantity: 1, days: null, unitPrice: amount, total: amount }),
  );
}

export function documentTotals(items: readonly Pick<DocumentItem, 'total'>[]): DocumentTotals {
  const withoutVat = items.reduce((sum, item) => sum + item.total, 0);
  const vat = vatOf(withoutVat);
  return { withoutVat, vat, withVat: withoutVat + vat };
}

/** Who an order is billed to, as given when it was placed (the documents' customer). */
export function billedCustomer(order: DocumentRow['order']): DocumentCustomer {
  return {
    name: order.customerName,
    street: order.customerStreet,
    city: order.customerCity,
    zipCode: order.customerZipCode,
    country: order.customerCountry,
    taxRegNo: order.customerTaxRegNo,
    vatRegNo: order.customerVatRegNo,
    email: order.customerEmail,
  };
}

/** What the QR Platba message says of a document (the payee sees it in their statement). */
const PAYMENT_MESSAGE: Record<DocumentType, string> = {
  estimate: 'Zálohová faktura',
  invoice: 'Faktura',
  'repair-invoice': 'Opravný daňový doklad',
};

/**
 * How to pay what is left of a proforma or an invoice: the shop's account, the order number as
 * the variable symbol, the amount and its QR Platba string; null when nothing is left or for a
 * credit note (the shop pays that back).
 */
export function documentPayment(
  type: DocumentType,
  number: string,
  variableSymbol: string,
  balance: number,
): DocumentPayment | null {
  if (type === 'repair-invoice' || balance <= 0) return null;
  return {
    bankAccount: SUPPLIER.bankAccount,
    iban: SUPPLIER.iban,
    variableSymbol,
    amount: balance,
    spd: qrPlatba({
      iban: SUPPLIER.iban,
      amount: balance,
      variableSymbol,
      message: `${PAYMENT_MESSAGE[type]} ${number}`,
    }),
  };
}

/**
 * What is received and what is left: a proforma or an invoice counts the order's payments
 * against its total (never below 0 left); a credit note has received nothing and returns its
 * total.
 */
export function documentBalance(
  type: DocumentType,
  totalWithVat: number,
  orderPaidAmount: number,
): { paidAmount: number; balance: number } {
  if (type === 'repair-invoice') return { paidAmount: 0, balance: totalWithVat };
  return { paidAmount: orderPaidAmount, balance: Math.max(0, totalWithVat - orderPaidAmount) };
}

/** The rate and the total in the currency the order was placed in; null for CZK. */
export function documentExchange(
  order: Pick<DocumentRow['order'], 'currency' | 'czkPerUnit'>,
  totalWithVat: number,
): DocumentExchange | null {
  if (order.currency === 'czk' || !order.czkPerUnit || order.czkPerUnit <= 0) return null;
  return {
    currency: order.currency,
    czkPerUnit: order.czkPerUnit,
    totalWithVat: Math.round((totalWithVat / order.czkPerUnit) * 100) / 100,
  };
}

export function toShopDocument(row: DocumentRow): ShopDocument {
  const { document, order } = row;
  // A document issued with its lines and amounts shows them as issued; older ones their order's.
  const items = document.lines
    ? document.lines.map(documentItem)
    : [...row.items.map(documentItem), ...chargeItems(order)];
  // A placed order carries its totals (VAT rounded once over the whole order, as the cart showed).
  const totals =
    document.price !== null && document.vat !== null && document.totalWithVat !== null
      ? { withoutVat: document.price, vat: document.vat, withVat: document.totalWithVat }
      : order.totalWithVat > 0
        ? { withoutVat: order.price, vat: order.vat, withVat: order.totalWithVat }
        : documentTotals(items);
  const { paidAmount, balance } = documentBalance(document.type, totals.withVat, order.paidAmount);
  const corrects: CorrectedDocument | null =
    document.type === 'repair-invoice' && row.corrected ? row.corrected : null;
  return {
    type: document.type,
    code: document.code,
    number: document.number,
    orderNumber: order.orderNumber,
    variableSymbol: order.orderNumber,
    issueDate: document.issueDate,
    dueDate: document.dueDate,
    currency: 'czk',
    supplier: SUPPLIER,
    customer: billedCustomer(order),
    rentalFrom: toLocalDateTime(order.rentalFrom),
    rentalTo: toLocalDateTime(order.rentalTo),
    items,
    totals,
    taxableSupplyDate: document.type === 'estimate' ? null : document.taxableSupplyDate,
    paidAmount,
    balance,
    corrects,
    reason: document.type === 'repair-invoice' ? document.reason : null,
    payment: documentPayment(document.type, document.number, order.orderNumber, balance),
    exchange: documentExchange(order, totals.withVat),
  };
}

/** A document by type and code; an unknown type or code is one and the same 404. */
export async function getDocument(db: Database, type: string, code: string): Promise<ShopDocument> {
  const row =
    isDocumentType(type) && isWellFormedCode(code) ? await findDocument(db, type, code) : undefined;
  if (!row) throw notFound('Document not found');
  return toShopDocument(row);
}
