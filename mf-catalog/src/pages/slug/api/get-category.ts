/** GET /category/{id}: a category with its filters (contract: `shared/src/contract/catalog.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { CategoryDetail, CategoryResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchCategory(id: number, options?: RequestOptions): Promise<CategoryDetail> {
  return (await getJson<CategoryResponse>(`/category/${id}`, {}, options)).category;
}

export const categoryKeys = {
  byId: (id: number) => ['catalog', 'category', id] as const,
};

export function categoryQuery(id: number) {
  return queryOptions({
    queryKey: categoryKeys.byId(id),
    queryFn: ({ signal }) => fetchCategory(id, { signal }),
  });
}
