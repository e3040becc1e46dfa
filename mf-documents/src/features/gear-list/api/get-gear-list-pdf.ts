/**
 * GET /order/product-list-pdf?code=&grouped=&prices=&lang=: where the list's PDF is (an API path,
 * as a product's manuals), laid out as the page shows the list.
 */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { GearListPdfResponse, Locale } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export interface GearListPdfAsk {
  code: string;
  grouped: '0' | '1';
  /** '0' on the crew's page: no price, whatever the code opens. */
  prices: '0' | '1';
  lang: Locale;
}

export async function fetchGearListPdfUrl(ask: GearListPdfAsk, options?: RequestOptions) {
  return (await getJson<GearListPdfResponse>('/order/product-list-pdf', { ...ask }, options)).url;
}

export function gearListPdfQuery(ask: GearListPdfAsk) {
  return queryOptions({
    queryKey: ['gear-list', ask.code, 'pdf', ask.grouped, ask.prices, ask.lang],
    queryFn: ({ signal }) => fetchGearListPdfUrl(ask, { signal }),
  });
}
