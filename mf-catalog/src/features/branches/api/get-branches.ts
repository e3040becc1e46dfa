/** GET /branches: the rental's branches (contract: `shared/src/contract/content.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Branch, BranchesResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchBranches(options?: RequestOptions): Promise<Branch[]> {
  return (await getJson<BranchesResponse>('/branches', {}, options)).branches;
}

export const branchKeys = {
  all: ['content', 'branches'] as const,
};

/** Both branches with their opening hours (the home page and /kontakty share the answer). */
export function branchesQuery() {
  return queryOptions({
    queryKey: branchKeys.all,
    queryFn: ({ signal }) => fetchBranches({ signal }),
  });
}
