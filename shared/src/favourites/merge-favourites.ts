/**
 * POST /favourites/merge: the browser's list (kept for a shopper not signed in) joins the
 * account's at sign-in; products the shop no longer has are ignored. Ids travel as a repeated
 * form field, at most FAVOURITES_MERGE_MAX.
 */
import { apiClient } from '@shop/shared/api-client';
import type { FavouritesResponse } from '@shop/shared/contract';
import { FAVOURITES_MERGE_MAX } from '@shop/shared/contract/constants';
import { queryClient } from '@shop/shared/query';
import { mutationOptions } from '@tanstack/react-query';
import { favouritesKeys } from './get-favourites';

export async function postFavouritesMerge(
  productIds: readonly number[],
): Promise<FavouritesResponse> {
  const form = new URLSearchParams();
  for (const id of productIds.slice(0, FAVOURITES_MERGE_MAX)) form.append('productIds', String(id));
  return (await apiClient().post<FavouritesResponse>('/favourites/merge', form)).data;
}

export function mergeFavouritesMutation() {
  return mutationOptions({
    mutationKey: [...favouritesKeys.all, 'merge'],
    scope: { id: 'favourites' },
    mutationFn: postFavouritesMerge,
    onSuccess: (list) => {
      queryClient.setQueryData(favouritesKeys.all, list);
    },
  });
}
