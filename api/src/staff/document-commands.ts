// The staff tool's document commands: an order's documents with the links to send, and a credit
// note staff issue by hand (a discount after the fact, a damaged piece not charged).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, orders } from '../db/schema';
import { issueCreditNote } from '../modules/document/issue-document';
import { documentPagePath } from '../modules/document/short-link-routes';
import { StaffError } from './staff-error';
import { lockOrder, record } from './staff-order';

/** Which documents' short links exist: /e/ a proforma's, /i/ an invoice's. */
const SHORT_LINK_LETTER: Partial<Record<string, string>> = { estimate: 'e', invoice: 'i' };

/**
 * An order's documents, oldest first, each with its number, date, total and the page to open or
 * send (the short link for proformas and invoices), then its two gear lists.
 */
export async function listOrderDocuments(
  db: Database,
  orderNumber: string,
  origin: string,
): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new StaffError(`order ${orderNumber} not found`);
  const locale = order.locale === 'en' ? 'en' : 'cs';
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.orderId, order.id))
    .orderBy(asc(documents.id));
  const lines = rows.map((document) => {
    const letter = SHORT_LINK_LETTER[document.type];
    const short =
      letter && document.shortHash
        ? `  ${origin}${locale === 'en' ? '/en' : ''}/${letter}/${document.shortHash}`
        : '';
    return [
      document.number.padEnd(12),
      document.type.padEnd(14),
      document.issueDate,
      `${document.totalWithVat ?? order.totalWithVat} CZK`.padEnd(12),
      `${origin}${documentPagePath(document.type, document.code, locale)}${short}`,
    ].join('  ');
  });
  const prefix = locale === 'en' ? '/en' : '';
  if (order.productListCode)
    lines.push(`gear list     ${origin}${prefix}/p/${order.productListCode}`);
  if (order.crewListCode) lines.push(`crew list     ${origin}${prefix}/t/${order.crewListCode}`);
  return lines.length > 0 ? lines.join('\n') : `${orderNumber}: no documents`;
}

/** Statuses whose orders the shop was paid for or invoiced: what a credit note can correct. */
const CREDITABLE = ['PAID', 'PART_PAID', 'LENT', 'RETURNED', 'INVOICED', 'SENT'] as const;

/**
 * A credit note of `amount` CZK with VAT on an order that was paid or invoiced, with the reason
 * staff give; at most the order's total. Answers its number.
 */
export async function issueStaffCreditNote(
  db: Database,
  orderNumber: string,
  amount: number,
  reason: string,
  now: Date = new Date(),
): Promise<string> {
  if (!Number.isInteger(amount) || amount < 1 || amount > 100_000_000) {
    throw new StaffError('amount must be whole CZK between 1 and 100000000', 2);
  }
  const why = reason.trim();
  if (why.length < 3)
    throw new StaffError('a credit note needs its reason (3 characters or more)', 2);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    if (!(CREDITABLE as readonly string[]).includes(order.status)) {
      throw new StaffError(
        `an order in ${order.status} has nothing to correct (only ${CREDITABLE.join(', ')})`,
      );
    }
    if (amount > order.totalWithVat) {
      throw new StaffError(
        `the order's total is ${order.totalWithVat} CZK: no more can be credited`,
      );
    }
    const note = await issueCreditNote(tx, order.id, { amount, reason: why }, now);
    if (!note) throw new StaffError('nothing to credit');
    await record(tx, order, 'staff:credit-note', { amount, reason: why, document: note.number });
    return note.number;
  });
}
