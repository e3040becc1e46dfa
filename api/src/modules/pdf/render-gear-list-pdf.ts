// An order's gear list as a PDF: the same sheet the page lays out (gearListSheet), on A4 pages: the
// title, the facts, each block with its heading, its lines (their header repeated on each page) and
// its total, then the order's totals. The crew's sheet has no price to place. A demo shop's PDF
// begins with the demo notice.
import type { Locale } from '@shop/shared/contract';
import type { GearListSheet } from '@shop/shared/documents/gear-list-sheet';
import { DEMO_NOTICE } from '@shop/shared/i18n/demo-notice';
import { SUPPLIER } from '../../lib/supplier';
import {
  banner,
  createPdf,
  facts,
  heading,
  type PdfOptions,
  pdfBytes,
  table,
  title,
  totals,
} from './pdf-layout';

/** Shares of the width of the columns after the item's name. */
const WEIGHTS: Record<number, number[]> = {
  3: [0.1, 0.1],
  5: [0.08, 0.08, 0.18, 0.2],
};

/** The PDF of a gear list's sheet. */
export function renderGearListPdf(
  sheet: GearListSheet,
  locale: Locale,
  { demo = false }: PdfOptions = {},
): Promise<Buffer> {
  const doc = createPdf({ title: sheet.title, locale, author: SUPPLIER.name });
  if (demo) banner(doc, DEMO_NOTICE[locale]);
  title(doc, sheet.title);
  doc.moveDown(0.3);
  facts(doc, sheet.facts, { labelShare: 0.3 });
  doc.moveDown(0.6);
  for (const block of sheet.blocks) {
    heading(doc, block.heading);
    const weights =
      WEIGHTS[block.columns.length] ?? block.columns.slice(1).map(() => 0.5 / block.columns.length);
    table(doc, block.columns, block.rows, weights);
    if (block.total) totals(doc, [block.total], { boldLast: false });
    doc.moveDown(0.4);
  }
  if (sheet.totals.length > 0) totals(doc, sheet.totals);
  return pdfBytes(doc);
}
