import { VAT_RATE_PERCENT } from '@shop/shared/contract';
import { addDays, toPragueDate } from '@shop/shared/rules/prague-time';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DocumentLineData, documents, orderItems, orders } from '../../db/schema';
import { randomCode } from '../../lib/random-code';
import { vatOf } from '../currency/money';
import { ESTIMATE_DUE_DAYS, estimateNumber, twoDigitYear } from '../order/numbering';
import { nextDocumentNumber } from './document-numbering';
import { documentItem, type OrderCharges, orderCharges } from './service';

// Issuing documents. A document is written once, with its lines and amounts as they are at that
// moment, and never changed: a later change of the order is corrected by a credit note.

/** Days between issuing an invoice and its due date. */
export const INVOICE_DUE_DAYS = 14;

/** Days between issuing a credit note and its due date (the refund). */
export const CREDIT_NOTE_DUE_DAYS = 14;

export type IssuedDocument = typeof documents.$inferSelect;

type OrderRow = typeof orders.$inferSelect;

/** What of an order line a document copies. */
export interface LineSource {
  name: string;
  nameEn: string;
  quantity: number;
  days: number | null;
  unitPrice: number;
  total: number;
  canceledAt?: Date | null;
}

export interface DocumentAmounts {
  price: number;
  vat: number;
  totalWithVat: number;
}

/** A line of one piece at `amount` (a charge, a credit note's reason). */
function pieceLine(name: string, nameEn: string, amount: number): DocumentLineData {
  return {
    ...documentItem({ name, nameEn, quantity: 1, days: null, unitPrice: amount, total: amount }),
  };
}

/**
 * The lines of an order as a document prints them: its lines that are not cancelled, then the
 * charges beyond them (shipping, express fee) and a voucher as a negative line (the same lines
 * and names as the estimate's view, document/service.ts).
 */
export function documentLines(
  order: OrderCharges,
  items: readonly LineSource[],
): DocumentLineData[] {
  return [
    ...items.filter((item) => !item.canceledAt).map(documentItem),
    ...orderCharges(order).map(({ name, nameEn, amount }) => pieceLine(name, nameEn, amount)),
  ];
}

/** The order's amounts as they are now (VAT rounded once over the order, as the cart showed). */
export function orderAmounts(
  order: Pick<OrderRow, 'price' | 'vat' | 'totalWithVat'>,
  lines: readonly DocumentLineData[],
): DocumentAmounts {
  if (order.totalWithVat > 0) {
    return { price: order.price, vat: order.vat, totalWithVat: order.totalWithVat };
  }
  const price = lines.reduce((sum, item) => sum + item.total, 0);
  return { price, vat: vatOf(price), totalWithVat: price + vatOf(price) };
}

/**
 * What a credit note takes back, as negative amounts: `taken` is what is returned, with VAT (a
 * payment, or the fall of an order's total), split into the price and its VAT; or the parts
 * given. Never positive.
 */
export function creditAmounts(taken: number | DocumentAmounts): DocumentAmounts {
  if (typeof taken !== 'number') {
    return {
      price: -Math.abs(taken.price),
      vat: -Math.abs(taken.vat),
      totalWithVat: -Math.abs(taken.totalWithVat),
    };
  }
  const withVat = Math.abs(taken);
  const price = Math.round((withVat * 100) / (100 + VAT_RATE_PERCENT));
  return { price: -price, vat: -(withVat - price), totalWithVat: -withVat };
}

/** An issued document of the order, the newest of that type. */
export async function findOrderDocument(
  tx: Database,
  orderId: number,
  type: IssuedDocument['type'],
): Promise<IssuedDocument | undefined> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.type, type)))
    .orderBy(desc(documents.id))
    .limit(1);
  return row;
}

async function insertIssued(
  tx: Database,
  values: Omit<typeof documents.$inferInsert, 'id' | 'createdAt' | 'code' | 'shortHash'>,
): Promise<IssuedDocument> {
  const [row] = await tx
    .insert(documents)
    .values({ ...values, code: randomCode(), shortHash: randomCode() })
    .returning();
  if (!row) throw new Error('document insert returned no row');
  return row;
}

/** The order and the lines a document issued now copies (its lines not cancelled, its charges). */
async function orderAsItIs(
  tx: Database,
  orderId: number,
): Promise<{ order: OrderRow; lines: DocumentLineData[] }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.canceledAt)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  return { order, lines: documentLines(order, items) };
}

/**
 * The invoice of an order that is invoiced: its lines and amounts copied from the order as it
 * is, the taxable supply on the return date (or today without one), issued today and due in 14
 * days, a fresh code and short-link hash. An order is invoiced once: an existing invoice is
 * answered as it is.
 */
export async function issueInvoice(
  tx: Database,
  orderId: number,
  now: Date = new Date(),
): Promise<IssuedDocument> {
  const existing = await findOrderDocument(tx, orderId, 'invoice');
  if (existing) return existing;
  const { order, lines } = await orderAsItIs(tx, orderId);
  const today = toPragueDate(now);
  return insertIssued(tx, {
    orderId,
    type: 'invoice',
    number: await nextDocumentNumber(tx, 'invoice', twoDigitYear(today)),
    issueDate: today,
    dueDate: addDays(today, INVOICE_DUE_DAYS),
    currency: 'czk',
    taxableSupplyDate: order.rentalTo ? order.rentalTo.slice(0, 10) : today,
    lines,
    ...orderAmounts(order, lines),
  });
}

/**
 * A new estimate (proforma) of an order whose amounts changed before it was invoiced: the lines
 * and amounts as they are now, issued today, due as an estimate is (ESTIMATE_DUE_DAYS), numbered
 * after the order's first one with the count of its estimates ('ZF260001-2'), with a fresh code
 * and short-link hash. The earlier ones stay as they were issued.
 */
export async function reissueEstimate(
  tx: Database,
  orderId: number,
  now: Date = new Date(),
): Promise<IssuedDocument> {
  const { order, lines } = await orderAsItIs(tx, orderId);
  const [issued] = await tx
    .select({ count: count() })
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.type, 'estimate')));
  const today = toPragueDate(now);
  return insertIssued(tx, {
    orderId,
    type: 'estimate',
    number: `${estimateNumber(order.orderNumber)}-${(issued?.count ?? 0) + 1}`,
    issueDate: today,
    dueDate: addDays(today, ESTIMATE_DUE_DAYS),
    currency: 'czk',
    lines,
    ...orderAmounts(order, lines),
  });
}

/** Why a cancelled order's credit note was issued, as the document prints it. */
export const ORDER_CANCELED_REASON = 'Zrušení objednávky / Order cancelled';

export interface CreditNoteInput {
  /** What is taken back: with VAT, or as its parts (any sign: a credit note is negative). */
  amount: number | DocumentAmounts;
  /** The lines of what is taken back; one line named by the reason when none are given. */
  lines?: readonly DocumentLineData[];
  /** Why: the change and its history lines. */
  reason: string;
}

/**
 * A credit note (repair-invoice) of an order that was paid or invoiced and is cancelled or
 * reduced: negative amounts of what is taken back, correcting the order's invoice (or its estimate
 * when it is not invoiced yet), with the reason. Nothing to take back issues nothing.
 */
export async function issueCreditNote(
  tx: Database,
  orderId: number,
  input: CreditNoteInput,
  now: Date = new Date(),
): Promise<IssuedDocument | undefined> {
  const amounts = creditAmounts(input.amount);
  if (amounts.totalWithVat === 0 && amounts.price === 0) return undefined;
  const corrects =
    (await findOrderDocument(tx, orderId, 'invoice')) ??
    (await findOrderDocument(tx, orderId, 'estimate'));
  const reason = input.reason.slice(0, 2000);
  const lines =
    input.lines && input.lines.length > 0
      ? input.lines.map((item) => ({
          ...item,
          total: -Math.abs(item.total),
          unitPrice: -Math.abs(item.unitPrice),
        }))
      : [pieceLine(reason.slice(0, 200), reason.slice(0, 200), amounts.price)];
  const today = toPragueDate(now);
  return insertIssued(tx, {
    orderId,
    type: 'repair-invoice',
    number: await nextDocumentNumber(tx, 'repair-invoice', twoDigitYear(today)),
    issueDate: today,
    dueDate: addDays(today, CREDIT_NOTE_DUE_DAYS),
    currency: 'czk',
    taxableSupplyDate: today,
    lines,
    ...amounts,
    correctsDocumentId: corrects?.id ?? null,
    reason,
  });
}
