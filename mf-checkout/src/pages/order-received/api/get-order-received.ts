/** GET /order/received/{orderNumber}: a placed order, shown to whoever holds its estimate code. */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { OrderReceived, OrderReceivedResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchOrderReceived(
  orderNumber: string,
  code: string,
  options?: RequestOptions,
): Promise<OrderReceived> {
  const path = `/order/received/${encodeURIComponent(orderNumber)}`;
  return (await getJson<OrderReceivedResponse>(path, { code }, options)).order;
}

/** Its payment state changes with a payment: read afresh whenever the page opens. */
export function orderReceivedQuery(orderNumber: string, code: string) {
  return queryOptions({
    queryKey: ['order-received', orderNumber, code],
    queryFn: ({ signal }) => fetchOrderReceived(orderNumber, code, { signal }),
    staleTime: 0,
  });
}
