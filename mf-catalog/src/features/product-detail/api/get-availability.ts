/** GET /product/{id}/availability: free pieces for a period (contract: `shared/src/contract/catalog.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { AvailabilityResponse } from '@shop/shared/contract';
import { queryOptions, skipToken } from '@tanstack/react-query';

export interface RentalDays {
  /** The pick-up day, 'YYYY-MM-DD'. */
  from: string;
  /** The return day, 'YYYY-MM-DD'. */
  to: string;
}

/**
 * Pieces free for the picked days: from the pick-up day's start to the end of the return day
 * (Europe/Prague wall-clock times, as the API takes them).
 */
export async function fetchAvailability(
  id: number,
  { from, to }: RentalDays,
  options?: RequestOptions,
): Promise<AvailabilityResponse> {
  return getJson<AvailabilityResponse>(
    `/product/${id}/availability`,
    { from, to: `${to}T23:59` },
    options,
  );
}

export const availabilityKeys = {
  byDays: (id: number, days: RentalDays | null) =>
    ['catalog', 'product', id, 'availability', days?.from ?? null, days?.to ?? null] as const,
};

/** Free pieces of a product for the picked days; nothing is asked until both days are picked. */
export function availabilityQuery(id: number, days: RentalDays | null) {
  return queryOptions({
    queryKey: availabilityKeys.byDays(id, days),
    queryFn: days ? ({ signal }) => fetchAvailability(id, days, { signal }) : skipToken,
    // Other shoppers' orders change it at any time: a page opened again shows the last answer
    // and asks again, rather than trusting a minute-old one.
    staleTime: 0,
  });
}
