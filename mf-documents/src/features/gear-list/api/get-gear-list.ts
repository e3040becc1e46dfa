/** GET /order/product-list?code=: an order's gear list, with prices or for the crew by its code. */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { GearListResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchGearList(code: string, options?: RequestOptions) {
  return (await getJson<GearListResponse>('/order/product-list', { code }, options)).result;
}

export function gearListQuery(code: string) {
  return queryOptions({
    queryKey: ['gear-list', code],
    queryFn: ({ signal }) => fetchGearList(code, { signal }),
  });
}
