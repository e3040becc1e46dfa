/** POST /favourites/unwatch: ends one of the customer's watched periods; answers the list. */
import { postForm } from '@shop/shared/api-client';
import type { FavouritesResponse } from '@shop/shared/contract';
import { queryClient } from '@shop/shared/query';
import { mutationOptions } from '@tanstack/react-query';
import { favouritesKeys } from './get-favourites';

export async function postFavouriteUnwatch(id: number): Promise<FavouritesResponse> {
  return postForm<FavouritesResponse>('/favourites/unwatch', { id });
}

export function unwatchFavouriteMutation() {
  return mutationOptions({
    mutationKey: [...favouritesKeys.all, 'unwatch'],
    scope: { id: 'favourites' },
    mutationFn: postFavouriteUnwatch,
    onSuccess: (list) => {
      queryClient.setQueryData(favouritesKeys.all, list);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.all }),
  });
}
