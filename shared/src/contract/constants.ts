/**
 * Plain values of the contract (no schema library), so front ends can import them without
 * bundling the schemas.
 */

/**
 * Sort keys of POST /products; the form field IS the key, with the value 1.
 * sort_old_desc (default): by id, highest first.
 */
export const PRODUCT_SORTS = [
  'sort_old_desc',
  'sort_newest',
  'sort_price_asc',
  'sort_price_desc',
  'sort_name_asc',
  'sort_name_desc',
] as const;
export type ProductSortKey = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSortKey = 'sort_old_desc';

export const PRODUCT_PAGE_SIZE = 24;
