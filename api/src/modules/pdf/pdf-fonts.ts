// The fonts every PDF of the shop embeds: DejaVu Sans, regular and bold (dejavu-fonts-ttf, the
// Bitstream Vera licence: free to embed and pass on). It has every Czech letter, the non-breaking
// spaces of Czech numbers and the dashes the sheets use; pdfkit embeds the glyphs a document uses
// with their Unicode mapping, so the text stays selectable and searchable.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Paths of the font files, found where npm installed the package. */
export const PDF_FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type PdfFont = keyof typeof PDF_FONT_FILES;

let loaded: Record<PdfFont, Buffer> | null = null;

/** The font files' bytes, read once on the first PDF asked for. */
export function pdfFonts(): Record<PdfFont, Buffer> {
  loaded ??= {
    regular: readFileSync(PDF_FONT_FILES.regular),
    bold: readFileSync(PDF_FONT_FILES.bold),
  };
  return loaded;
}
