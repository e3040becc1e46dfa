/** GET /orders: the signed-in customer's orders, 12 a page (contract: `shared/src/contract/account-orders.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { AccountOrdersResponse, OrderStatus } from '@shop/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export interface AccountOrdersFilter {
  page: number;
  status: OrderStatus | undefined;
  project: string | undefined;
}

export async function fetchAccountOrders(
  filter: AccountOrdersFilter,
  options?: RequestOptions,
): Promise<AccountOrdersResponse> {
  return getJson<AccountOrdersResponse>(
    '/orders',
    { page: filter.page, status: filter.status, project: filter.project },
    options,
  );
}

export const accountOrdersKeys = {
  all: ['account', 'orders'] as const,
  list: (filter: AccountOrdersFilter) => ['account', 'orders', filter] as const,
};

/** An order's state changes as staff move it along: read afresh whenever the page opens. */
export function accountOrdersQuery(filter: AccountOrdersFilter) {
  return queryOptions({
    queryKey: accountOrdersKeys.list(filter),
    queryFn: ({ signal }) => fetchAccountOrders(filter, { signal }),
    staleTime: 0,
    // The next page replaces the table when it arrives, not a spinner in between.
    placeholderData: keepPreviousData,
  });
}
