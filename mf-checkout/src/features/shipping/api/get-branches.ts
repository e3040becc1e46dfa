/** GET /branches: the rental's branches (contract: `shared/src/contract`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Branch, BranchesResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchBranches(options?: RequestOptions): Promise<Branch[]> {
  return (await getJson<BranchesResponse>('/branches', {}, options)).branches;
}

/** The branches change with a new branch, not during a visit: read once for the page's life. */
export function branchesQuery() {
  return queryOptions({
    queryKey: ['branches'],
    queryFn: ({ signal }) => fetchBranches({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
