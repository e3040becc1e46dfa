// Catalog: categories, products, their prices in each currency, availability for a
// rental period, filter counts and the search index.

export { catalogRoutes } from './routes';
export { backfillSearchStems } from './search';
export {
  categorySearchStems,
  categorySearchText,
  productSearchStems,
  productSearchText,
  productSortNames,
} from './search-fields';
export {
  type AvailabilityOptions,
  alternativeIdsOf,
  getAvailability,
  getProducts,
  productsByIds,
} from './service';
