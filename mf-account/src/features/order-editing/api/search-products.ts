/**
 * POST /products with `autocomplete`: a few products for a typed text, as the header's search box
 * asks (contract: `shared/src/contract/catalog.ts`). The add-equipment dialog offers them.
 */
import { apiClient, type RequestOptions, toForm } from '@shop/shared/api-client';
import type { Locale, Product, ProductsResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** Shorter texts are not looked up. */
export const PRODUCT_SEARCH_MIN_LENGTH = 2;

export async function searchProducts(
  text: string,
  lang: Locale,
  { signal }: RequestOptions = {},
): Promise<Product[]> {
  const form = toForm({ autocomplete: 1, search_text: text, lang });
  // postForm takes no abort signal, so the form goes through the client itself.
  return (await apiClient().post<ProductsResponse>('/products', form, { signal })).data.result
    .products;
}

/** Products matching a typed text (diacritics ignored); the next keystroke asks again. */
export function productSearchQuery(text: string, lang: Locale) {
  return queryOptions({
    queryKey: ['account', 'order', 'product-search', text, lang] as const,
    queryFn: ({ signal }) => searchProducts(text, lang, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
