/**
 * When a product picture loads: the one rule for every product <img> of the catalogue.
 *
 * - `high`: likely the largest paint of the first screen (LCP): loaded at once and fetched first.
 * - `eager`: likely in the first screen, but not the largest paint: loaded at once.
 * - `lazy`: below the fold: loaded when it nears the viewport.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** Where a run of product pictures is shown. */
export type ImageLayout =
  | 'home'
  | 'product-list'
  | 'product-list-small'
  | 'search'
  | 'related'
  | 'thumbnails'
  | 'suggestions';

/**
 * How many of a layout's first pictures are urgent, measured in Chromium on the built shop (the
 * top of each card's picture after the page settled):
 * - `high`: the pictures of the first row a phone (390 × 844) shows, where the LCP is measured;
 * - `eager`: the pictures a desktop (1280 × 800) shows or has just below its first screen.
 */
export const ABOVE_THE_FOLD: Record<ImageLayout, { high: number; eager: number }> = {
  // The claims and the category groups come first: the featured cards start at 1700 px on a
  // phone and at 854 px on a desktop, so the LCP is the heading; a desktop's first row of 5
  // is just below its first screen (and in it from about 900 px high).
  home: { high: 0, eager: 5 },
  // Phone: one column, the first card at 614 px (the LCP), the second at 1084 px; desktop: three
  // columns beside the filters, the first row at 469 px, the second at 952 px.
  'product-list': { high: 1, eager: 3 },
  // Small tiles: two columns on a phone; five on a desktop, two rows in its first screen.
  'product-list-small': { high: 2, eager: 10 },
  // The hand-picked selection: under its heading, one column on a phone, four on a desktop.
  search: { high: 1, eager: 4 },
  // Below the product detail's summary and tabs (1850 px and lower): never in the first screen.
  related: { high: 0, eager: 0 },
  // The gallery's thumbnails sit right under the main picture (463–533 px on a phone): in the
  // first screen, but smaller than the main picture, which is the LCP.
  thumbnails: { high: 0, eager: Number.POSITIVE_INFINITY },
  // The header's suggestions are drawn only when open, so always in view, never the LCP.
  suggestions: { high: 0, eager: Number.POSITIVE_INFINITY },
};

/** The priority of the picture at `index` (0-based) of a layout. */
export function imagePriority(layout: ImageLayout, index: number): ImagePriority {
  const { high, eager } = ABOVE_THE_FOLD[layout];
  if (index < high) return 'high';
  if (index < eager) return 'eager';
  return 'lazy';
}

export interface ImageLoadingAttributes {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
  decoding: 'async';
}

/** The <img> attributes of a priority. Decoding never holds up the paint of the text around. */
export function imageLoading(priority: ImagePriority): ImageLoadingAttributes {
  return {
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: priority === 'high' ? 'high' : 'auto',
    decoding: 'async',
  };
}
