// A QR code as a matrix of dark (true) and light modules, without its quiet zone: the PDFs draw it
// as vector squares, and the tests turn it into an image and read it back.
import QRCode from 'qrcode';

/** Modules of the QR code of `text`, error correction M (as banks' QR Platba codes), row by row. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_row, row) =>
    Array.from({ length: modules.size }, (_column, column) => Boolean(modules.get(row, column))),
  );
}

/** The quiet zone around a QR code, in modules, that readers need. */
export const QR_QUIET_ZONE = 4;
