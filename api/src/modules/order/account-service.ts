import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  type AccountOrderBlock,
  type AccountOrderDetail,
  type AccountOrderInsurance,
  type AccountOrderInvoice,
  type AccountOrderSummary,
  type AccountOrdersQuery,
  type AccountOrdersResponse,
  type ReadyStatus,
} from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { UNAUTHORIZED } from '../../plugins/authenticate';
import { billedCustomer, toLocalDateTime } from '../document/service';
import {
  findCustomerOrders,
  findOrderAccessFacts,
  findOrderById,
  findOrderDocumentsAndPayments,
  type OrderAccessFacts,
} from './account-repository';
import { paymentStatusOf } from './payment-status';
import { getReceivedOrder, ORDER_NOT_FOUND } from './received-order';
import { findCustomerById, type OrderRow } from './repository';

/** Who is asking: the signed-in customer and whether their e-mail is confirmed. */
export interface OrderViewer {
  customerId: number;
  emailVerified: boolean;
}

/** The signed-in customer behind a session; a session that outlived its customer is signed out. */
export async function orderViewer(db: Database, customerId: number | null): Promise<OrderViewer> {
  const customer = customerId === null ? undefined : await findCustomerById(db, customerId);
  if (!customer) throw new HttpError(401, UNAUTHORIZED);
  return { customerId: customer.id, emailVerified: customer.emailVerified };
}

/**
 * Whether the viewer may read the order. An order placed as a guest belongs to the customer record
 * of its e-mail, and anyone can type an e-mail into a checkout: so the account shows such orders
 * only once the customer has confirmed the e-mail; before that, only the orders the customer placed
 * in person (signed in, or the order that opened the account). Company roles (an administrator
 * reading the company's orders) will be decided here too.
 */
export function mayReadOrder(viewer: OrderViewer, order: OrderAccessFacts): boolean {
  if (order.customerId !== viewer.customerId) return false;
  return viewer.emailVerified || order.placedInPerson;
}

/**
 * How far the gear is prepared. Preparation is not recorded yet: an order whose gear has been
 * handed over (lent, returned, invoiced) was ready; any other is not ready yet.
 */
export function readyStatusOf(status: OrderRow['status']): ReadyStatus {
  return ['LENT', 'RETURNED', 'INVOICED', 'SENT'].includes(status) ? 'READY' : 'NOT_READY';
}

/** The billed company's name; an order billed to the person has none. */
function companyOf(order: OrderRow): string | null {
  return order.customerTaxRegNo ? order.customerName : null;
}

function summaryOf(order: OrderRow): AccountOrderSummary {
  return {
    orderNumber: order.orderNumber,
    company: companyOf(order),
    createdAt: order.createdAt.toISOString(),
    rentalFrom: toLocalDateTime(order.rentalFrom),
    rentalTo: toLocalDateTime(order.rentalTo),
    totalWithVat: order.totalWithVat,
    projectName: order.projectName,
    status: order.status,
    readyStatus: readyStatusOf(order.status),
    paymentStatus: paymentStatusOf(order.paidAmount, order.totalWithVat),
  };
}

/** GET /orders: the viewer's orders, newest first, 12 a page, by status and project. */
export async function listAccountOrders(
  db: Database,
  viewer: OrderViewer,
  query: AccountOrdersQuery,
): Promise<AccountOrdersResponse> {
  const page = query.page ?? 1;
  const limit = ACCOUNT_ORDERS_PAGE_SIZE;
  const { rows, count } = await findCustomerOrders(
    db,
    { customerId: viewer.customerId, withGuestOrders: viewer.emailVerified },
    { status: query.status, project: query.project?.trim() || undefined },
    { limit, offset: (page - 1) * limit },
  );
  return { success: true, orders: rows.map(summaryOf), count, page, limit };
}

/** The order the viewer may read; any other number, unknown or someone else's, is the same 404. */
async function readableOrder(
  db: Database,
  viewer: OrderViewer,
  orderNumber: string,
): Promise<{ facts: OrderAccessFacts; order: OrderRow }> {
  const facts = await findOrderAccessFacts(db, orderNumber);
  const order =
    facts && mayReadOrder(viewer, facts) ? await findOrderById(db, facts.orderId) : undefined;
  if (!facts || !order) throw notFound(ORDER_NOT_FOUND);
  return { facts, order };
}

function insuranceOf(order: OrderRow): AccountOrderInsurance {
  const selected = order.insurance;
  if (!selected) return { id: 'basic', countries: [], student: false, price: 0 };
  return {
    id: selected.id,
    countries: selected.countries,
    student: selected.student,
    price: order.insurancePrice,
  };
}

/** GET /order/insurance/{id}. */
export async function getAccountOrderInsurance(
  db: Database,
  viewer: OrderViewer,
  orderNumber: string,
): Promise<AccountOrderInsurance> {
  return insuranceOf((await readableOrder(db, viewer, orderNumber)).order);
}

/** GET /order/{id}: the order as the order-received page shapes it, with the account's parts. */
export async function getAccountOrder(
  db: Database,
  viewer: OrderViewer,
  orderNumber: string,
): Promise<AccountOrderDetail> {
  const { facts, order } = await readableOrder(db, viewer, orderNumber);
  if (!facts.estimateCode) throw notFound(ORDER_NOT_FOUND);
  const received = await getReceivedOrder(db, orderNumber, facts.estimateCode);
  const related = await findOrderDocumentsAndPayments(db, order.id);

  // Rent items share the order's rental period; sale items and priced insurance have no dates.
  const rent = received.items.filter((item) => !item.isSale && item.days !== null);
  const sale = received.items.filter((item) => item.isSale);
  const blocks: AccountOrderBlock[] = [];
  if (rent.length > 0)
    blocks.push({ from: received.rentalFrom, to: received.rentalTo, items: rent });
  if (sale.length > 0) blocks.push({ from: null, to: null, items: sale });

  // Card payments pay the demand note: they are listed under the estimate.
  const cardPayments = related.payments.map((payment) => ({
    date: payment.paidAt?.toISOString() ?? '',
    paidAmount: payment.amount,
    method: 'card' as const,
  }));
  const invoices: AccountOrderInvoice[] = related.documents.map((document) => ({
    ...document,
    payments: document.type === 'estimate' ? cardPayments : [],
  }));

  return {
    ...received,
    company: companyOf(order),
    projectName: order.projectName,
    note: order.note,
    readyStatus: readyStatusOf(order.status),
    blocks,
    insurance: insuranceOf(order),
    billing: { ...billedCustomer(order), phone: order.customerPhone },
    invoices,
  };
}
