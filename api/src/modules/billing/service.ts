// Billing: every money event of an order, in the transaction of the change that causes it. It
// issues the documents (domain decisions: money documents), records payments and refunds, keeps the
// order's money columns and leaves a message in the outbox for the customer.

import type {
  DocumentReceivedPayment,
  LocalizedText,
  OrderChangeEntry,
} from '@shop/shared/contract';
import {
  excess,
  held,
  type Ledger,
  type MoneySplit,
  owed,
  splitGross,
  splitPart,
  statusAfterMoney,
} from '@shop/shared/rules/money';
import { addDays, toPragueDate } from '@shop/shared/rules/prague-time';
import { proformaDueDate } from '@shop/shared/rules/proforma-due';
import type { Database } from '../../db/client';
import { contentDigest } from '../../lib/content-digest';
import { toLocalDateTime } from '../../lib/local-date-time';
import { randomCode } from '../../lib/random-code';
import { billedCustomer, estimateNumber, twoDigitYear } from '../order';
import {
  type AdvanceDeduction,
  creditNoteContent,
  type DocumentContent,
  type DocumentOrder,
  type DocumentReference,
  invoiceContent,
  type OrderSupply,
  proformaContent,
  taxDocumentContent,
} from './document-content';
import { nextDocumentNumber } from './numbering';
import {
  countEstimates,
  type DocumentRow,
  discardOutbox,
  findMoneyTotals,
  findOpenDemand,
  findOrderDocuments,
  findOrderForDocuments,
  insertDocument,
  insertOutboxMessage,
  type OrderItemRow,
  type OrderRow,
  type PaymentRow,
  setDocumentCode,
  setOrderMoney,
  setSettledDocument,
} from './repository';

/** Days between issuing an invoice and its due date. */
export const INVOICE_DUE_DAYS = 14;
/** Days between issuing a credit note and its due date (the refund). */
export const CREDIT_NOTE_DUE_DAYS = 14;

/** SHA-256 (hex) of a document's content in canonical JSON (RFC 8785). */
export function digestOf(content: DocumentContent): string {
  return contentDigest(content);
}

function documentOrder(order: OrderRow): DocumentOrder {
  return {
    orderNumber: order.orderNumber,
    customer: billedCustomer(order),
    rentalFrom: toLocalDateTime(order.rentalFrom),
    rentalTo: toLocalDateTime(order.rentalTo),
    currency: order.currency,
    czkPerUnit: order.czkPerUnit,
  };
}

function supplyOf(order: OrderRow, items: readonly OrderItemRow[]): OrderSupply {
  return {
    items: items.map((item) => ({
      name: item.name,
      nameEn: item.nameEn,
      quantity: item.quantity,
      days: item.days,
      unitPrice: item.unitPrice,
      total: item.total,
    })),
    charges: order,
    vat: order.vat,
  };
}

/** The order's ledger: what it costs now (nothing once cancelled) and its money by its documents. */
async function ledgerOf(tx: Database, order: OrderRow): Promise<Ledger> {
  const money = await findMoneyTotals(tx, order.id);
  return { total: order.status === 'CANCELED' ? 0 : order.totalWithVat, ...money };
}

const splitOf = (row: DocumentRow): MoneySplit => ({
  base: row.price ?? 0,
  vat: row.vat ?? 0,
  gross: row.totalWithVat ?? 0,
});

const referenceOf = (row: DocumentRow): DocumentReference => ({
  type: row.type,
  number: row.number,
  issueDate: row.issueDate,
});

/** A document issued now: stored with its content, digest and amounts; a fresh code and short link. */
async function issue(
  tx: Database,
  orderId: number,
  content: DocumentContent,
  links: { correctsDocumentId?: number; paymentId?: number } = {},
): Promise<DocumentRow> {
  return insertDocument(tx, {
    orderId,
    type: content.type,
    code: randomCode(),
    shortHash: randomCode(),
    number: content.number,
    issueDate: content.issueDate,
    dueDate: content.dueDate,
    currency: 'czk',
    taxableSupplyDate: content.taxableSupplyDate,
    price: content.totals.withoutVat,
    vat: content.totals.vat,
    totalWithVat: content.totals.withVat,
    content: content as unknown as Record<string, unknown>,
    digest: digestOf(content),
    amountDue: content.amountDue,
    correctsDocumentId: links.correctsDocumentId ?? null,
    paymentId: links.paymentId ?? null,
  });
}

/** A tax document of an advance: whole, and what of it is left after the credit notes correcting it. */
interface Advance extends AdvanceDeduction {
  id: number;
  whole: MoneySplit;
}

/** Each tax document of the order and what of it is left after the credit notes correcting it. */
async function advancesOf(tx: Database, orderId: number): Promise<Advance[]> {
  const rows = await findOrderDocuments(tx, orderId, ['tax-document', 'repair-invoice']);
  return rows
    .filter((row) => row.type === 'tax-document')
    .map((tax) => {
      const left = rows
        .filter((row) => row.correctsDocumentId === tax.id)
        .reduce(
          (split, credit) => ({
            base: split.base + (credit.price ?? 0),
            vat: split.vat + (credit.vat ?? 0),
            gross: split.gross + (credit.totalWithVat ?? 0),
          }),
          splitOf(tax),
        );
      return { document: referenceOf(tax), split: left, id: tax.id, whole: splitOf(tax) };
    });
}

const sumOf = (splits: readonly MoneySplit[]): MoneySplit =>
  splits.reduce(
    (sum, split) => ({
      base: sum.base + split.base,
      vat: sum.vat + split.vat,
      gross: sum.gross + split.gross,
    }),
    { base: 0, vat: 0, gross: 0 },
  );

/** Why money is given back when nothing of the order changed: a payment beyond what it costs. */
export const OVERPAYMENT_REASON: LocalizedText = {
  cs: 'Vrácení přeplatku objednávky',
  en: 'Refund of an overpayment of the order',
};

/**
 * Credit notes for `amount` the shop keeps beyond what the order costs: against the tax documents
 * of the advances, newest first, each for no more than is left of it; after invoicing, against the
 * invoice.
 */
async function creditExcess(
  tx: Database,
  order: OrderRow,
  amount: number,
  reason: LocalizedText,
  now: Date,
): Promise<DocumentRow[]> {
  const today = toPragueDate(now);
  const [invoice] = await findOrderDocuments(tx, order.id, ['invoice']);
  const targets: Array<{ id: number; reference: DocumentReference; part: MoneySplit }> = [];
  if (invoice) {
    targets.push({ id: invoice.id, reference: referenceOf(invoice), part: splitGross(amount) });
  } else {
    let left = amount;
    for (const advance of [...(await advancesOf(tx, order.id))].reverse()) {
      if (left <= 0) break;
      const take = Math.min(left, advance.split.gross);
      if (take <= 0) continue;
      const taken = advance.whole.gross - advance.split.gross;
      targets.push({
        id: advance.id,
        reference: advance.document,
        part: splitPart(advance.whole, taken, take),
      });
      left -= take;
    }
    // Money kept by the shop is always in its advances' tax documents; anything else is a fault.
    if (left > 0)
      throw new Error(`order ${order.orderNumber}: ${left} CZK kept without a tax document`);
  }
  const issued: DocumentRow[] = [];
  for (const target of targets) {
    const number = await nextDocumentNumber(tx, 'repair-invoice', twoDigitYear(today));
    const content = creditNoteContent({
      order: documentOrder(order),
      corrects: target.reference,
      split: target.part,
      reason,
      number,
      issueDate: today,
      dueDate: addDays(today, CREDIT_NOTE_DUE_DAYS),
    });
    issued.push(await issue(tx, order.id, content, { correctsDocumentId: target.id }));
  }
  return issued;
}

/** A new proforma asking what is owed now (the first one is numbered after the order). */
async function issueProforma(tx: Database, order: OrderRow, now: Date): Promise<DocumentRow> {
  const today = toPragueDate(now);
  const { items } = await findOrderForDocuments(tx, order.id);
  const issued = await countEstimates(tx, order.id);
  const first = estimateNumber(order.orderNumber);
  const advances = sumOf((await advancesOf(tx, order.id)).map((advance) => advance.split));
  const content = proformaContent({
    order: documentOrder(order),
    supply: supplyOf(order, items),
    advances,
    number: issued === 0 ? first : `${first}-${issued + 1}`,
    issueDate: today,
    // Due before the gear goes out (shared rules/proforma-due).
    dueDate: proformaDueDate(today, order.rentalFrom?.slice(0, 10) ?? null),
    awaitingConfirmation: order.status === 'CREATED',
  });
  return issue(tx, order.id, content);
}

/** Keeps the order's money columns after a money event: what the shop keeps and the status. */
async function keepOrderMoney(tx: Database, order: OrderRow): Promise<Ledger> {
  const ledger = await ledgerOf(tx, order);
  await setOrderMoney(tx, order.id, {
    paidAmount: held(ledger),
    status: statusAfterMoney(order.status, ledger),
  });
  return ledger;
}

export type MoneyEventKind =
  | 'order-placed'
  | 'order-changed'
  | 'order-canceled'
  | 'order-confirmed'
  | 'payment-received'
  | 'invoice-issued'
  | 'refund-paid';

/**
 * A message of another module to the order's customer (a desk protocol), written to the outbox in
 * the transaction of its change and composed when it is sent (SendPendingOptions.composers).
 */
export function queueOrderMessage(
  tx: Database,
  message: { kind: string; orderId: number; payload: Record<string, unknown> },
): Promise<void> {
  return insertOutboxMessage(tx, message);
}

/** What the customer is told of a money event, written to the outbox in the same transaction. */
async function tell(
  tx: Database,
  kind: MoneyEventKind,
  orderId: number,
  payload: { documents: readonly DocumentRow[]; changes?: OrderChangeEntry[]; amount?: number },
): Promise<void> {
  // The order's status and what it owes as they are now: the message says so whenever it is sent.
  const { order } = await findOrderForDocuments(tx, orderId);
  await insertOutboxMessage(tx, {
    kind,
    orderId,
    payload: {
      status: order.status,
      owed: owed(await ledgerOf(tx, order)),
      documentIds: payload.documents.map((row) => row.id),
      ...(payload.changes ? { changes: payload.changes } : {}),
      ...(payload.amount === undefined ? {} : { amount: payload.amount }),
    },
  });
}

/**
 * Settles the order's money after a change: a credit note for what the shop keeps beyond the
 * order's total; when asked (the total or the billed party changed) and the order is not yet
 * invoiced nor cancelled, a new proforma of what is owed, if anything is.
 */
async function settle(
  tx: Database,
  order: OrderRow,
  cause: { reason: LocalizedText; reissue: boolean },
  now: Date,
): Promise<DocumentRow[]> {
  const issued: DocumentRow[] = [];
  const before = await ledgerOf(tx, order);
  const over = excess(before);
  if (over > 0) issued.push(...(await creditExcess(tx, order, over, cause.reason, now)));
  const ledger = await keepOrderMoney(tx, order);
  const invoiced = (await findOrderDocuments(tx, order.id, ['invoice'])).length > 0;
  if (cause.reissue && !invoiced && order.status !== 'CANCELED' && owed(ledger) > 0) {
    issued.push(await issueProforma(tx, order, now));
  }
  return issued;
}

/** The order placed (inside its transaction): its first proforma, and the confirmation to send. */
export async function orderPlaced(
  tx: Database,
  orderId: number,
  now: Date = new Date(),
): Promise<DocumentRow> {
  const { order } = await findOrderForDocuments(tx, orderId);
  const proforma = await issueProforma(tx, order, now);
  await keepOrderMoney(tx, order);
  await tell(tx, 'order-placed', orderId, { documents: [proforma] });
  return proforma;
}

/** A change of an order as billing settles it: what it was before, and what changed. */
export interface OrderChangedEvent {
  orderId: number;
  totalBefore: number;
  statusBefore: OrderRow['status'];
  changes: OrderChangeEntry[];
  reason: LocalizedText;
  billingChanged: boolean;
}

/**
 * The order changed (saved already, in the same transaction): credit notes for money kept beyond
 * the new total, a new proforma when the total or the billed party changed and something is owed,
 * and the message of the change (a cancellation's own).
 */
export async function orderChanged(
  tx: Database,
  input: OrderChangedEvent,
  now: Date = new Date(),
): Promise<DocumentRow[]> {
  const { order } = await findOrderForDocuments(tx, input.orderId);
  const canceled = order.status === 'CANCELED' && input.statusBefore !== 'CANCELED';
  const totalChanged = order.totalWithVat !== input.totalBefore;
  const issued = await settle(
    tx,
    order,
    { reason: input.reason, reissue: totalChanged || input.billingChanged },
    now,
  );
  if (canceled || totalChanged || issued.length > 0) {
    await tell(tx, canceled ? 'order-canceled' : 'order-changed', order.id, {
      documents: issued,
      changes: input.changes,
    });
  }
  return issued;
}

/** A conflict order confirmed by staff (now ORDERED): a proforma that asks for the payment. */
export async function orderConfirmed(
  tx: Database,
  orderId: number,
  now: Date = new Date(),
): Promise<DocumentRow[]> {
  const { order } = await findOrderForDocuments(tx, orderId);
  const issued = await settle(tx, order, { reason: OVERPAYMENT_REASON, reissue: true }, now);
  await tell(tx, 'order-confirmed', orderId, { documents: issued });
  return issued;
}

/** Why a payment cannot be taken for an order in its state, or null when it can. */
export function paymentRefusal(status: OrderRow['status']): string | null {
  if (status === 'CREATED') {
    return 'The equipment’s availability is being confirmed: the order can be paid once staff confirm it';
  }
  if (status === 'CANCELED' || status === 'DRAFT') return 'The order takes no payment';
  return null;
}

/**
 * A payment received (its row marked received): the proforma or invoice it settles, its tax
 * document when it comes before the invoice, a credit note for anything paid beyond the total,
 * and the message with the documents.
 */
export async function paymentReceived(
  tx: Database,
  payment: PaymentRow,
  now: Date = new Date(),
): Promise<DocumentRow[]> {
  const { order } = await findOrderForDocuments(tx, payment.orderId);
  const demand = await findOpenDemand(tx, order.id);
  await setSettledDocument(tx, payment.id, demand?.id ?? null);
  const issued: DocumentRow[] = [];
  const invoiced = demand?.type === 'invoice';
  if (!invoiced) {
    const today = toPragueDate(payment.paidAt ?? now);
    const received: DocumentReceivedPayment = {
      date: today,
      method: payment.method,
      amount: payment.amount,
    };
    const content = taxDocumentContent({
      order: documentOrder(order),
      received,
      split: splitGross(payment.amount),
      number: await nextDocumentNumber(tx, 'tax-document', twoDigitYear(today)),
      issueDate: today,
    });
    issued.push(await issue(tx, order.id, content, { paymentId: payment.id }));
  }
  issued.push(...(await settle(tx, order, { reason: OVERPAYMENT_REASON, reissue: false }, now)));
  await tell(tx, 'payment-received', order.id, { documents: issued, amount: payment.amount });
  return issued;
}

/** A tax document for money an order kept before billing issued them (`settleLegacyMoney`). */
export async function issueLegacyTaxDocument(
  tx: Database,
  orderId: number,
  payment: PaymentRow,
  amount: number,
): Promise<DocumentRow> {
  const { order } = await findOrderForDocuments(tx, orderId);
  const date = toPragueDate(payment.paidAt ?? new Date());
  const content = taxDocumentContent({
    order: documentOrder(order),
    received: { date, method: payment.method, amount },
    split: splitGross(amount),
    number: await nextDocumentNumber(tx, 'tax-document', twoDigitYear(date)),
    issueDate: date,
  });
  return issue(tx, orderId, content, { paymentId: payment.id });
}

/** The order invoiced (status INVOICED, in the same transaction): the final invoice, once. */
export async function orderInvoiced(
  tx: Database,
  orderId: number,
  now: Date = new Date(),
): Promise<DocumentRow> {
  const [existing] = await findOrderDocuments(tx, orderId, ['invoice']);
  if (existing) return existing;
  const { order, items } = await findOrderForDocuments(tx, orderId);
  const today = toPragueDate(now);
  const content = invoiceContent({
    order: documentOrder(order),
    supply: supplyOf(order, items),
    deductions: await advancesOf(tx, orderId),
    number: await nextDocumentNumber(tx, 'invoice', twoDigitYear(today)),
    issueDate: today,
    dueDate: addDays(today, INVOICE_DUE_DAYS),
    taxableSupplyDate: order.rentalTo ? order.rentalTo.slice(0, 10) : today,
  });
  const invoice = await issue(tx, orderId, content);
  await keepOrderMoney(tx, order);
  await tell(tx, 'invoice-issued', orderId, { documents: [invoice] });
  return invoice;
}

/** The ledger of an order by its documents (the staff tool and the account show it). */
export async function orderLedger(tx: Database, orderId: number): Promise<Ledger> {
  const { order } = await findOrderForDocuments(tx, orderId);
  return ledgerOf(tx, order);
}

/** The order's documents, oldest first. */
export function orderDocuments(db: Database, orderId: number): Promise<DocumentRow[]> {
  return findOrderDocuments(db, orderId);
}

/** The demo data's seeding only: its orders' history is not news to anyone. */
export function discardSeededMessages(tx: Database): Promise<void> {
  return discardOutbox(tx);
}

/** The demo data's seeding only: a seeded document's fixed code (and short link). */
export function setSeededDocumentCode(
  tx: Database,
  documentId: number,
  values: { code: string; shortHash?: string },
): Promise<void> {
  return setDocumentCode(tx, documentId, values);
}

export { tell };
