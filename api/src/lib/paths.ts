/** Every API route lives under this prefix. */
export const API_PREFIX = '/api';

/** The formats a product's picture is served in: SVG for the shop's pages, PNG for the sites
 * that take no SVG (the price-comparison feeds). */
export type ProductImageFormat = 'svg' | 'png';

/** Public URL path of a product's generated picture. */
export function productImagePath(productId: number, format: ProductImageFormat = 'svg'): string {
  return `${API_PREFIX}/product-image/${productId}.${format}`;
}

/** Public URL path of a product manual (a PDF generated on request). */
export function productManualPath(manualId: number): string {
  return `${API_PREFIX}/product-manual/${manualId}.pdf`;
}

/** The price-comparison sites the shop writes a feed for. */
export const FEED_FORMATS = ['heureka', 'zbozi'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** Public URL path of a price-comparison feed (at the site root, where the sites look). */
export function feedPath(format: FeedFormat): string {
  return `/feeds/${format}.xml`;
}
