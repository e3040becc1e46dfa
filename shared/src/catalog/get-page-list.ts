/**
 * GET /page/list (contract: `shared/src/contract/content.ts`): the pages of one type, for the
 * catalogue's content pages and the shop's frame (footer, the terms links of checkout and
 * registration), and the path of each in the shopper's language.
 */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { PageListResponse, PageSummary, PageType } from '@shop/shared/contract';
import { type Locale, pathFor } from '@shop/shared/routes';
import { queryOptions } from '@tanstack/react-query';

export interface PageListOptions {
  /** Each page's body too (the FAQ shows its answers in place). */
  withBody?: boolean;
}

/** Pages of one type in the API's order (blog newest first). */
export async function fetchPageList(
  type: PageType,
  { withBody = false }: PageListOptions = {},
  options?: RequestOptions,
): Promise<PageSummary[]> {
  const params: Record<string, string | number> = { type };
  if (withBody) params.withBody = 1;
  return (await getJson<PageListResponse>('/page/list', params, options)).list;
}

export const pageListKeys = {
  all: ['content', 'pages'] as const,
  byType: (type: PageType, withBody: boolean) => ['content', 'pages', type, { withBody }] as const,
};

/**
 * The pages of one type. The footer, the home page's blog teasers, /blog and /blog/future-index
 * read the same list, so whichever opens first fills the cache for the others.
 */
export function pageListQuery(type: PageType, { withBody = false }: PageListOptions = {}) {
  return queryOptions({
    queryKey: pageListKeys.byType(type, withBody),
    queryFn: ({ signal }) => fetchPageList(type, { withBody }, { signal }),
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
