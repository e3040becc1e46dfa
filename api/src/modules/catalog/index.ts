// Catalog: categories, products, their prices in each currency, availability for a
// rental period, filter counts and the search index.

export { loadProducts } from './repository';
export { catalogRoutes } from './routes';
export { backfillSearchStems } from './search';
export {
  categorySearchStems,
  categorySearchText,
  productSearchStems,
  productSearchText,
  productSortNames,
} from './search-fields';
export { getAvailability, getProducts, toProduct } from './service';
