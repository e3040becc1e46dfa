// Laying out a sheet on A4 pages with pdfkit: the document's set-up (fonts, metadata), headings,
// label–value facts, a table whose header row repeats on each new page, totals, a QR code drawn as
// vector squares; and the finished document as bytes. Every text comes from a sheet: this file
// only places it.
import type { Locale } from '@shop/shared/contract';
import type { SheetFact, SheetParty } from '@shop/shared/documents/document-sheet';
import PDFDocument from 'pdfkit';
import { shopFonts } from '../../lib/shop-fonts';
import { QR_QUIET_ZONE, qrMatrix } from './qr-matrix';

export type Pdf = PDFKit.PDFDocument;

/** How a sheet is rendered, besides its language. */
export interface PdfOptions {
  /** A demo shop (the sandbox payment gateway): the demo notice first on the first page. */
  demo?: boolean | undefined;
}

const MARGIN = 48;
const SIZE = { title: 17, heading: 11, text: 9.5, small: 8.5 } as const;
const GREY = '#555555';
const RULE = '#b0b0b0';
const CELL_PADDING = 4;

/**
 * A4 with the shop's fonts embedded; the title and language in the PDF's metadata. `margin` is the
 * page's margin in points (a label sheet's labels reach its edges).
 */
export function createPdf(meta: {
  title: string;
  locale: Locale;
  author: string;
  margin?: number;
}): Pdf {
  const margin = meta.margin ?? MARGIN;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    info: { Title: meta.title, Author: meta.author, Creator: meta.author },
    lang: meta.locale === 'en' ? 'en-GB' : 'cs-CZ',
    displayTitle: true,
    pdfVersion: '1.7',
  });
  const fonts = shopFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular').fontSize(SIZE.text).fillColor('black');
  return doc;
}

/** The finished PDF's bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export const left = (doc: Pdf) => doc.page.margins.left;
export const contentWidth = (doc: Pdf) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** A new page when less than `height` is left on this one. */
export function keepSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
}

/**
 * A framed line across the page, bold on light amber (a demo shop's notice): where it is placed,
 * first on the first page. Printed in black, so it stays legible on any printer.
 */
export function banner(doc: Pdf, text: string): void {
  const x = left(doc);
  const width = contentWidth(doc);
  const padding = 6;
  doc.font('bold').fontSize(SIZE.text);
  const height = doc.heightOfString(text, { width: width - 2 * padding }) + 2 * padding;
  const top = doc.y;
  doc.save();
  doc.lineWidth(1.2).rect(x, top, width, height).fillAndStroke('#fff4c2', '#b45309');
  doc.restore();
  doc.fillColor('black').text(text, x + padding, top + padding, {
    width: width - 2 * padding,
    align: 'center',
  });
  doc.font('regular');
  doc.x = x;
  doc.y = top + height;
  doc.moveDown(0.8);
}

export function title(doc: Pdf, text: string): void {
  doc.font('bold').fontSize(SIZE.title).fillColor('black');
  doc.text(text, left(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

export function note(doc: Pdf, text: string): void {
  doc.font('regular').fontSize(SIZE.small).fillColor(GREY);
  doc.text(text, left(doc), doc.y, { width: contentWidth(doc) });
  doc.fillColor('black');
  doc.moveDown(0.4);
}

export function heading(doc: Pdf, text: string, x = left(doc), width = contentWidth(doc)): void {
  doc.font('bold').fontSize(SIZE.heading).fillColor('black');
  keepSpace(doc, 3 * doc.currentLineHeight(true));
  doc.text(text, x, doc.y, { width });
  doc.moveDown(0.2);
}

/** Lines of text, the first one bold when asked. */
export function lines(
  doc: Pdf,
  texts: readonly string[],
  { x = left(doc), width = contentWidth(doc), boldFirst = false } = {},
): void {
  texts.forEach((text, index) => {
    doc
      .font(boldFirst && index === 0 ? 'bold' : 'regular')
      .fontSize(SIZE.text)
      .text(text, x, doc.y, { width });
  });
}

/** Label–value pairs, the labels in a column of their own. */
export function facts(
  doc: Pdf,
  items: readonly SheetFact[],
  { x = left(doc), width = contentWidth(doc), labelShare = 0.42 } = {},
): void {
  const labelWidth = width * labelShare;
  for (const fact of items) {
    doc.font('regular').fontSize(SIZE.text);
    const height = Math.max(
      doc.heightOfString(fact.label, { width: labelWidth - CELL_PADDING }),
      doc.heightOfString(fact.value, { width: width - labelWidth }),
    );
    keepSpace(doc, height);
    const y = doc.y;
    doc.fillColor(GREY).text(fact.label, x, y, { width: labelWidth - CELL_PADDING });
    doc.fillColor('black').text(fact.value, x + labelWidth, y, { width: width - labelWidth });
    doc.y = y + height + 1.5;
  }
}

/**
 * A table: the first column takes what the others leave, the others are right-aligned and as wide
 * as `weights` (shares of the width) say. The header row repeats at the top of each new page.
 */
export function table(
  doc: Pdf,
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  weights: readonly number[],
): void {
  const x0 = left(doc);
  const width = contentWidth(doc);
  const rest = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = columns.map((_column, index) =>
    index === 0 ? width * (1 - rest) : width * (weights[index - 1] ?? 0),
  );
  const rowHeight = (cells: readonly string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(SIZE.text);
    return (
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * CELL_PADDING }),
        ),
      ) +
      2 * CELL_PADDING
    );
  };
  const drawRow = (cells: readonly string[], font: 'regular' | 'bold') => {
    const height = rowHeight(cells, font);
    const y = doc.y;
    let x = x0;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc
        .font(font)
        .fontSize(SIZE.text)
        .fillColor('black')
        .text(cell, x + CELL_PADDING, y + CELL_PADDING, {
          width: cellWidth - 2 * CELL_PADDING,
          align: index === 0 ? 'left' : 'right',
        });
      x += cellWidth;
    });
    doc
      .moveTo(x0, y + height)
      .lineTo(x0 + width, y + height)
      .lineWidth(font === 'bold' ? 0.8 : 0.4)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + height;
  };
  const header = () => drawRow(columns, 'bold');

  keepSpace(doc, rowHeight(columns, 'bold') + rowHeight(rows[0] ?? columns, 'regular'));
  header();
  for (const row of rows) {
    const height = rowHeight(row, 'regular');
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      header();
    }
    drawRow(row, 'regular');
  }
  doc.x = x0;
  doc.moveDown(0.5);
}

/** Totals flush right, the last one (what is to be paid) in bold. */
export function totals(doc: Pdf, items: readonly SheetFact[], { boldLast = true } = {}): void {
  const width = contentWidth(doc) * 0.55;
  const x = left(doc) + contentWidth(doc) - width;
  items.forEach((fact, index) => {
    const font = boldLast && index === items.length - 1 ? 'bold' : 'regular';
    doc.font(font).fontSize(SIZE.text);
    const height = doc.currentLineHeight(true) + 3;
    keepSpace(doc, height);
    const y = doc.y;
    doc.text(fact.label, x, y, { width: width * 0.6 });
    doc.text(fact.value, x + width * 0.6, y, { width: width * 0.4, align: 'right' });
    doc.y = y + height;
  });
  doc.x = left(doc);
  doc.moveDown(0.4);
}

/** A line of text on its own, bold when asked. */
export function paragraph(doc: Pdf, text: string, { bold = false } = {}): void {
  doc.font(bold ? 'bold' : 'regular').fontSize(SIZE.text);
  keepSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }));
  doc.text(text, left(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.4);
}

/** The QR code of `text` as vector squares, `size` points wide with its quiet zone, at (x, y). */
export function qrCode(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const matrix = qrMatrix(text);
  const modules = matrix.length + 2 * QR_QUIET_ZONE;
  const step = size / modules;
  doc.save();
  matrix.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) {
        doc.rect(x + (c + QR_QUIET_ZONE) * step, y + (r + QR_QUIET_ZONE) * step, step, step);
      }
    });
  });
  doc.fillColor('black').fill();
  doc.restore();
}

/** Small grey text at (x, y), `width` wide. */
export function caption(doc: Pdf, text: string, x: number, y: number, width: number): void {
  doc.font('regular').fontSize(SIZE.small).fillColor(GREY);
  doc.text(text, x, y, { width, align: 'center' });
  doc.fillColor('black');
}

/** A party (heading, name, address, IDs) in a column at x, `width` wide; answers where it ends. */
export function party(doc: Pdf, value: SheetParty, x: number, width: number): number {
  heading(doc, value.heading, x, width);
  lines(doc, [value.name, ...value.address], { x, width, boldFirst: true });
  if (value.ids.length > 0) facts(doc, value.ids, { x, width, labelShare: 0.3 });
  return doc.y;
}

/** Two parties side by side (the supplier and the customer), then below the longer one. */
export function parties(doc: Pdf, first: SheetParty, second: SheetParty): void {
  const top = doc.y;
  const half = (contentWidth(doc) - 24) / 2;
  const firstEnd = party(doc, first, left(doc), half);
  doc.y = top;
  const secondEnd = party(doc, second, left(doc) + half + 24, half);
  doc.y = Math.max(firstEnd, secondEnd);
  doc.x = left(doc);
}
