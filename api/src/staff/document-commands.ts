// The staff tool's document command: an order's documents with the links to send.
import type { Database } from '../db/client';
import { pagePath } from '../lib/page-paths';
import { documentPagePath, orderDocuments } from '../modules/billing';
import { orderByNumber } from '../modules/order';
import { StaffError } from './staff-error';

/** Which documents' short links exist: /e/ a proforma's, /i/ an invoice's. */
const SHORT_LINK_PAGE = { estimate: 'short-estimate', invoice: 'short-invoice' } as const;

/**
 * An order's documents, oldest first, each with its number, date, total and the page to open or
 * send (the short link for proformas and invoices), then its two gear lists.
 */
export async function listOrderDocuments(
  db: Database,
  orderNumber: string,
  origin: string,
): Promise<string> {
  const order = await orderByNumber(db, orderNumber);
  if (!order) throw new StaffError(`order ${orderNumber} not found`);
  const locale = order.locale === 'en' ? 'en' : 'cs';
  const rows = await orderDocuments(db, order.id);
  const lines = rows.map((document) => {
    const page =
      document.type === 'estimate' || document.type === 'invoice'
        ? SHORT_LINK_PAGE[document.type]
        : undefined;
    const short =
      page && document.shortHash
        ? `  ${origin}${pagePath(page, { hash: document.shortHash }, locale)}`
        : '';
    return [
      document.number.padEnd(12),
      document.type.padEnd(14),
      document.issueDate,
      `${document.totalWithVat ?? order.totalWithVat} CZK`.padEnd(12),
      `${origin}${documentPagePath(document.type, document.code, locale)}${short}`,
    ].join('  ');
  });
  if (order.productListCode) {
    const list = pagePath('gear-list-with-prices', { code: order.productListCode }, locale);
    lines.push(`gear list     ${origin}${list}`);
  }
  if (order.crewListCode) {
    lines.push(
      `crew list     ${origin}${pagePath('gear-list', { code: order.crewListCode }, locale)}`,
    );
  }
  return lines.length > 0 ? lines.join('\n') : `${orderNumber}: no documents`;
}
