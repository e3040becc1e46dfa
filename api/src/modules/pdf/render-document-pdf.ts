// A document (proforma, invoice, credit note) as a PDF: the same sheet the page lays out
// (documentSheet), placed on A4 pages: title and note, supplier and customer side by side, the
// facts, the lines (their header repeated on each page), the totals, a credit note's reason, the
// bank transfer with its QR Platba code, and "paid" when nothing is left to pay. A demo shop's
// PDF begins with the demo notice (a rendering of the document, not its content: an issued
// document's stored content stays as it was issued).

import type { Locale } from '@shop/shared/contract';
import type { DocumentSheet } from '@shop/shared/documents/document-sheet';
import { DEMO_NOTICE } from '@shop/shared/i18n/demo-notice';
import {
  banner,
  caption,
  contentWidth,
  createPdf,
  facts,
  heading,
  keepSpace,
  left,
  note,
  type Pdf,
  type PdfOptions,
  paragraph,
  parties,
  pdfBytes,
  qrCode,
  table,
  title,
  totals,
} from './pdf-layout';

/** Shares of the width of the columns after the item's name: quantity, days, price, VAT, total. */
const ITEM_WEIGHTS = [0.13, 0.07, 0.16, 0.07, 0.21];
const QR_SIZE = 120;

function payment(doc: Pdf, sheet: DocumentSheet): void {
  if (!sheet.payment) return;
  doc.moveDown(0.4);
  keepSpace(doc, QR_SIZE + 40);
  heading(doc, sheet.payment.heading);
  const top = doc.y;
  const qrX = left(doc) + contentWidth(doc) - QR_SIZE;
  facts(doc, sheet.payment.facts, { width: contentWidth(doc) - QR_SIZE - 16, labelShare: 0.4 });
  const factsEnd = doc.y;
  qrCode(doc, sheet.payment.qr, qrX, top, QR_SIZE);
  caption(doc, sheet.payment.qrLabel, qrX, top + QR_SIZE + 2, QR_SIZE);
  doc.y = Math.max(factsEnd, doc.y) + 6;
  doc.x = left(doc);
}

/** The PDF of a document's sheet. */
export function renderDocumentPdf(
  sheet: DocumentSheet,
  locale: Locale,
  { demo = false }: PdfOptions = {},
): Promise<Buffer> {
  const doc = createPdf({ title: sheet.title, locale, author: sheet.supplier.name });
  if (demo) banner(doc, DEMO_NOTICE[locale]);
  title(doc, sheet.title);
  if (sheet.note) note(doc, sheet.note);
  doc.moveDown(0.4);

  parties(doc, sheet.supplier, sheet.customer);
  doc.moveDown(0.8);

  facts(doc, sheet.facts);
  doc.moveDown(0.6);
  table(doc, sheet.columns, sheet.rows, ITEM_WEIGHTS);
  totals(doc, sheet.totals);
  if (sheet.reason) facts(doc, [sheet.reason]);
  payment(doc, sheet);
  if (sheet.paid) paragraph(doc, sheet.paid, { bold: true });
  return pdfBytes(doc);
}
