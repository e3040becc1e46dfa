/** GET /desk/board: one branch's day (contract: `shared/src/contract/desk-board.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { BranchesResponse, DeskBoardResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** How often an open board asks again, so it follows orders, pickups and returns without a reload. */
export const BOARD_REFRESH_MS = 20_000;

export async function fetchDeskBoard(
  branchId: number,
  date: string,
  options?: RequestOptions,
): Promise<DeskBoardResponse> {
  return getJson<DeskBoardResponse>('/desk/board', { branchId, date }, options);
}

export function deskBoardQuery(branchId: number, date: string) {
  return queryOptions({
    queryKey: ['desk', 'board', branchId, date],
    queryFn: ({ signal }) => fetchDeskBoard(branchId, date, { signal }),
    refetchInterval: BOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** The rental's branches, for choosing the board's. */
export function deskBranchesQuery() {
  return queryOptions({
    queryKey: ['desk', 'branches'],
    queryFn: async ({ signal }) =>
      (await getJson<BranchesResponse>('/branches', {}, { signal })).branches,
    staleTime: 10 * 60_000,
  });
}
