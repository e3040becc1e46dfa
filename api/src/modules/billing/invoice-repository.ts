import type { DocumentType, PaymentStatus } from '@shop/shared/contract';
import { and, count, desc, eq, gte, ilike, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderListOwner, ordersOwnedBy } from '../../db/order-owner';
import { documents, orders, payments, refunds } from '../../db/schema';
import { likeContains } from '../../lib/search-text';

export interface InvoiceFilters {
  paymentStatus: PaymentStatus | undefined;
  issueDateFrom: string | undefined;
  issueDateTo: string | undefined;
  orderNumber: string | undefined;
  docType: DocumentType | undefined;
  customerName: string | undefined;
  companyId: number | undefined;
}

// Each row shows what its document says and how far it is settled: a proforma what it asks and
// the payments that came while it was the open demand; the final invoice the whole supply, paid by
// the advances it deducts and the payments after it; a tax document its payment (paid); a credit
// note what it gives back and the refunds paid out against it.
const supplyWithVat = sql`coalesce((${documents.content}->'settlement'->'supply'->>'withVat')::integer, ${documents.totalWithVat}, 0)`;
const supplyWithoutVat = sql`coalesce((${documents.content}->'settlement'->'supply'->>'withoutVat')::integer, ${documents.price}, 0)`;
const settled = sql`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.settlesDocumentId} = ${documents.id} and ${payments.paidAt} is not null), 0)`;
const refunded = sql`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.creditNoteId} = ${documents.id}), 0)`;
const amount = sql<number>`case when ${documents.type} = 'invoice' then ${supplyWithoutVat} else coalesce(${documents.price}, 0) end`;
const amountWithTax = sql<number>`case when ${documents.type} = 'invoice' then ${supplyWithVat} else coalesce(${documents.totalWithVat}, 0) end`;
/** What settles the document in full: the proforma's ask, the supply, the payment, the refund. */
const target = sql<number>`case ${documents.type} when 'estimate' then ${documents.amountDue} when 'invoice' then ${supplyWithVat} when 'repair-invoice' then -coalesce(${documents.totalWithVat}, 0) else coalesce(${documents.totalWithVat}, 0) end`;
const paidAmount = sql<number>`case ${documents.type} when 'estimate' then ${settled} when 'invoice' then ${supplyWithVat} - ${documents.amountDue} + ${settled} when 'repair-invoice' then ${refunded} else coalesce(${documents.totalWithVat}, 0) end`;

/**
 * The payment status of a row as a condition: `paymentStatusOf(paidAmount, target)`
 * (order/payment-status.ts) written in SQL, so the list can filter and page by it. The tests hold
 * the two to the same answers.
 */
export function paymentStatusCondition(status: PaymentStatus): SQL {
  switch (status) {
    case 'paid':
      return sql`(${paidAmount} > 0 and ${paidAmount} >= ${target})`;
    case 'part-paid':
      return sql`(${paidAmount} > 0 and ${paidAmount} < ${target})`;
    case 'unpaid':
      return sql`(${paidAmount} <= 0)`;
  }
}

/**
 * A proforma that no longer asks for anything: a newer proforma of its order (issued when the
 * order's total changed) asks for what the order costs now.
 */
const superseded = sql<boolean>`(${documents.type} = 'estimate' and exists (select 1 from ${documents} as newer where newer.order_id = ${documents.orderId} and newer.type in ('estimate', 'invoice') and newer.id > ${documents.id}))`;

/**
 * Overdue: something is left to pay and the due date is before today (Europe/Prague). A cancelled
 * order's documents and a superseded proforma are not claimed any more, so they are never overdue.
 */
function overdueCondition(today: string): SQL {
  return sql`(${documents.type} in ('estimate', 'invoice') and ${documents.dueDate} < ${today} and ${paidAmount} < ${target} and ${orders.status} <> 'CANCELED' and not ${superseded})`;
}

function filterConditions(filters: InvoiceFilters): Array<SQL | undefined> {
  return [
    filters.paymentStatus ? paymentStatusCondition(filters.paymentStatus) : undefined,
    filters.issueDateFrom ? gte(documents.issueDate, filters.issueDateFrom) : undefined,
    filters.issueDateTo ? lte(documents.issueDate, filters.issueDateTo) : undefined,
    // Digits only (the contract's pattern): no wildcard to escape.
    filters.orderNumber ? like(orders.orderNumber, `${filters.orderNumber}%`) : undefined,
    filters.docType ? eq(documents.type, filters.docType) : undefined,
    filters.customerName
      ? ilike(orders.customerName, likeContains(filters.customerName))
      : undefined,
    filters.companyId ? eq(orders.companyId, filters.companyId) : undefined,
  ];
}

export interface InvoiceListRow {
  type: DocumentType;
  number: string;
  code: string;
  issueDate: string;
  dueDate: string;
  orderNumber: string;
  orderStatus: (typeof orders.$inferSelect)['status'];
  customerName: string;
  amount: number;
  amountWithTax: number;
  paidAmount: number;
  /** What settles the document in full (see `target`). */
  target: number;
  overdue: boolean;
  /** A proforma a newer proforma of its order replaced. */
  superseded: boolean;
}

/** A page of the owner's documents, newest issue date first, with the number of all that match. */
export async function findInvoices(
  db: Database,
  owner: OrderListOwner,
  filters: InvoiceFilters,
  page: { limit: number; offset: number; today: string },
): Promise<{ rows: InvoiceListRow[]; count: number }> {
  const where = and(ordersOwnedBy(owner), ...filterConditions(filters));
  const [total] = await db
    .select({ count: count() })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(where);
  const rows = await db
    .select({
      type: documents.type,
      number: documents.number,
      code: documents.code,
      issueDate: documents.issueDate,
      dueDate: documents.dueDate,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      customerName: orders.customerName,
      amount: amount.mapWith(Number),
      amountWithTax: amountWithTax.mapWith(Number),
      paidAmount: paidAmount.mapWith(Number),
      target: target.mapWith(Number),
      overdue: overdueCondition(page.today).mapWith(Boolean),
      superseded: superseded.mapWith(Boolean),
    })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(where)
    .orderBy(desc(documents.issueDate), desc(documents.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, count: total?.count ?? 0 };
}

/** How many of the owner's proformas and invoices are overdue (credit notes are not claimed). */
export async function countOverdue(
  db: Database,
  owner: OrderListOwner,
  today: string,
): Promise<{ estimates: number; invoices: number }> {
  const rows = await db
    .select({ type: documents.type, count: count() })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(
      and(
        ordersOwnedBy(owner),
        inArray(documents.type, ['estimate', 'invoice']),
        overdueCondition(today),
      ),
    )
    .groupBy(documents.type);
  const of = (type: DocumentType) => rows.find((row) => row.type === type)?.count ?? 0;
  return { estimates: of('estimate'), invoices: of('invoice') };
}
