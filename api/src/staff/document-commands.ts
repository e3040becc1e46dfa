// The staff tool's document command: an order's documents with the links to send.
import type { Database } from '../db/client';
import { documentPagePath, orderDocuments, shortLinkPath } from '../modules/billing';
import { gearListUrl } from '../modules/gear-list';
import { orderByNumber } from '../modules/order';
import { StaffError } from './staff-error';

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
    const shortPath = document.shortHash
      ? shortLinkPath(document.type, document.shortHash, locale)
      : null;
    const short = shortPath ? `  ${origin}${shortPath}` : '';
    return [
      document.number.padEnd(12),
      document.type.padEnd(14),
      document.issueDate,
      `${document.totalWithVat ?? order.totalWithVat} CZK`.padEnd(12),
      `${origin}${documentPagePath(document.type, document.code, locale)}${short}`,
    ].join('  ');
  });
  if (order.productListCode) {
    lines.push(`gear list     ${gearListUrl(origin, 'prices', locale, order.productListCode)}`);
  }
  if (order.crewListCode) {
    lines.push(`crew list     ${gearListUrl(origin, 'crew', locale, order.crewListCode)}`);
  }
  return lines.length > 0 ? lines.join('\n') : `${orderNumber}: no documents`;
}
