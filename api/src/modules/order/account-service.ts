import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  type AccountOrderBlock,
  type AccountOrderDetail,
  type AccountOrderInsurance,
  type AccountOrderInvoice,
  type AccountOrderItem,
  type AccountOrderSummary,
  type AccountOrdersQuery,
  type AccountOrdersResponse,
} from '@shop/shared/contract';
import { isOrderEditable, orderGroupId } from '@shop/shared/rules/order-editing';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { toLocalDateTime } from '../../lib/local-date-time';
import {
  listOwner,
  mayEditOrder,
  mayReadOrder,
  type OrderAccessFacts,
  type OrderViewer,
} from '../identity';
import {
  findCustomerOrders,
  findOrderAccessFacts,
  findOrderById,
  findOrderDocumentsAndPayments,
  findOrderHistory,
} from './account-repository';
import { billedCustomer } from './billed-customer';
import { paymentStatusOf } from './payment-status';
import { ORDER_NOT_FOUND, receivedItemOf, shapeReceivedOrder } from './received-order';
import { findOrderWithEstimate, type OrderItemRow, type OrderRow } from './repository';

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
    listOwner(viewer, 'read-orders'),
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

/** The order's lines in the account's shape: cancelled lines are kept, at no price. */
function accountItemOf(item: OrderItemRow): AccountOrderItem {
  const canceled = item.canceledAt !== null;
  return {
    ...receivedItemOf(item),
    id: item.id,
    productId: item.productId,
    total: canceled ? 0 : item.total,
    canceled,
    sent: item.sentAt !== null,
  };
}

/**
 * The dated blocks: rent lines grouped by their own period (earliest first), then the sale lines
 * without dates. The priced insurance line belongs to no block (it is the order's insurance).
 */
export function orderBlocks(items: readonly OrderItemRow[]): AccountOrderBlock[] {
  const dated = new Map<string, AccountOrderBlock>();
  const sale: AccountOrderItem[] = [];
  for (const item of items) {
    if (item.isSale) {
      sale.push(accountItemOf(item));
      continue;
    }
    const from = toLocalDateTime(item.rentalFrom);
    const to = toLocalDateTime(item.rentalTo);
    if (item.productId === null || from === null || to === null) continue;
    const groupId = orderGroupId(from, to);
    const block = dated.get(groupId) ?? { groupId, from, to, items: [] };
    block.items.push(accountItemOf(item));
    dated.set(groupId, block);
  }
  const blocks = [...dated.values()].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? ''));
  if (sale.length > 0) blocks.push({ groupId: null, from: null, to: null, items: sale });
  return blocks;
}

/** The gear lists' codes: the order's own customer's alone (a code opens its list to anyone). */
function gearListCodes(
  viewer: OrderViewer,
  facts: OrderAccessFacts,
  order: OrderRow,
): Pick<AccountOrderDetail, 'productListCode' | 'crewListCode'> {
  const own = facts.customerId !== null && facts.customerId === viewer.customerId;
  return {
    productListCode: own ? order.productListCode : null,
    crewListCode: own ? order.crewListCode : null,
  };
}

/**
 * The order as the account shows it to this viewer (inside a change's transaction too); for a
 * preview, `changed` order and lines stand in for the stored ones.
 */
export async function accountOrderDetail(
  db: Database,
  viewer: OrderViewer,
  facts: OrderAccessFacts,
  changed?: { order: OrderRow; items: OrderItemRow[] },
): Promise<AccountOrderDetail> {
  const stored = await findOrderWithEstimate(db, { orderId: facts.orderId });
  if (!stored) throw notFound(ORDER_NOT_FOUND);
  const found = changed ? { ...stored, ...changed } : stored;
  const { order } = found;
  const received = await shapeReceivedOrder(db, found);
  const related = await findOrderDocumentsAndPayments(db, order.id);
  const history = await findOrderHistory(db, order.id);

  // Each payment is listed under the proforma or invoice that asked for it when it came.
  const invoices: AccountOrderInvoice[] = related.documents.map(({ id, ...document }) => ({
    ...document,
    payments: related.payments
      .filter((payment) => payment.settlesDocumentId === id)
      .map((payment) => ({
        date: payment.paidAt?.toISOString() ?? '',
        paidAmount: payment.amount,
        method: payment.method,
      })),
  }));

  return {
    ...received,
    companyId: order.companyId,
    mayEdit: mayEditOrder(viewer, facts),
    editable: isOrderEditable(order.status),
    groupByCategoryGroups: order.groupByCategoryGroups,
    history: history.map((entry) => ({
      createdAt: entry.createdAt.toISOString(),
      action: entry.action,
      by: entry.customerId === null ? null : (entry.by ?? ''),
      changes: entry.changes,
      totalWithVatBefore: entry.totalWithVatBefore,
      totalWithVatAfter: entry.totalWithVatAfter,
    })),
    company: companyOf(order),
    projectName: order.projectName,
    note: order.note,
    readyStatus: order.readyStatus,
    blocks: orderBlocks(found.items),
    insurance: insuranceOf(order),
    billing: { ...billedCustomer(order), phone: order.customerPhone },
    invoices,
    ...gearListCodes(viewer, facts, order),
  };
}

/** GET /order/{id}: the order as the order-received page shapes it, with the account's parts. */
export async function getAccountOrder(
  db: Database,
  viewer: OrderViewer,
  orderNumber: string,
): Promise<AccountOrderDetail> {
  const { facts } = await readableOrder(db, viewer, orderNumber);
  return accountOrderDetail(db, viewer, facts);
}
