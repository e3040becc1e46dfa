/** GET /order/{id}: one of the signed-in customer's orders (contract: `shared/src/contract/account-orders.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { AccountOrderDetail, AccountOrderResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchAccountOrder(
  orderNumber: string,
  options?: RequestOptions,
): Promise<AccountOrderDetail> {
  const path = `/order/${encodeURIComponent(orderNumber)}`;
  return (await getJson<AccountOrderResponse>(path, undefined, options)).result;
}

/** An order's state changes as staff move it along: read afresh whenever the page opens. */
export function accountOrderQuery(orderNumber: string) {
  return queryOptions({
    queryKey: ['account', 'order', orderNumber],
    queryFn: ({ signal }) => fetchAccountOrder(orderNumber, { signal }),
    staleTime: 0,
  });
}
