/**
 * POST /favourites/watch: watching a period of a product for free pieces (one e-mail when enough
 * are; the product becomes a favourite). The answer says whether the pieces are free already
 * (then nothing is kept); the list is asked again after it.
 */
import { postForm } from '@shop/shared/api-client';
import type { FavouriteWatchRequest, FavouriteWatchResponse } from '@shop/shared/contract';
import { queryClient } from '@shop/shared/query';
import { mutationOptions } from '@tanstack/react-query';
import { favouritesKeys } from './get-favourites';

export async function postFavouriteWatch(
  request: FavouriteWatchRequest,
): Promise<FavouriteWatchResponse> {
  return postForm<FavouriteWatchResponse>('/favourites/watch', { ...request });
}

export function watchFavouriteMutation() {
  return mutationOptions({
    mutationKey: [...favouritesKeys.all, 'watch'],
    scope: { id: 'favourites' },
    mutationFn: postFavouriteWatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.all }),
  });
}
