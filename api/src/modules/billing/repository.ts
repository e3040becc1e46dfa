// Billing's data (private to the module): documents, payments, refunds and the outbox, and the two
// money columns of an order it keeps (`paid_amount`: what the shop keeps by its documents, and the
// payment-driven statuses ORDERED / PART_PAID / PAID). It reads an order and its lines to print
// them on documents; it writes no other column of the order.

import type { DocumentType, PaymentState } from '@shop/shared/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companyContacts,
  documentNumberCounters,
  documents,
  orderItems,
  orders,
  outboxMessages,
  payments,
  refunds,
} from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export async function insertDocument(
  tx: Database,
  values: Omit<typeof documents.$inferInsert, 'id' | 'createdAt'>,
): Promise<DocumentRow> {
  const [row] = await tx.insert(documents).values(values).returning();
  if (!row) throw new Error('document insert returned no row');
  return row;
}

/** The order (read as it is) and its lines that are not cancelled, in their order. */
export async function findOrderForDocuments(
  tx: Database,
  orderId: number,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.canceledAt)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  return { order, items };
}

/** What the order received, credited and refunded, by its payments, credit notes and refunds. */
export async function findMoneyTotals(
  tx: Database,
  orderId: number,
): Promise<{ received: number; credited: number; refunded: number }> {
  const [received] = await tx
    .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.paidAt)));
  const [credited] = await tx
    .select({ sum: sql<number>`coalesce(sum(-${documents.totalWithVat}), 0)`.mapWith(Number) })
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.type, 'repair-invoice')));
  const [refunded] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return {
    received: received?.sum ?? 0,
    credited: credited?.sum ?? 0,
    refunded: refunded?.sum ?? 0,
  };
}

/** The order's documents of some types, oldest first. */
export async function findOrderDocuments(
  tx: Database,
  orderId: number,
  types?: readonly DocumentType[],
): Promise<DocumentRow[]> {
  return tx
    .select()
    .from(documents)
    .where(
      and(eq(documents.orderId, orderId), types ? inArray(documents.type, [...types]) : undefined),
    )
    .orderBy(asc(documents.id));
}

/** How many proformas the order has. */
export async function countEstimates(tx: Database, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.type, 'estimate')));
  return row?.count ?? 0;
}

/** The newest document that asks for money: the invoice once there is one, else the newest proforma. */
export async function findOpenDemand(
  tx: Database,
  orderId: number,
): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), inArray(documents.type, ['estimate', 'invoice'])))
    .orderBy(sql`${documents.type} = 'invoice' desc`, desc(documents.id))
    .limit(1);
  return row;
}

/** Keeps the order's money columns: what the shop keeps, and the status that follows it. */
export async function setOrderMoney(
  tx: Database,
  orderId: number,
  values: { paidAmount: number; status: OrderRow['status'] },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** The order locked for a money change. */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

/**
 * The next sequence of a document series (its prefix) in a two-digit year. One upsert: the first
 * document of a year inserts the counter (after any number of that series and year already
 * issued), later ones increment it; the row lock serializes concurrent issuers until their
 * transactions end, so no sequence is handed out twice. Undefined if the counter returned no row.
 */
export async function nextDocumentSequence(
  tx: Database,
  prefix: string,
  year: number,
): Promise<number | undefined> {
  const pattern = `^${prefix}${String(year).padStart(2, '0')}[0-9]{6}$`;
  const [row] = await tx
    .insert(documentNumberCounters)
    .values({
      series: prefix,
      year,
      last: sql`coalesce((select max(substring(${documents.number} from 5)::integer) from ${documents} where ${documents.number} ~ ${pattern}), 0) + 1`,
    })
    .onConflictDoUpdate({
      target: [documentNumberCounters.series, documentNumberCounters.year],
      set: { last: sql`greatest(${documentNumberCounters.last} + 1, excluded.last)` },
    })
    .returning({ last: documentNumberCounters.last });
  return row?.last;
}

// ---------------------------------------------------------------- payments

export async function insertPayment(
  tx: Database,
  values: Omit<typeof payments.$inferInsert, 'id' | 'createdAt'>,
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/** A card payment by the gateway's id, with its order's number. */
export async function findPaymentByGatewayId(db: Database, gatewayId: string) {
  const [row] = await db
    .select({ payment: payments, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.gatewayId, gatewayId))
    .limit(1);
  return row;
}

/**
 * Marks a card payment PAID once, received now and settling `documentId`: only the statement that
 * finds `paid_at` still null updates it (a row lock makes a concurrent one wait and then find it
 * set). Answers the payment when this call did it.
 */
export async function markPaidOnce(
  tx: Database,
  paymentId: number,
  amount: number,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ state: 'PAID', paidAt: sql`now()`, amount })
    .where(and(eq(payments.id, paymentId), sql`${payments.paidAt} is null`))
    .returning();
  return row;
}

export async function setSettledDocument(
  tx: Database,
  paymentId: number,
  documentId: number | null,
): Promise<void> {
  await tx
    .update(payments)
    .set({ settlesDocumentId: documentId })
    .where(eq(payments.id, paymentId));
}

/** Records a state other than PAID for a payment not paid (a paid one keeps PAID). */
export async function setUnpaidState(
  db: Database,
  paymentId: number,
  state: Exclude<PaymentState, 'PAID'>,
): Promise<void> {
  await db
    .update(payments)
    .set({ state })
    .where(
      and(
        eq(payments.id, paymentId),
        sql`${payments.paidAt} is null`,
        inArray(payments.state, ['CREATED', 'CANCELED', 'TIMEOUTED']),
      ),
    );
}

/** The order's received payments, oldest first. */
export async function findReceivedPayments(db: Database, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.paidAt)))
    .orderBy(asc(payments.paidAt), asc(payments.id));
}

// ---------------------------------------------------------------- refunds

/** A credit note by its number, with what was refunded against it. */
export async function findCreditNote(tx: Database, number: string) {
  const [document] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.number, number), eq(documents.type, 'repair-invoice')));
  if (!document) return undefined;
  const [refunded] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.creditNoteId, document.id));
  return { document, refunded: refunded?.sum ?? 0 };
}

export async function insertRefund(
  tx: Database,
  values: Omit<typeof refunds.$inferInsert, 'id'>,
): Promise<void> {
  await tx.insert(refunds).values(values);
}

// ---------------------------------------------------------------- the outbox

export async function insertOutboxMessage(
  tx: Database,
  values: { kind: string; orderId: number; payload: Record<string, unknown> },
): Promise<void> {
  await tx.insert(outboxMessages).values(values);
}

// ---------------------------------------------------------------- reading documents

/** A document by its type and public code. */
export async function findDocumentByCode(
  db: Database,
  type: DocumentType,
  code: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.type, type), eq(documents.code, code)));
  return row;
}

/** Documents issued before their content was stored. */
export async function findUnfrozenDocuments(db: Database): Promise<DocumentRow[]> {
  return db.select().from(documents).where(isNull(documents.content)).orderBy(asc(documents.id));
}

export async function storeContent(
  db: Database,
  id: number,
  values: Pick<DocumentRow, 'content' | 'digest' | 'amountDue'>,
): Promise<void> {
  await db
    .update(documents)
    .set(values)
    .where(and(eq(documents.id, id), isNull(documents.content)));
}

/** The document a short hash names: its type, code and its order's language. */
export async function findShortLink(
  db: Database,
  hash: string,
): Promise<{ type: string; code: string; locale: string } | undefined> {
  const [row] = await db
    .select({ type: documents.type, code: documents.code, locale: orders.locale })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(eq(documents.shortHash, hash));
  return row;
}

/** The order by its number when `code` is the code of one of its proformas (the order's link). */
export async function findOrderIdByCode(
  db: Database,
  orderNumber: string,
  code: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'estimate')))
    .where(and(eq(orders.orderNumber, orderNumber), eq(documents.code, code)))
    .limit(1);
  return row?.id;
}

/** Whether `code` is the code of one of the order's proformas. */
export async function isOrderCode(db: Database, orderId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(eq(documents.orderId, orderId), eq(documents.type, 'estimate'), eq(documents.code, code)),
    )
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- sending the outbox

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** How many times a message is tried (over about eight hours) before it is left for staff. */
export const OUTBOX_ATTEMPTS = 12;

/**
 * The next message due, leased to this sender for five minutes (another sender skips it meanwhile;
 * a sender that dies leaves it to be sent again when the lease ends).
 */
export async function leaseOutboxMessage(db: Database): Promise<OutboxRow | undefined> {
  const next = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        isNull(outboxMessages.sentAt),
        sql`${outboxMessages.availableAt} <= now()`,
        sql`${outboxMessages.attempts} < ${OUTBOX_ATTEMPTS}`,
      ),
    )
    .orderBy(asc(outboxMessages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outboxMessages)
    .set({
      availableAt: sql`now() + interval '5 minutes'`,
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .where(inArray(outboxMessages.id, next))
    .returning();
  return row;
}

export async function markOutboxSent(db: Database, id: number): Promise<void> {
  await db.update(outboxMessages).set({ sentAt: sql`now()` }).where(eq(outboxMessages.id, id));
}

/** A failed send: tried again later, each time later (1, 2, 4 … minutes, at most an hour). */
export async function markOutboxFailed(db: Database, id: number, error: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      lastError: error.slice(0, 2000),
      availableAt: sql`now() + least(interval '1 hour', interval '1 minute' * power(2, ${outboxMessages.attempts} - 1))`,
    })
    .where(eq(outboxMessages.id, id));
}

export async function findDocumentsByIds(
  db: Database,
  ids: readonly number[],
): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(inArray(documents.id, [...ids]))
    .orderBy(asc(documents.id));
}

/** The e-mails of the company's finance contacts. */
export async function findFinanceContacts(
  db: Database,
  companyId: number | null,
): Promise<string[]> {
  if (companyId === null) return [];
  const rows = await db
    .select({ email: companyContacts.email })
    .from(companyContacts)
    .where(
      and(eq(companyContacts.companyId, companyId), sql`'finance' = any(${companyContacts.roles})`),
    );
  return rows.map((row) => row.email);
}

/**
 * Marks the messages this transaction wrote sent without sending them (the demo's seeded history):
 * `now()` is the transaction's start, so no other message matches.
 */
export async function discardOutbox(tx: Database): Promise<void> {
  await tx
    .update(outboxMessages)
    .set({ sentAt: sql`now()` })
    .where(and(isNull(outboxMessages.sentAt), sql`${outboxMessages.createdAt} = now()`));
}

/** Gives a document a fixed code (and short link) of the demo data; its content is untouched. */
export async function setDocumentCode(
  tx: Database,
  id: number,
  values: { code: string; shortHash?: string },
): Promise<void> {
  await tx.update(documents).set(values).where(eq(documents.id, id));
}

/** Orders not invoiced whose kept money (paid_amount) no tax document covers: older data. */
export async function findOrdersKeepingUntaxedMoney(db: Database): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`${orders.paidAmount} > 0`,
        sql`not exists (select 1 from ${documents} where ${documents.orderId} = ${orders.id} and ${documents.type} in ('tax-document', 'invoice'))`,
      ),
    );
}
