/** GET /page/list: the pages of one type (contract: `shared/src/contract/content.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { PageListResponse, PageSummary, PageType } from '@shop/shared/contract';
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
 * The pages of one type. The home page's blog teasers, /blog and /blog/future-index read the
 * same list, so whichever opens first fills the cache for the others.
 */
export function pageListQuery(type: PageType, { withBody = false }: PageListOptions = {}) {
  return queryOptions({
    queryKey: pageListKeys.byType(type, withBody),
    queryFn: ({ signal }) => fetchPageList(type, { withBody }, { signal }),
  });
}
