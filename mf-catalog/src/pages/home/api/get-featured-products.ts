/** GET /products/featured: products the shop features (contract: `shared/src/contract/catalog.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Product, ProductListResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const FEATURED_LIMIT = 5;

export async function fetchFeaturedProducts(
  limit: number,
  options?: RequestOptions,
): Promise<Product[]> {
  return (await getJson<ProductListResponse>('/products/featured', { limit }, options)).products;
}

export const featuredProductKeys = {
  byLimit: (limit: number) => ['catalog', 'products', 'featured', limit] as const,
};

export function featuredProductsQuery(limit = FEATURED_LIMIT) {
  return queryOptions({
    queryKey: featuredProductKeys.byLimit(limit),
    queryFn: ({ signal }) => fetchFeaturedProducts(limit, { signal }),
  });
}
