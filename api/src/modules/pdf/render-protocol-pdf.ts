// A desk protocol (handover or return) as a PDF: the same sheet its page lays out
// (protocolSheet): the title, the shop and the customer side by side, the facts, the units, the
// goods, the condition in words, a return's damage photos, the signature drawn at the desk, and
// the digest. A demo shop's PDF begins with the demo notice.
import type { Locale } from '@shop/shared/contract';
import type { ProtocolSheet } from '@shop/shared/documents/protocol-sheet';
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
  lines,
  type Pdf,
  type PdfOptions,
  parties,
  pdfBytes,
  table,
  title,
} from './pdf-layout';

const SIGNATURE = { width: 220, height: 90 } as const;
/** A damage photo's box: three beside each other, the caption under each. */
const PHOTO = { width: 150, height: 112, gap: 16, caption: 22 } as const;

/** The damage photos whose JPEGs are given, three to a row, each captioned. */
function photos(doc: Pdf, sheet: ProtocolSheet, images: ReadonlyMap<number, Buffer>): void {
  const shown = sheet.photos.filter((photo) => images.has(photo.id));
  if (shown.length === 0) return;
  doc.moveDown(0.4);
  heading(doc, sheet.photosHeading);
  const perRow = Math.max(
    1,
    Math.floor((contentWidth(doc) + PHOTO.gap) / (PHOTO.width + PHOTO.gap)),
  );
  for (let start = 0; start < shown.length; start += perRow) {
    keepSpace(doc, PHOTO.height + PHOTO.caption + 8);
    const top = doc.y;
    shown.slice(start, start + perRow).forEach((photo, index) => {
      const x = left(doc) + index * (PHOTO.width + PHOTO.gap);
      const image = images.get(photo.id);
      if (image) doc.image(image, x, top, { fit: [PHOTO.width, PHOTO.height], align: 'center' });
      caption(doc, photo.caption, x, top + PHOTO.height + 3, PHOTO.width);
    });
    doc.y = top + PHOTO.height + PHOTO.caption + 8;
  }
  doc.x = left(doc);
}

/** The PNG bytes of a signature's data URL. */
export function signaturePng(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

function signature(doc: Pdf, sheet: ProtocolSheet): void {
  if (!sheet.signature) return;
  doc.moveDown(0.6);
  keepSpace(doc, SIGNATURE.height + 30);
  const top = doc.y;
  doc.image(signaturePng(sheet.signature.image), left(doc), top, {
    fit: [SIGNATURE.width, SIGNATURE.height],
  });
  doc
    .moveTo(left(doc), top + SIGNATURE.height + 2)
    .lineTo(left(doc) + SIGNATURE.width, top + SIGNATURE.height + 2)
    .stroke('#b0b0b0');
  caption(doc, sheet.signature.caption, left(doc), top + SIGNATURE.height + 5, SIGNATURE.width);
  doc.y = top + SIGNATURE.height + 20;
  doc.x = left(doc);
}

/** The PDF of a protocol's sheet, with its damage photos' JPEGs (by id) when it has any. */
export function renderProtocolPdf(
  sheet: ProtocolSheet,
  locale: Locale,
  {
    demo = false,
    photoImages = new Map(),
  }: PdfOptions & { photoImages?: ReadonlyMap<number, Buffer> } = {},
): Promise<Buffer> {
  const doc = createPdf({ title: sheet.title, locale, author: sheet.supplier.name });
  if (demo) banner(doc, DEMO_NOTICE[locale]);
  title(doc, sheet.title);
  doc.moveDown(0.4);
  parties(doc, sheet.supplier, sheet.customer);
  doc.moveDown(0.8);
  facts(doc, sheet.facts);
  doc.moveDown(0.6);
  table(
    doc,
    sheet.columns,
    sheet.rows,
    sheet.columns.slice(1).map(() => 0.6 / sheet.columns.length),
  );
  if (sheet.goods.length > 0) {
    doc.moveDown(0.4);
    heading(doc, sheet.goodsHeading);
    lines(doc, sheet.goods);
  }
  if (sheet.notes) {
    doc.moveDown(0.4);
    facts(doc, [sheet.notes]);
  }
  photos(doc, sheet, photoImages);
  signature(doc, sheet);
  doc.moveDown(0.4);
  caption(doc, sheet.digest, left(doc), doc.y, contentWidth(doc));
  return pdfBytes(doc);
}

/**
 * Whether bytes are a PNG the PDF can draw (a signature taken at the desk is checked before the
 * protocol that carries it is issued).
 */
export function isDrawablePng(bytes: Buffer): boolean {
  const doc = createPdf({ title: 'check', locale: 'cs', author: 'check' });
  try {
    // pdfkit parses the image as it would to draw it (its types do not declare openImage).
    (doc as unknown as { openImage(source: Buffer): unknown }).openImage(bytes);
    return bytes.subarray(1, 4).toString('latin1') === 'PNG';
  } catch {
    return false;
  } finally {
    doc.end();
  }
}
