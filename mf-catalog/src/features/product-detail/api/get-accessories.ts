/**
 * GET /product/{id}/accessories: what accompanies a product (contract:
 * `shared/src/contract/catalog.ts`). Which categories' products those are is the API's rule
 * (`@shop/shared/rules/accessory-categories`); the page asks once.
 */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Product, ProductListResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchAccessories(id: number, options?: RequestOptions): Promise<Product[]> {
  return (await getJson<ProductListResponse>(`/product/${id}/accessories`, {}, options)).products;
}

export const accessoryKeys = {
  byProduct: (id: number) => ['catalog', 'product', id, 'accessories'] as const,
};

export function accessoriesQuery(id: number) {
  return queryOptions({
    queryKey: accessoryKeys.byProduct(id),
    queryFn: ({ signal }) => fetchAccessories(id, { signal }),
  });
}
