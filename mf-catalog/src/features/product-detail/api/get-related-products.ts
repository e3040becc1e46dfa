/** GET /product/{id}/related: products like this one (contract: `shared/src/contract/catalog.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Product, ProductListResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const RELATED_LIMIT = 10;

export async function fetchRelatedProducts(
  id: number,
  limit: number,
  options?: RequestOptions,
): Promise<Product[]> {
  return (await getJson<ProductListResponse>(`/product/${id}/related`, { limit }, options))
    .products;
}

export const relatedProductKeys = {
  byProduct: (id: number, limit: number) => ['catalog', 'product', id, 'related', limit] as const,
};

export function relatedProductsQuery(id: number, limit = RELATED_LIMIT) {
  return queryOptions({
    queryKey: relatedProductKeys.byProduct(id, limit),
    queryFn: ({ signal }) => fetchRelatedProducts(id, limit, { signal }),
  });
}
