// For tests: a QR matrix as a PNG image (pngjs), `scale` pixels a module, with its quiet zone, and
// that image read back by a QR reader (jsqr), as a phone's camera would.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { QR_QUIET_ZONE } from './qr-matrix';

/** The matrix as PNG bytes: black modules on white. */
export function qrPng(matrix: readonly (readonly boolean[])[], scale = 4): Buffer {
  const modules = matrix.length + 2 * QR_QUIET_ZONE;
  const size = modules * scale;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const row = Math.floor(y / scale) - QR_QUIET_ZONE;
      const column = Math.floor(x / scale) - QR_QUIET_ZONE;
      const dark = matrix[row]?.[column] === true;
      const offset = (y * size + x) * 4;
      png.data[offset] = dark ? 0 : 255;
      png.data[offset + 1] = dark ? 0 : 255;
      png.data[offset + 2] = dark ? 0 : 255;
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** The text a QR reader finds in the PNG image, or null. */
export function readQrPng(bytes: Buffer): string | null {
  const image = PNG.sync.read(bytes);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return found?.data ?? null;
}
