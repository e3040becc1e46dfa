import type { DocumentType, PaymentStatus } from '@shop/shared/contract';
import { and, count, desc, eq, gte, ilike, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, orders } from '../../db/schema';
import { likeContains } from '../../lib/search-text';
import { type OrderListOwner, ownerCondition } from '../order/account-repository';

export interface InvoiceFilters {
  paymentStatus: PaymentStatus | undefined;
  issueDateFrom: string | undefined;
  issueDateTo: string | undefined;
  orderNumber: string | undefined;
  docType: DocumentType | undefined;
  customerName: string | undefined;
  companyId: number | undefined;
}

// A document shows the amounts it was issued with (a credit note's are negative: what it takes
// back). Documents issued before amounts were stored show their order's price and total; such a
// credit note has nothing to show, so 0. Payments belong to the order's estimate and invoice.
const isCreditNote = sql`${documents.type} = 'repair-invoice'`;
const amount = sql<number>`coalesce(${documents.price}, case when ${isCreditNote} then 0 else ${orders.price} end)`;
const amountWithTax = sql<number>`coalesce(${documents.totalWithVat}, case when ${isCreditNote} then 0 else ${orders.totalWithVat} end)`;
const paidAmount = sql<number>`case when ${isCreditNote} then 0 else ${orders.paidAmount} end`;

/**
 * The payment status of a row as a condition: `paymentStatusOf(paidAmount, amountWithTax)`
 * (order/payment-status.ts) written in SQL, so the list can filter and page by it. The tests hold
 * the two to the same answers.
 */
export function paymentStatusCondition(status: PaymentStatus): SQL {
  switch (status) {
    case 'paid':
      return sql`(${paidAmount} > 0 and ${paidAmount} >= ${amountWithTax})`;
    case 'part-paid':
      return sql`(${paidAmount} > 0 and ${paidAmount} < ${amountWithTax})`;
    case 'unpaid':
      return sql`(${paidAmount} <= 0)`;
  }
}

/**
 * A proforma that no longer asks for anything: a newer proforma of its order (issued when the
 * order's total changed) asks for what the order costs now.
 */
const superseded = sql<boolean>`(${documents.type} = 'estimate' and exists (select 1 from ${documents} as newer where newer.order_id = ${documents.orderId} and newer.type = 'estimate' and newer.id > ${documents.id}))`;

/**
 * Overdue: something is left to pay and the due date is before today (Europe/Prague). A cancelled
 * order's documents and a superseded proforma are not claimed any more, so they are never overdue.
 */
function overdueCondition(today: string): SQL {
  return sql`(${documents.dueDate} < ${today} and ${paidAmount} < ${amountWithTax} and ${orders.status} <> 'CANCELED' and not ${superseded})`;
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
  const where = and(ownerCondition(owner), ...filterConditions(filters));
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
        ownerCondition(owner),
        inArray(documents.type, ['estimate', 'invoice']),
        overdueCondition(today),
      ),
    )
    .groupBy(documents.type);
  const of = (type: DocumentType) => rows.find((row) => row.type === type)?.count ?? 0;
  return { estimates: of('estimate'), invoices: of('invoice') };
}
