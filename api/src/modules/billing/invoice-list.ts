import {
  INVOICES_PAGE_SIZE,
  type InvoiceRow,
  type InvoiceState,
  type InvoicesQuery,
  type InvoicesResponse,
  type PaymentStatus,
} from '@shop/shared/contract';
import { isLocalDate, todayIso } from '@shop/shared/rules/prague-time';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { companyAllows, listOwner, type OrderViewer } from '../identity';
import { paymentStatusOf } from '../order';
import { countOverdue, findInvoices, type InvoiceListRow } from './invoice-repository';

/** Spec §4: the invoice status of a payment status (draft, unpaid and sent show as unpaid). */
const STATE_OF: Record<PaymentStatus, InvoiceState> = {
  paid: 'PAID',
  'part-paid': 'PART_PAID',
  unpaid: 'DRAFT',
};

/**
 * Whether the order-received page would take a card payment for this estimate (the order's current
 * one: a superseded proforma asks for nothing any more): the payment call
 * (card-payment.ts `startCardPayment`) refuses an order with nothing owed, a PAID, a cancelled and
 * a conflict one.
 */
function isPayable(row: InvoiceListRow, state: InvoiceState): boolean {
  return (
    row.type === 'estimate' &&
    !row.superseded &&
    state !== 'PAID' &&
    row.target > row.paidAmount &&
    row.orderStatus !== 'PAID' &&
    row.orderStatus !== 'CANCELED' &&
    row.orderStatus !== 'CREATED'
  );
}

function rowOf(row: InvoiceListRow): InvoiceRow {
  const state = STATE_OF[paymentStatusOf(row.paidAmount, row.target)];
  return {
    type: row.type,
    number: row.number,
    code: row.code,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    amount: row.amount,
    amountWithTax: row.amountWithTax,
    paidAmount: row.paidAmount,
    state,
    overdue: row.overdue,
    payable: isPayable(row, state),
  };
}

function checkedDate(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (!isLocalDate(value)) throw badRequest(`${field} must be a valid date`);
  return value;
}

/**
 * GET /invoices: the viewer's documents, newest issue date first, 12 a page, by the spec's filters,
 * with the overdue proformas and invoices counted over all of them. A company whose invoices the
 * viewer may not read gives an empty list, never someone else's documents.
 */
export async function listInvoices(
  db: Database,
  viewer: OrderViewer,
  query: InvoicesQuery,
  now: Date = new Date(),
): Promise<InvoicesResponse> {
  const page = query.page ?? 1;
  const limit = INVOICES_PAGE_SIZE;
  const issueDateFrom = checkedDate(query.issueDateFrom, 'issueDateFrom');
  const issueDateTo = checkedDate(query.issueDateTo, 'issueDateTo');
  const today = todayIso(now);
  // Their own orders' documents and those of companies where they may read invoices (owner,
  // finance, billing-and-receiving; not an administrator alone).
  const owner = listOwner(viewer, 'read-invoices');
  const overdue = await countOverdue(db, owner, today);
  if (query.companyId !== undefined && !companyAllows(viewer, query.companyId, 'read-invoices')) {
    return { success: true, invoices: [], count: 0, page, limit, overdue };
  }
  const { rows, count } = await findInvoices(
    db,
    owner,
    {
      paymentStatus: query.paymentStatus,
      issueDateFrom,
      issueDateTo,
      orderNumber: query.orderNumber,
      docType: query.docType,
      customerName: query.customerName?.trim() || undefined,
      companyId: query.companyId,
    },
    { limit, offset: (page - 1) * limit, today },
  );
  return { success: true, invoices: rows.map(rowOf), count, page, limit, overdue };
}
