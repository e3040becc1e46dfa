/** GET /product/{id}: one product in full (contract: `shared/src/contract/catalog.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { ProductDetail, ProductResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchProduct(id: number, options?: RequestOptions): Promise<ProductDetail> {
  return (await getJson<ProductResponse>(`/product/${id}`, {}, options)).product;
}

export const productKeys = {
  byId: (id: number) => ['catalog', 'product', id] as const,
  byIds: (ids: readonly number[]) => ['catalog', 'products', 'by-ids', ids] as const,
};

/** A product's page data; a 404 answer means there is no such product. */
export function productQuery(id: number) {
  return queryOptions({
    queryKey: productKeys.byId(id),
    queryFn: ({ signal }) => fetchProduct(id, { signal }),
  });
}

/**
 * Hand-picked products (a shared selection link), in the order given; unknown ids are left out.
 * Each product goes through its own query, so a product opened from the list shows at once.
 */
export function productsByIdsQuery(ids: readonly number[]) {
  return queryOptions({
    queryKey: productKeys.byIds(ids),
    queryFn: async ({ client }) => {
      const answers = await Promise.allSettled(
        ids.map((id) => client.fetchQuery(productQuery(id))),
      );
      return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    },
  });
}
