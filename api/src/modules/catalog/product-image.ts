// A generated product picture: a simple pictogram of the category and the product's name, as SVG
// (pure) and as PNG (drawn from it with the shop's own font files). Deterministic (no network, no
// randomness, no fonts of the machine), so the same product always gets the same bytes.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { escapeHtml } from '@shop/shared/format/escape-html';
import type { ProductImageFormat } from '../../lib/paths';
import { SHOP_FONT_FILES } from '../../lib/shop-fonts';

/**
 * The picture's URL carries no version, so a browser keeps it a day and may show it a week longer
 * while it asks again in the background; the ETag makes that question a bodiless 304.
 */
export const PRODUCT_IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export interface ProductImageInput {
  name: string;
  brand: string;
  /**
   * Category icon name: camera, lens, filter, accessory, photo, flash, light, modifier, grip,
   * audio, power, storage, monitor, transmission, drone, consumables.
   */
  ico: string;
}

interface Look {
  background: string;
  accent: string;
  pictogram: string;
}

const INK = '#1f2933';

const LOOKS: Record<string, Look> = {
  camera: {
    background: '#e3f1e8',
    accent: '#2f8f5b',
    pictogram: `<rect x="-70" y="-38" width="110" height="76" rx="8" fill="${INK}"/>
<rect x="40" y="-22" width="38" height="44" rx="4" fill="${INK}"/>
<circle cx="-15" cy="0" r="24" fill="ACCENT"/><circle cx="-15" cy="0" r="12" fill="${INK}"/>
<rect x="-60" y="-54" width="50" height="14" rx="4" fill="${INK}"/>`,
  },
  lens: {
    background: '#e6eef7',
    accent: '#3b6fb6',
    pictogram: `<rect x="-80" y="-34" width="130" height="68" rx="10" fill="${INK}"/>
<rect x="50" y="-44" width="30" height="88" rx="6" fill="${INK}"/>
<rect x="-50" y="-34" width="12" height="68" fill="ACCENT"/><rect x="-20" y="-34" width="12" height="68" fill="ACCENT"/>
<ellipse cx="80" cy="0" rx="8" ry="34" fill="ACCENT"/>`,
  },
  light: {
    background: '#fbf3dc',
    accent: '#d49a12',
    pictogram: `<rect x="-55" y="-45" width="90" height="70" rx="10" fill="${INK}"/>
<circle cx="35" cy="-10" r="30" fill="ACCENT"/>
<path d="M72 -40 L100 -55 M78 -10 L108 -10 M72 20 L100 35" stroke="ACCENT" stroke-width="7" stroke-linecap="round"/>
<path d="M-10 25 L-10 55 M-40 70 L-10 55 L20 70" stroke="${INK}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
  },
  grip: {
    background: '#ecebf5',
    accent: '#6457a6',
    pictogram: `<rect x="-35" y="-60" width="70" height="30" rx="6" fill="${INK}"/>
<rect x="-8" y="-30" width="16" height="20" fill="ACCENT"/>
<path d="M0 -10 L-60 65 M0 -10 L0 65 M0 -10 L60 65" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>
<path d="M-38 38 L38 38" stroke="ACCENT" stroke-width="6" stroke-linecap="round"/>`,
  },
  audio: {
    background: '#f6e7e7',
    accent: '#b33d3d',
    pictogram: `<rect x="-90" y="-14" width="130" height="28" rx="14" fill="${INK}"/>
<rect x="40" y="-20" width="40" height="40" rx="6" fill="ACCENT"/>
<path d="M-60 -14 L-60 14 M-40 -14 L-40 14 M-20 -14 L-20 14" stroke="ACCENT" stroke-width="4"/>
<path d="M90 -30 Q105 0 90 30 M100 -42 Q122 0 100 42" stroke="${INK}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  },
  power: {
    background: '#e5f3f3',
    accent: '#218085',
    pictogram: `<rect x="-70" y="-45" width="130" height="90" rx="10" fill="${INK}"/>
<rect x="60" y="-18" width="14" height="36" rx="3" fill="${INK}"/>
<path d="M5 -32 L-22 5 L-2 5 L-12 34 L22 -6 L2 -6 Z" fill="ACCENT"/>`,
  },
  consumables: {
    background: '#f1ece4',
    accent: '#9a6b2f',
    pictogram: `<circle cx="0" cy="0" r="58" fill="${INK}"/><circle cx="0" cy="0" r="26" fill="BACKGROUND"/>
<path d="M40 42 L110 60 L104 78 L30 56 Z" fill="${INK}"/>
<circle cx="0" cy="0" r="42" fill="none" stroke="ACCENT" stroke-width="5"/>`,
  },
  filter: {
    background: '#ecebf6',
    accent: '#5b4fb0',
    pictogram: `<rect x="-70" y="-55" width="90" height="110" rx="6" fill="${INK}"/>
<rect x="-58" y="-43" width="66" height="86" rx="3" fill="ACCENT" opacity="0.75"/>
<rect x="-10" y="-45" width="90" height="110" rx="6" fill="none" stroke="${INK}" stroke-width="8"/>`,
  },
  accessory: {
    background: '#eaf0ee',
    accent: '#3f7f6a',
    pictogram: `<circle cx="-30" cy="0" r="46" fill="${INK}"/><circle cx="-30" cy="0" r="30" fill="ACCENT"/>
<path d="M-30 -46 L-30 -30 M-30 30 L-30 46 M-76 0 L-60 0 M0 0 L16 0" stroke="BACKGROUND" stroke-width="6"/>
<rect x="20" y="-12" width="70" height="24" rx="6" fill="${INK}"/>`,
  },
  photo: {
    background: '#f3ece2',
    accent: '#a0662a',
    pictogram: `<rect x="-80" y="-40" width="160" height="90" rx="12" fill="${INK}"/>
<rect x="-40" y="-58" width="50" height="22" rx="4" fill="${INK}"/>
<circle cx="0" cy="5" r="32" fill="ACCENT"/><circle cx="0" cy="5" r="18" fill="${INK}"/>
<rect x="48" y="-30" width="18" height="10" rx="2" fill="ACCENT"/>`,
  },
  flash: {
    background: '#fbf6df',
    accent: '#c8901a',
    pictogram: `<rect x="-34" y="-60" width="68" height="44" rx="6" fill="${INK}"/>
<rect x="-26" y="-52" width="52" height="28" rx="3" fill="ACCENT"/>
<rect x="-22" y="-14" width="44" height="74" rx="6" fill="${INK}"/>
<path d="M60 -40 L44 -6 L58 -6 L46 26" stroke="ACCENT" stroke-width="6" fill="none"/>`,
  },
  modifier: {
    background: '#eef1f5',
    accent: '#4a6fa5',
    pictogram: `<path d="M-80 50 L-30 -50 L30 -50 L80 50 Z" fill="${INK}"/>
<path d="M-62 42 L-24 -40 L24 -40 L62 42 Z" fill="ACCENT" opacity="0.7"/>
<rect x="-14" y="-64" width="28" height="16" rx="3" fill="${INK}"/>`,
  },
  storage: {
    background: '#e9eef4',
    accent: '#2f6690',
    pictogram: `<rect x="-60" y="-60" width="120" height="120" rx="10" fill="${INK}"/>
<rect x="-44" y="-44" width="88" height="56" rx="4" fill="ACCENT"/>
<path d="M-40 30 L-40 48 M-20 30 L-20 48 M0 30 L0 48 M20 30 L20 48 M40 30 L40 48" stroke="BACKGROUND" stroke-width="6"/>`,
  },
  monitor: {
    background: '#e8eef0',
    accent: '#2d7d8c',
    pictogram: `<rect x="-85" y="-55" width="170" height="100" rx="8" fill="${INK}"/>
<rect x="-73" y="-43" width="146" height="76" rx="3" fill="ACCENT"/>
<rect x="-10" y="45" width="20" height="16" fill="${INK}"/><rect x="-40" y="58" width="80" height="8" rx="3" fill="${INK}"/>`,
  },
  transmission: {
    background: '#eceef8',
    accent: '#4b5bb5',
    pictogram: `<rect x="-40" y="-10" width="80" height="60" rx="8" fill="${INK}"/>
<path d="M-26 -10 L-40 -60 M26 -10 L40 -60" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>
<path d="M55 -40 Q75 -20 55 0 M68 -54 Q98 -20 68 14" stroke="ACCENT" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="0" cy="20" r="12" fill="ACCENT"/>`,
  },
  drone: {
    background: '#e7f0f6',
    accent: '#2b78a8',
    pictogram: `<rect x="-30" y="-18" width="60" height="36" rx="10" fill="${INK}"/>
<path d="M-30 -10 L-70 -40 M30 -10 L70 -40 M-30 10 L-70 40 M30 10 L70 40" stroke="${INK}" stroke-width="8"/>
<ellipse cx="-70" cy="-40" rx="30" ry="7" fill="ACCENT"/><ellipse cx="70" cy="-40" rx="30" ry="7" fill="ACCENT"/>
<ellipse cx="-70" cy="40" rx="30" ry="7" fill="ACCENT"/><ellipse cx="70" cy="40" rx="30" ry="7" fill="ACCENT"/>
<circle cx="0" cy="24" r="10" fill="ACCENT"/>`,
  },
};

const DEFAULT_LOOK: Look = {
  background: '#eef1f4',
  accent: '#52606d',
  pictogram: `<rect x="-60" y="-50" width="120" height="100" rx="12" fill="${INK}"/>
<path d="M-60 -10 L60 -10" stroke="ACCENT" stroke-width="8"/>`,
};

/** Splits a name into at most two lines of about `width` characters, adding an ellipsis when cut. */
export function wrapName(name: string, width = 28): string[] {
  const words = name.trim().split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (candidate.length <= width || line === '') line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  const cut = (text: string) => `${text.slice(0, width - 1)}…`;
  if (lines.length <= 2) return lines.map((l) => (l.length > width ? cut(l) : l));
  // Too long for two lines: end the second line at a word boundary with an ellipsis.
  let second = '';
  for (const word of lines.slice(1).join(' ').split(' ')) {
    const candidate = second === '' ? word : `${second} ${word}`;
    if (candidate.length > width - 1) break;
    second = candidate;
  }
  return [lines[0] ?? '', second === '' ? cut(lines[1] ?? '') : `${second}…`];
}

export function renderProductImage(input: ProductImageInput): string {
  const look = LOOKS[input.ico] ?? DEFAULT_LOOK;
  const pictogram = look.pictogram
    .replaceAll('ACCENT', look.accent)
    .replaceAll('BACKGROUND', look.background);
  const lines = wrapName(input.name);
  const text = lines
    .map((line, i) => `<tspan x="200" dy="${i === 0 ? 0 : 26}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeHtml(input.name)}">
<rect width="400" height="300" fill="${look.background}"/>
<g transform="translate(200 118)">${pictogram}</g>
<text x="200" y="36" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" letter-spacing="2" fill="${look.accent}">${escapeHtml(input.brand.toUpperCase())}</text>
<text x="200" y="${lines.length > 1 ? 232 : 244}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" fill="${INK}">${text}</text>
</svg>
`;
}

/**
 * The renderer's version (another version may draw other pixels from the same SVG), read on the
 * first PNG asked for, not at start.
 */
let resvgVersion: string | undefined;
function rendererVersion(): string {
  resvgVersion ??= createRequire(import.meta.url)('@resvg/resvg-js/package.json').version as string;
  return resvgVersion;
}

/**
 * A strong validator of the picture's bytes (a new name or brand gives a new one), its own for
 * each format: the PNG is drawn from the SVG by a version of the renderer with the shop's fonts.
 */
export function productImageEtag(svg: string, format: ProductImageFormat): string {
  const hash = createHash('sha1').update(svg);
  if (format === 'png') hash.update(`\0png resvg ${rendererVersion()}`);
  return `"${hash.digest('base64url')}"`;
}

/**
 * The picture as PNG, for those that take no SVG (Heureka and Zboží.cz want JPEG, PNG or GIF):
 * the SVG drawn by resvg with the shop's own fonts, never the machine's, so every server draws the
 * same pixels. resvg (a native module) is loaded on the first PNG asked for, not at start, and
 * draws on a worker thread of its own, not on the event loop.
 */
export async function rasteriseProductImage(svg: string): Promise<Buffer> {
  const { renderAsync } = await import('@resvg/resvg-js');
  const font = {
    fontFiles: [SHOP_FONT_FILES.regular, SHOP_FONT_FILES.bold],
    loadSystemFonts: false,
    defaultFontFamily: 'DejaVu Sans',
    sansSerifFamily: 'DejaVu Sans',
  };
  return (await renderAsync(svg, { font })).asPng();
}
