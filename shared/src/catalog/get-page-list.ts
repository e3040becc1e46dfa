/**
 * GET /page/list for the shop's frame (footer, the terms links of checkout and registration): the
 * pages of one type, and the path of each in the shopper's language. The catalogue's content
 * pages read the same list under the same key, so whichever asks first fills the cache.
 */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { PageListResponse, PageSummary, PageType } from '@shop/shared/contract';
import { type Locale, pathFor } from '@shop/shared/routes';
import { queryOptions } from '@tanstack/react-query';

export async function fetchPageList(type: PageType, options?: RequestOptions) {
  return (await getJson<PageListResponse>('/page/list', { type }, options)).list;
}

/** The key the catalogue's own list query uses for a list without bodies. */
export function pageListKey(type: PageType) {
  return ['content', 'pages', type, { withBody: false }] as const;
}

export function pageListQuery(type: PageType) {
  return queryOptions({
    queryKey: pageListKey(type),
    queryFn: ({ signal }) => fetchPageList(type, { signal }),
  });
}

/** A content or terms page's path in `locale` (both are served at `/<slug>`, `/en/<slug>`). */
export function contentPagePath(
  page: Pick<PageSummary, 'slug' | 'translations'>,
  locale: Locale,
): string {
  const slug = locale === 'en' ? page.translations.en.slug : page.slug;
  return pathFor('content-page', { slug }, locale);
}

/** A page's title in `locale`. */
export function pageTitle(page: Pick<PageSummary, 'title' | 'translations'>, locale: Locale) {
  return locale === 'en' ? page.translations.en.title : page.title;
}

/**
 * The server's address of the terms (it answers with a redirect to the terms page): the link's
 * target until the page list has told the terms page's own path.
 */
export const TERMS_SERVER_PATH = '/vop';
