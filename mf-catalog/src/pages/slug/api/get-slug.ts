/** GET /slug: what `/<slug>` is (contract: `shared/src/contract/site.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Locale, SlugResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';
import { accessoriesQuery } from '../../../features/product-detail/api/get-accessories';
import { productQuery } from '../../../features/product-detail/api/get-product';
import { relatedProductsQuery } from '../../../features/product-detail/api/get-related-products';
import { categoryQuery } from './get-category';

/** A content page, a category or a product, with its slug in both languages; 404 if none. */
export async function resolveSlug(
  slug: string,
  lang: Locale,
  options?: RequestOptions,
): Promise<SlugResponse> {
  return getJson<SlugResponse>('/slug', { path: `/${slug}`, lang }, options);
}

export const slugKeys = {
  bySlug: (slug: string, lang: Locale) => ['site', 'slug', slug, lang] as const,
};

/**
 * What a slug is. Once it is known, what its page shows is asked for at once (a product, its
 * related products and accessories; a category), beside the page's code still loading, instead of
 * after the page has rendered (on the server, a whole render pass later).
 */
export function slugQuery(slug: string, lang: Locale) {
  return queryOptions({
    queryKey: slugKeys.bySlug(slug, lang),
    queryFn: async ({ signal, client }) => {
      const answer = await resolveSlug(slug, lang, { signal });
      if (answer.kind === 'product') {
        void client.fetchQuery(productQuery(answer.id)).then(
          (product) => client.prefetchQuery(accessoriesQuery(product, lang)),
          // The product's page shows why it failed.
          () => undefined,
        );
        void client.prefetchQuery(relatedProductsQuery(answer.id));
      } else if (answer.kind === 'category') {
        void client.prefetchQuery(categoryQuery(answer.id));
      }
      return answer;
    },
  });
}
