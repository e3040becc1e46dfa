// The shop's own fonts: DejaVu Sans, regular and bold (dejavu-fonts-ttf, the Bitstream Vera
// licence: free to embed and pass on). It has every Czech letter, the non-breaking spaces of Czech
// numbers and the dashes the sheets use. Every PDF embeds it (pdfkit embeds the glyphs a document
// uses with their Unicode mapping, so the text stays selectable and searchable), and the product
// pictures drawn as PNG use it, so every server draws the same text whatever fonts it has.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Paths of the font files, found where npm installed the package. */
export const SHOP_FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type ShopFont = keyof typeof SHOP_FONT_FILES;

let loaded: Record<ShopFont, Buffer> | null = null;

/** The font files' bytes, read once on the first PDF asked for. */
export function shopFonts(): Record<ShopFont, Buffer> {
  loaded ??= {
    regular: readFileSync(SHOP_FONT_FILES.regular),
    bold: readFileSync(SHOP_FONT_FILES.bold),
  };
  return loaded;
}
