// Pdf: PDF and QR output: rendering a money document or a gear list (pdfkit loaded on first use),
// the PDF answer and its rate limit.

export { PdfBody, sendPdf } from './pdf-answer';
export { PDF_LIMIT, pdfRateLimit } from './pdf-rate-limit';
export { pdfText } from './pdf-text';
export { qrPng, readQrPng } from './qr-image';
export { qrMatrix } from './qr-matrix';

type DocumentRenderer = typeof import('./render-document-pdf').renderDocumentPdf;
type GearListRenderer = typeof import('./render-gear-list-pdf').renderGearListPdf;

/** A money document's PDF. pdfkit and its fonts are loaded on the first PDF asked for, not at start. */
export async function renderDocumentPdf(
  ...args: Parameters<DocumentRenderer>
): ReturnType<DocumentRenderer> {
  const { renderDocumentPdf: render } = await import('./render-document-pdf');
  return render(...args);
}

/** A gear list's PDF, loaded on first use like the documents'. */
export async function renderGearListPdf(
  ...args: Parameters<GearListRenderer>
): ReturnType<GearListRenderer> {
  const { renderGearListPdf: render } = await import('./render-gear-list-pdf');
  return render(...args);
}

type LabelSheetRenderer = typeof import('./render-label-sheet-pdf').renderLabelSheetPdf;

/** A sheet of unit labels' PDF, loaded on first use like the documents'. */
export async function renderLabelSheetPdf(
  ...args: Parameters<LabelSheetRenderer>
): ReturnType<LabelSheetRenderer> {
  const { renderLabelSheetPdf: render } = await import('./render-label-sheet-pdf');
  return render(...args);
}
export type { UnitLabel } from './render-label-sheet-pdf';

type ProtocolRenderer = typeof import('./render-protocol-pdf').renderProtocolPdf;

/** A desk protocol's PDF, loaded on first use like the documents'. */
export async function renderProtocolPdf(
  ...args: Parameters<ProtocolRenderer>
): ReturnType<ProtocolRenderer> {
  const { renderProtocolPdf: render } = await import('./render-protocol-pdf');
  return render(...args);
}

/** Whether a signature's PNG bytes are an image the protocol's PDF can draw. */
export async function isDrawablePng(bytes: Buffer): Promise<boolean> {
  const { isDrawablePng: check } = await import('./render-protocol-pdf');
  return check(bytes);
}
