/** GET /price-offer/{code}: a staff-prepared price offer, opened by its code. */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { PriceOfferResponse } from '@shop/shared/contract';
import type { PageLoader } from '@shop/shared/query';
import { queryOptions } from '@tanstack/react-query';

export async function fetchPriceOffer(code: string, options?: RequestOptions) {
  return (
    await getJson<PriceOfferResponse>(`/price-offer/${encodeURIComponent(code)}`, {}, options)
  ).offer;
}

export function priceOfferQuery(code: string) {
  return queryOptions({
    queryKey: ['price-offer', code],
    queryFn: ({ signal }) => fetchPriceOffer(code, { signal }),
  });
}

/** A price offer page's data: the offer, by the code in its address. */
export const priceOfferLoader: PageLoader = ({ params, client }) =>
  client.ensureQueryData(priceOfferQuery(params.code ?? ''));
