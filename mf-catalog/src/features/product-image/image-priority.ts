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
  | 'suggestions';

/**
 * How many of a layout's first pictures are urgent, read from the grids' CSS (cards of at least
 * 13rem on home, 15rem in lists and search, 10rem in the compact list; content at most 1200 px,
 * the list's filters take 16rem beside it on a desktop):
 * - `high`: what a phone (390 px wide, one screen) shows, where the LCP is measured;
 * - `eager`: the first row of a desktop (1280 px), the widest first screen.
 */
export const ABOVE_THE_FOLD: Record<ImageLayout, { high: number; eager: number }> = {
  // Phone: 1 column, the first 2 cards; desktop: 5 columns.
  home: { high: 2, eager: 5 },
  // Phone: 1 column under the filters' button; desktop: 3 columns, two rows in view.
  'product-list': { high: 2, eager: 6 },
  // Phone: 2 columns of small tiles; desktop: 5 columns, two rows in view.
  'product-list-small': { high: 4, eager: 10 },
  // Phone: 1 column; desktop: 4 columns.
  search: { high: 2, eager: 4 },
  // Below the product detail's summary and tabs: never in the first screen.
  related: { high: 0, eager: 0 },
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
