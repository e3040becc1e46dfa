/** GET /page/{slug}: one content page (contract: `shared/src/contract/content.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Locale, Page, PageResponse } from '@shop/shared/contract';
import type { PageLoader } from '@shop/shared/query';
import { queryOptions } from '@tanstack/react-query';

/** The slug in `lang` is tried first, then the other language's (an old or shared link). */
export async function fetchPage(
  slug: string,
  lang: Locale,
  options?: RequestOptions,
): Promise<Page> {
  return (await getJson<PageResponse>(`/page/${encodeURIComponent(slug)}`, { lang }, options)).page;
}

export const pageKeys = {
  all: ['content', 'page'] as const,
  bySlug: (slug: string, lang: Locale) => ['content', 'page', slug, lang] as const,
};

/** A content page by its slug; a 404 answer means there is none. */
export function pageQuery(slug: string, lang: Locale) {
  return queryOptions({
    queryKey: pageKeys.bySlug(slug, lang),
    queryFn: ({ signal }) => fetchPage(slug, lang, { signal }),
  });
}

/** A content page's route (`/blog/:slug`, `/vse-o-pronajmu/:slug`): its page, by the slug. */
export const contentPageLoader: PageLoader = ({ params, locale, client }) =>
  client.ensureQueryData(pageQuery(params.slug ?? '', locale));
