import { OrderChangeEntry } from '@shop/shared/contract';
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { Compile } from 'typebox/compile';
import type { Database } from '../../db/client';
import { type OrderListOwner, ordersOwnedBy } from '../../db/order-owner';
import { customers, documents, orderHistory, orders, payments } from '../../db/schema';
import type { OrderAccessFacts } from '../identity';
import type { OrderRow } from './repository';

export type { OrderListOwner };

export interface OrderListFilters {
  status: OrderRow['status'] | undefined;
  project: string | undefined;
}

/** A page of the customer's orders, newest first, with the number of all that match. */
export async function findCustomerOrders(
  db: Database,
  owner: OrderListOwner,
  filters: OrderListFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; count: number }> {
  const where = and(
    ordersOwnedBy(owner),
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.project ? eq(orders.projectName, filters.project) : undefined,
  );
  const [total] = await db.select({ count: count() }).from(orders).where(where);
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map((row) => row.order), count: total?.count ?? 0 };
}

export async function findOrderAccessFacts(
  db: Database,
  orderNumber: string,
): Promise<OrderAccessFacts | undefined> {
  const [row] = await db
    .select({
      orderId: orders.id,
      customerId: orders.customerId,
      companyId: orders.companyId,
      placedInPerson: orders.placedInPerson,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  return row;
}

/** The order's documents (oldest first) and its received payments (card and transfer). */
export async function findOrderDocumentsAndPayments(db: Database, orderId: number) {
  const documentRows = await db
    .select({
      id: documents.id,
      type: documents.type,
      number: documents.number,
      code: documents.code,
      issueDate: documents.issueDate,
      dueDate: documents.dueDate,
    })
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(asc(documents.issueDate), asc(documents.id));
  const paymentRows = await db
    .select({
      amount: payments.amount,
      paidAt: payments.paidAt,
      method: payments.method,
      settlesDocumentId: payments.settlesDocumentId,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.paidAt)))
    .orderBy(asc(payments.paidAt));
  return { documents: documentRows, payments: paymentRows };
}

/** The columns of the order the account shows beside the order-received shape. */
export async function findOrderById(db: Database, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order's changes, oldest first, with who made them (a customer's name or e-mail). */
export async function findOrderHistory(db: Database, orderId: number) {
  const rows = await db
    .select({
      createdAt: orderHistory.createdAt,
      action: orderHistory.action,
      customerId: orderHistory.customerId,
      firstname: customers.firstname,
      lastname: customers.lastname,
      email: customers.email,
      details: orderHistory.details,
      totalWithVatBefore: orderHistory.totalWithVatBefore,
      totalWithVatAfter: orderHistory.totalWithVatAfter,
    })
    .from(orderHistory)
    .leftJoin(customers, eq(customers.id, orderHistory.customerId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
  return rows.map(({ firstname, lastname, email, details, ...row }) => ({
    ...row,
    by: `${firstname ?? ''} ${lastname ?? ''}`.trim() || email,
    changes: storedChanges(details),
  }));
}

const checkChange = Compile(OrderChangeEntry);

/**
 * The changes a history row recorded (`details.changes`), each checked against the contract: one
 * of a kind this API does not know, or not of its kind's shape, is left out. Rows written before
 * changes were recorded as data (`details.lines`, texts) have none; their action still tells what
 * happened.
 */
export function storedChanges(details: Record<string, unknown> | null): OrderChangeEntry[] {
  const changes = details?.changes;
  if (!Array.isArray(changes)) return [];
  return changes.filter((entry): entry is OrderChangeEntry => checkChange.Check(entry));
}
