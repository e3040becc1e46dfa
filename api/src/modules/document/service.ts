import {
  type DocumentItem,
  type DocumentTotals,
  DocumentType,
  type ShopDocument,
  VAT_RATE_PERCENT,
} from '@shop/shared/contract';
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

export function documentItem(item: {
  name: string;
  quantity: number;
  days: number | null;
  unitPrice: number;
}): DocumentItem {
  return {
    name: item.name,
    quantity: item.quantity,
    days: item.days,
    unitPrice: item.unitPrice,
    total: item.unitPrice * item.quantity * (item.days ?? 1),
    vatRate: VAT_RATE_PERCENT,
  };
}

export function documentTotals(items: readonly Pick<DocumentItem, 'total'>[]): DocumentTotals {
  const withoutVat = items.reduce((sum, item) => sum + item.total, 0);
  const vat = vatOf(withoutVat);
  return { withoutVat, vat, withVat: withoutVat + vat };
}

export function toShopDocument(row: DocumentRow): ShopDocument {
  const { document, order } = row;
  const items = row.items.map(documentItem);
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
    customer: {
      name: order.customerName,
      street: order.customerStreet,
      city: order.customerCity,
      zipCode: order.customerZipCode,
      country: order.customerCountry,
      taxRegNo: order.customerTaxRegNo,
      vatRegNo: order.customerVatRegNo,
      email: order.customerEmail,
    },
    rentalFrom: toLocalDateTime(order.rentalFrom),
    rentalTo: toLocalDateTime(order.rentalTo),
    items,
    totals: documentTotals(items),
  };
}

/** A document by type and code; an unknown type or code is one and the same 404. */
export async function getDocument(db: Database, type: string, code: string): Promise<ShopDocument> {
  const row =
    isDocumentType(type) && isWellFormedCode(code) ? await findDocument(db, type, code) : undefined;
  if (!row) throw notFound('Document not found');
  return toShopDocument(row);
}
