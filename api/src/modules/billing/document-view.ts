// A document as issued, opened by its code: its stored content (and nothing of the order as it is
// now). Documents issued before the content was stored are frozen once, from what they kept.

import { DocumentType, type ShopDocument } from '@shop/shared/contract';
import { spreadVat } from '@shop/shared/rules/money';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { toLocalDateTime } from '../../lib/local-date-time';
import { isWellFormedCode } from '../../lib/random-code';
import { SUPPLIER } from '../../lib/supplier';
import { billedCustomer } from '../order';
import { type DocumentContent, singleLine, totalsOf } from './document-content';
import {
  type DocumentRow,
  findDocumentByCode,
  findOrderDocuments,
  findOrderForDocuments,
  findOrdersKeepingUntaxedMoney,
  findReceivedPayments,
  findUnfrozenDocuments,
  storeContent,
} from './repository';
import { digestOf, issueLegacyTaxDocument } from './service';

const DOCUMENT_TYPES = DocumentType.enum as readonly DocumentType[];

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The document's stored content with its code and digest. */
export function shopDocument(row: DocumentRow): ShopDocument {
  const content = row.content as unknown as DocumentContent;
  return { ...content, code: row.code, digest: row.digest ?? digestOf(content) };
}

/** A document by type and code; an unknown type or code is one and the same 404. */
export async function getDocument(db: Database, type: string, code: string): Promise<ShopDocument> {
  const row =
    isDocumentType(type) && isWellFormedCode(code)
      ? await findDocumentByCode(db, type, code)
      : undefined;
  if (!row) throw notFound('Document not found');
  if (!row.content) {
    await freezeLegacyDocuments(db);
    return getDocument(db, type, code);
  }
  return shopDocument(row);
}

/** The content of a document issued before contents were stored, from what it kept. */
async function legacyContent(db: Database, row: DocumentRow): Promise<DocumentContent> {
  const { order, items } = await findOrderForDocuments(db, row.orderId);
  const lines = row.lines ?? items;
  const vat = row.vat ?? order.vat;
  const vats = spreadVat(
    lines.map((line) => line.total),
    vat,
  );
  const sign = row.type === 'repair-invoice' ? -1 : 1;
  const reason = row.reason ? { cs: row.reason, en: row.reason } : null;
  const documentItems =
    row.type === 'repair-invoice' && !row.lines
      ? [
          singleLine(reason ?? { cs: 'Oprava', en: 'Correction' }, {
            base: -(row.price ?? 0),
            vat: -(row.vat ?? 0),
            gross: -(row.totalWithVat ?? 0),
          }),
        ]
      : lines.map((line, index) => ({
          name: line.name,
          nameEn: line.nameEn,
          quantity: line.quantity,
          days: line.days,
          unitPrice: sign < 0 ? -Math.abs(line.unitPrice) : line.unitPrice,
          total: line.total,
          vat: vats[index] ?? 0,
          vatRate: 21,
        }));
  const totals = totalsOf(documentItems);
  const corrected = row.correctsDocumentId
    ? (await findOrderDocuments(db, row.orderId)).find((doc) => doc.id === row.correctsDocumentId)
    : undefined;
  return {
    type: row.type,
    number: row.number,
    orderNumber: order.orderNumber,
    variableSymbol: order.orderNumber,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: 'czk',
    supplier: SUPPLIER,
    customer: billedCustomer(order),
    rentalFrom: toLocalDateTime(order.rentalFrom),
    rentalTo: toLocalDateTime(order.rentalTo),
    items: documentItems,
    totals,
    taxableSupplyDate: row.type === 'estimate' ? null : row.taxableSupplyDate,
    settlement: null,
    amountDue: row.type === 'estimate' || row.type === 'invoice' ? Math.max(0, totals.withVat) : 0,
    refund: row.type === 'repair-invoice' ? -totals.withVat : 0,
    received: null,
    corrects: corrected
      ? { type: corrected.type, number: corrected.number, issueDate: corrected.issueDate }
      : null,
    reason: row.type === 'repair-invoice' ? reason : null,
    notice: null,
    payment: null,
    exchange: null,
  };
}

/**
 * Freezes every document issued before its content was stored: its content is made once from the
 * lines and amounts it kept (or its order's lines), and never again. Idempotent.
 */
export async function freezeLegacyDocuments(db: Database): Promise<number> {
  const rows = await findUnfrozenDocuments(db);
  for (const row of rows) {
    const content = await legacyContent(db, row);
    await storeContent(db, row.id, {
      content: content as unknown as Record<string, unknown>,
      digest: digestOf(content),
      amountDue: content.amountDue,
    });
  }
  return rows.length;
}

/**
 * Money received before billing issued tax documents: each order not yet invoiced that the shop
 * keeps money for without any tax document gets one, for what it keeps (payments less the credit
 * notes of the time), dated its last payment. Then every older document is frozen. Idempotent.
 */
export async function settleLegacyMoney(db: Database): Promise<void> {
  for (const order of await findOrdersKeepingUntaxedMoney(db)) {
    await db.transaction(async (tx) => {
      const [last] = (await findReceivedPayments(tx, order.id)).slice(-1);
      if (!last) return;
      await issueLegacyTaxDocument(tx, order.id, last, order.paidAmount);
    });
  }
  await freezeLegacyDocuments(db);
}
