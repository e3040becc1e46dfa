/** GET /order/product-list?code=: an order's gear list, with prices or for the crew by its code. */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { GearListResponse } from '@shop/shared/contract';
import type { PageLoader } from '@shop/shared/query';
import { queryOptions } from '@tanstack/react-query';
import { gearListPdfQuery } from './get-gear-list-pdf';

export async function fetchGearList(code: string, options?: RequestOptions) {
  return (await getJson<GearListResponse>('/order/product-list', { code }, options)).result;
}

export function gearListQuery(code: string) {
  return queryOptions({
    queryKey: ['gear-list', code],
    queryFn: ({ signal }) => fetchGearList(code, { signal }),
  });
}

/** A gear list page's data: the list, by the code in its address, and where its PDF is. */
export function gearListLoader({ withPrices }: { withPrices: boolean }): PageLoader {
  return ({ params, locale, client }) => {
    const code = params.code ?? '';
    return Promise.all([
      client.ensureQueryData(gearListQuery(code)),
      client.ensureQueryData(
        gearListPdfQuery({ code, grouped: '1', prices: withPrices ? '1' : '0', lang: locale }),
      ),
    ]);
  };
}
