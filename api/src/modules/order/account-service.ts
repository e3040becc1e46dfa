import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  type AccountOrderBlock,
  type AccountOrderDetail,
  type AccountOrderInsurance,
  type AccountOrderInvoice,
  type AccountOrderSummary,
  type AccountOrdersQuery,
  type AccountOrdersResponse,
} from '@shop/shared/contract';
import { type CompanyPermission, companyRoleAllows } from '@shop/shared/rules/company-roles';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { UNAUTHORIZED } from '../../plugins/authenticate';
import { type CompanyRoles, findCompanyRoles } from '../company/company-access';
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

/** Who is asking: the signed-in customer, whether their e-mail is confirmed, their company roles. */
export interface OrderViewer {
  customerId: number;
  emailVerified: boolean;
  companyRoles: CompanyRoles;
}

/** The signed-in customer behind a session; a session that outlived its customer is signed out. */
export async function orderViewer(db: Database, customerId: number | null): Promise<OrderViewer> {
  const customer = customerId === null ? undefined : await findCustomerById(db, customerId);
  if (!customer) throw new HttpError(401, UNAUTHORIZED);
  return {
    customerId: customer.id,
    emailVerified: customer.emailVerified,
    companyRoles: await findCompanyRoles(db, customer),
  };
}

/** Whether the viewer's roles in the order's company allow this. */
export function companyAllows(
  viewer: OrderViewer,
  companyId: number | null,
  permission: CompanyPermission,
): boolean {
  if (companyId === null) return false;
  return companyRoleAllows(viewer.companyRoles.get(companyId) ?? [], permission);
}

/** The companies whose orders the viewer may read. */
function readableCompanies(viewer: OrderViewer): number[] {
  return [...viewer.companyRoles.keys()].filter((id) => companyAllows(viewer, id, 'read-orders'));
}

/**
 * Whether the viewer may read the order. An order placed as a guest belongs to the customer record
 * of its e-mail, and anyone can type an e-mail into a checkout: so the account shows such orders
 * only once the customer has confirmed the e-mail; before that, only the orders the customer placed
 * in person (signed in, or the order that opened the account). An order billed to a company is
 * also readable by the company's owner and its administrators and billing-and-receiving contacts.
 */
export function mayReadOrder(viewer: OrderViewer, order: OrderAccessFacts): boolean {
  if (companyAllows(viewer, order.companyId, 'read-orders')) return true;
  if (order.customerId !== viewer.customerId) return false;
  return viewer.emailVerified || order.placedInPerson;
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
    readyStatus: order.readyStatus,
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
    {
      customerId: viewer.customerId,
      withGuestOrders: viewer.emailVerified,
      companyIds: readableCompanies(viewer),
    },
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
    readyStatus: order.readyStatus,
    blocks,
    insurance: insuranceOf(order),
    billing: { ...billedCustomer(order), phone: order.customerPhone },
    invoices,
  };
}
