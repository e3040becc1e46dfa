import { getJson } from '@shop/shared/api-client';
import type {
  BranchesResponse,
  Locale,
  PageListResponse,
  PageResponse,
  PageType,
} from '@shop/shared/contract';

/** GET /page/list: pages of one type in the API's order (blog newest first). */
export async function fetchPageList(type: PageType, { withBody = false } = {}) {
  const params: Record<string, string | number> = { type };
  if (withBody) params.withBody = 1;
  return (await getJson<PageListResponse>('/page/list', params)).list;
}

/** GET /page/:slug: the slug in `lang` is tried first, then the other language's. */
export async function fetchPage(slug: string, lang: Locale) {
  return (await getJson<PageResponse>(`/page/${encodeURIComponent(slug)}`, { lang })).page;
}

export async function fetchBranches() {
  return (await getJson<BranchesResponse>('/branches')).branches;
}
