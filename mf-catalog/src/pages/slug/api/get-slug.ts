/** GET /slug: what `/<slug>` is (contract: `shared/src/contract/site.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Locale, SlugResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

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

/** What a slug is (the page's loader then asks for what it shows: `slug-loader.ts`). */
export function slugQuery(slug: string, lang: Locale) {
  return queryOptions({
    queryKey: slugKeys.bySlug(slug, lang),
    queryFn: ({ signal }) => resolveSlug(slug, lang, { signal }),
  });
}
