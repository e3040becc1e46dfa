// A sheet of unit labels on A4: 3 × 8 labels of 70 × 37 mm a page (the common self-adhesive
// sheet), each with the QR code of its label code, the code as text, the product and the serial
// number. A demo shop's sheet says it is a demo on every label, so no demo label is taken for real.
import type { Locale } from '@shop/shared/contract';
import { DEMO_NOTICE } from '@shop/shared/i18n/demo-notice';
import { SUPPLIER } from '../../lib/supplier';
import { createPdf, type PdfOptions, pdfBytes, qrCode } from './pdf-layout';

/** One label: the unit's label code, its product's name and its serial number. */
export interface UnitLabel {
  labelCode: string;
  productName: string;
  serialNumber: string;
}

const MM = 72 / 25.4;
const LABEL_COLUMNS = 3;
const LABEL_ROWS = 8;
const LABEL_WIDTH = 70 * MM;
const LABEL_HEIGHT = 37 * MM;
/** The sheet's 297 mm less eight labels of 37 mm, half above and half below. */
const SHEET_TOP = 0.5 * MM;
const PADDING = 3 * MM;
const QR_SIZE = LABEL_HEIGHT - 2 * PADDING + 4 * MM;

const TITLES: Record<Locale, string> = { cs: 'Štítky jednotek', en: 'Unit labels' };

function drawLabel(
  doc: PDFKit.PDFDocument,
  label: UnitLabel,
  x: number,
  y: number,
  demo: string | null,
): void {
  // The QR code's own quiet zone is its margin on the label.
  qrCode(doc, label.labelCode, x, y + (LABEL_HEIGHT - QR_SIZE) / 2, QR_SIZE);
  const textX = x + QR_SIZE;
  const width = LABEL_WIDTH - QR_SIZE - PADDING;
  const options = { width, lineBreak: false, ellipsis: true } as const;
  doc.font('bold').fontSize(14).fillColor('black');
  doc.text(label.labelCode, textX, y + PADDING + 2 * MM, options);
  doc.font('regular').fontSize(7.5);
  doc.text(label.productName, textX, y + PADDING + 9 * MM, { width, height: 20, ellipsis: true });
  if (label.serialNumber) {
    doc.text(`S/N ${label.serialNumber}`, textX, y + PADDING + 17 * MM, options);
  }
  if (demo) doc.fillColor('#b00020').text(demo, textX, y + PADDING + 22 * MM, options);
  doc.fillColor('black');
}

/** The PDF of the labels, in their order, 24 a page. */
export function renderLabelSheetPdf(
  labels: readonly UnitLabel[],
  locale: Locale,
  { demo = false }: PdfOptions = {},
): Promise<Buffer> {
  const doc = createPdf({ title: TITLES[locale], locale, author: SUPPLIER.name, margin: 0 });
  const perPage = LABEL_COLUMNS * LABEL_ROWS;
  labels.forEach((label, index) => {
    if (index > 0 && index % perPage === 0) doc.addPage({ size: 'A4', margin: 0 });
    const cell = index % perPage;
    const x = (cell % LABEL_COLUMNS) * LABEL_WIDTH;
    const y = SHEET_TOP + Math.floor(cell / LABEL_COLUMNS) * LABEL_HEIGHT;
    drawLabel(doc, label, x, y, demo ? DEMO_NOTICE[locale] : null);
  });
  return pdfBytes(doc);
}
