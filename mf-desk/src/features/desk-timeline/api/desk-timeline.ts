/** GET /desk/timeline (contract: `shared/src/contract/desk-timeline.ts`) and the categories. */
import { getJson } from '@shop/shared/api-client';
import type { CategoriesResponse, DeskTimelineResponse } from '@shop/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export function deskTimelineQuery(categoryId: number, from: string, page: number) {
  return queryOptions({
    queryKey: ['desk', 'timeline', categoryId, from, page],
    queryFn: ({ signal }) =>
      getJson<DeskTimelineResponse>('/desk/timeline', { categoryId, from, page }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function deskCategoriesQuery() {
  return queryOptions({
    queryKey: ['desk', 'categories'],
    queryFn: async ({ signal }) =>
      (await getJson<CategoriesResponse>('/categories', {}, { signal })).categories,
    staleTime: 10 * 60_000,
  });
}
