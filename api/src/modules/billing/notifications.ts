// Sending the outbox: each money event's message, written in the transaction of the change, is
// sent once that transaction has committed, to the order's customer and the finance contacts of the
// company it is billed to, with the tax documents attached as PDFs. A failed send stays in the
// outbox and is tried again later (by the API's sweep or the next sender).

import type {
  DocumentType,
  Locale,
  OrderChangeEntry,
  OrderShippingRow,
  ShopDocument,
} from '@shop/shared/contract';
import { documentSheet } from '@shop/shared/documents/document-sheet';
import type { Database } from '../../db/client';
import { toLocalDateTime } from '../../lib/local-date-time';
import { pagePath } from '../../lib/page-paths';
import type { EmailAttachment, Mailer, OutgoingEmail } from '../email';
import { orderReceivedUrl, orderShippingRows } from '../order';
import { renderDocumentPdf } from '../pdf';
import { shopDocument } from './document-view';
import { isTaxDocument, type MoneyEmailInput, moneyEventEmail } from './money-email';
import { orderConfirmationEmail } from './order-placed-email';
import {
  findDocumentsByIds,
  findFinanceContacts,
  findOrderDocuments,
  findOrderForDocuments,
  leaseOutboxMessage,
  markOutboxFailed,
  markOutboxSent,
  type OrderRow,
  type OutboxRow,
} from './repository';
import type { MoneyEventKind } from './service';

/** The page of a document in a language. */
export function documentPagePath(type: DocumentType, code: string, locale: Locale): string {
  return pagePath(`document-${type}`, { code }, locale);
}

/** The documents that have a short link, and its page: /e/ a proforma's, /i/ an invoice's. */
export const SHORT_LINK_PAGES = [
  ['estimate', 'short-estimate'],
  ['invoice', 'short-invoice'],
] as const;

/** A document's short link in a language, if its type has one. */
export function shortLinkPath(type: DocumentType, hash: string, locale: Locale): string | null {
  const page = SHORT_LINK_PAGES.find(([shortType]) => shortType === type)?.[1];
  return page ? pagePath(page, { hash }, locale) : null;
}

/**
 * A tax document's PDF, as its page lays it out, in the reader's language; a demo shop's with the
 * demo notice on top, as its PDF route gives it.
 */
async function pdfAttachment(
  document: ShopDocument,
  locale: Locale,
  demo: boolean,
): Promise<EmailAttachment> {
  const content = await renderDocumentPdf(documentSheet(document, locale), locale, { demo });
  const name = document.number.replace(/[^A-Za-z0-9-]/g, '') || 'document';
  return { filename: `${name}.pdf`, contentType: 'application/pdf', content };
}

interface Payload {
  documentIds?: number[];
  changes?: OrderChangeEntry[];
  amount?: number;
  /** The order's status and what it owed when the event happened. */
  status?: OrderRow['status'];
  owed?: number;
}

/** The e-mail of one outbox message, for the order's customer. */
async function messageOf(
  db: Database,
  row: OutboxRow,
  origin: string,
  demo: boolean,
): Promise<OutgoingEmail> {
  const payload = row.payload as Payload;
  const { order } = await findOrderForDocuments(db, row.orderId);
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  const documents = (await findDocumentsByIds(db, payload.documentIds ?? []))
    .filter((document) => document.content)
    .map(shopDocument);
  const [first] = await findOrderDocuments(db, order.id, ['estimate']);
  const orderUrl = first
    ? orderReceivedUrl(origin, locale, order.orderNumber, first.code)
    : `${origin}${pagePath('user-account', {}, locale)}`;
  const url = (document: ShopDocument) =>
    `${origin}${documentPagePath(document.type, document.code, locale)}`;
  const status = payload.status ?? order.status;
  if (row.kind === 'order-placed') {
    const legs = await orderShippingRows(db, order);
    return placedMessage({ ...order, status }, documents[0], legs, locale, orderUrl, url, origin);
  }
  const email = moneyEventEmail(
    {
      kind: row.kind as MoneyEmailInput['kind'],
      locale,
      to: order.customerEmail,
      orderNumber: order.orderNumber,
      amount: payload.amount ?? null,
      changes: payload.changes ?? [],
      documents: documents.map((document) => ({ document, url: url(document) })),
      owed: payload.owed ?? 0,
      orderUrl,
    },
    origin,
  );
  const taxDocuments = row.kind === 'refund-paid' ? [] : documents.filter(isTaxDocument);
  const attachments = await Promise.all(
    taxDocuments.map((doc) => pdfAttachment(doc, locale, demo)),
  );
  return attachments.length > 0 ? { ...email, attachments } : email;
}

/** The confirmation of a placed order: its proforma's lines and totals, and where to pay. */
function placedMessage(
  order: OrderRow,
  proforma: ShopDocument | undefined,
  legs: OrderShippingRow[],
  locale: Locale,
  orderUrl: string,
  url: (document: ShopDocument) => string,
  origin: string,
): OutgoingEmail {
  return orderConfirmationEmail(
    {
      locale,
      to: order.customerEmail,
      orderNumber: order.orderNumber,
      status: order.status,
      rentalFrom: toLocalDateTime(order.rentalFrom),
      rentalTo: toLocalDateTime(order.rentalTo),
      items: proforma?.items ?? [],
      shippingPrice: 0,
      voucherCode: null,
      voucherDiscount: 0,
      price: proforma?.totals.withoutVat ?? order.price,
      vat: proforma?.totals.vat ?? order.vat,
      totalWithVat: proforma?.totals.withVat ?? order.totalWithVat,
      estimateUrl: proforma ? url(proforma) : orderUrl,
      paymentUrl: order.status === 'CREATED' ? null : orderUrl,
      dueDate: proforma?.dueDate ?? null,
      legs,
    },
    origin,
  );
}

/** Every recipient of a message: the customer and the billed company's finance contacts. */
async function recipients(db: Database, row: OutboxRow): Promise<string[]> {
  const { order } = await findOrderForDocuments(db, row.orderId);
  const finance = await findFinanceContacts(db, order.companyId);
  return [...new Set([order.customerEmail, ...finance])];
}

/**
 * The e-mail of an outbox message another module wrote (queueOrderMessage), by its kind: that
 * module composes it, billing sends it as it sends its own.
 */
export type OutboxComposer = (
  db: Database,
  message: { orderId: number; payload: Record<string, unknown> },
  context: { origin: string; demo: boolean },
) => Promise<OutgoingEmail>;

export interface SendPendingOptions {
  /** At most this many messages (default 20). */
  limit?: number;
  /** The composers of the other modules' messages, by kind. */
  composers?: Readonly<Record<string, OutboxComposer>>;
  /**
   * A demo shop (the sandbox payment gateway): the attached PDFs carry the demo notice, as the
   * documents' PDF routes give them. (The message's bodies get theirs from the mailer,
   * `withDemoNotice`.)
   */
  demo?: boolean | undefined;
}

/**
 * Sends what the outbox holds (up to `limit` messages), one leased message at a time: sent and
 * marked, or marked failed and left for later. Answers how many were sent.
 */
export async function sendPendingMessages(
  db: Database,
  mailer: Mailer,
  origin: string,
  { limit = 20, demo = false, composers = {} }: SendPendingOptions = {},
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i += 1) {
    const row = await leaseOutboxMessage(db);
    if (!row) break;
    try {
      const composer = composers[row.kind];
      const email = composer
        ? await composer(db, row, { origin, demo })
        : await messageOf(db, row, origin, demo);
      const [customer, ...finance] = await recipients(db, row);
      // The customer's copy decides: a failure is tried again later. A finance contact's copy is
      // sent once, as well as it goes, so the customer never gets the same message twice.
      if (customer) await mailer.send({ ...email, to: customer });
      for (const to of finance) {
        await mailer.send({ ...email, to }).catch(() => undefined);
      }
      await markOutboxSent(db, row.id);
      sent += 1;
    } catch (error) {
      await markOutboxFailed(db, row.id, error instanceof Error ? error.message : String(error));
    }
  }
  return sent;
}

export type { MoneyEventKind };
