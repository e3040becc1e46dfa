/** GET /projects: the signed-in customer's projects (contract: `shared/src/contract/project.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { ProjectsResponse } from '@shop/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export async function fetchProjects(
  months: number | undefined,
  options?: RequestOptions,
): Promise<ProjectsResponse> {
  return getJson<ProjectsResponse>('/projects', { months }, options);
}

export const projectsKeys = {
  all: ['account', 'projects'] as const,
  list: (months: number | undefined) => ['account', 'projects', months ?? 'all'] as const,
};

/** New orders add to the projects: read afresh whenever the page opens. */
export function projectsQuery(months: number | undefined) {
  return queryOptions({
    queryKey: projectsKeys.list(months),
    queryFn: ({ signal }) => fetchProjects(months, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
