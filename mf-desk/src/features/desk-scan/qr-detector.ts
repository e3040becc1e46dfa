/**
 * A reader of QR codes in camera frames: the browser's own BarcodeDetector where it reads them,
 * else the `barcode-detector` polyfill, whose ZXing WebAssembly is the shop's own file (bundled
 * beside this code), never fetched from anywhere else.
 */
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm';

export interface QrDetector {
  detect(source: ImageBitmapSource): Promise<ReadonlyArray<{ rawValue: string }>>;
}

interface NativeDetector {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

export async function qrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native && (await native.getSupportedFormats()).includes('qr_code')) {
    return new native({ formats: ['qr_code'] });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  const wasm = new URL(zxingReaderWasm, document.baseURI).href;
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
