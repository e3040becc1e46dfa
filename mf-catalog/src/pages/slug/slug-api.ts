import { getJson } from '@shop/shared/api-client';
import type { Locale, SlugResponse } from '@shop/shared/contract';

/** GET /slug: what `/<slug>` is (a content page, a category or a product) and its slugs. */
export async function resolveSlug(slug: string, lang: Locale) {
  return getJson<SlugResponse>('/slug', { path: `/${slug}`, lang });
}
