/**
 * GET /favourites: the signed-in customer's favourite equipment with its watched periods
 * (contract: `shared/src/contract/favourite.ts`). One query for the catalogue's heart and the
 * account's page; its key starts with 'account', so signing out removes it from the cache.
 */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { FavouritesResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchFavourites(options?: RequestOptions): Promise<FavouritesResponse> {
  return getJson<FavouritesResponse>('/favourites', undefined, options);
}

export const favouritesKeys = {
  all: ['account', 'favourites'] as const,
};

export function favouritesQuery() {
  return queryOptions({
    queryKey: favouritesKeys.all,
    queryFn: ({ signal }) => fetchFavourites({ signal }),
  });
}

/** Whether a product is in the list. */
export function isFavourite(data: FavouritesResponse | undefined, productId: number): boolean {
  return data?.favourites.some((favourite) => favourite.product.id === productId) ?? false;
}
