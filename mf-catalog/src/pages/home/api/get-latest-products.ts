/** GET /products/latest: the newest products, newest first (contract: `shared/src/contract/catalog.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Product, ProductListResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const LATEST_LIMIT = 5;

export async function fetchLatestProducts(
  limit: number,
  options?: RequestOptions,
): Promise<Product[]> {
  return (await getJson<ProductListResponse>('/products/latest', { limit }, options)).products;
}

export const latestProductKeys = {
  byLimit: (limit: number) => ['catalog', 'products', 'latest', limit] as const,
};

export function latestProductsQuery(limit = LATEST_LIMIT) {
  return queryOptions({
    queryKey: latestProductKeys.byLimit(limit),
    queryFn: ({ signal }) => fetchLatestProducts(limit, { signal }),
  });
}
