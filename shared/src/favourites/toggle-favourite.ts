/**
 * POST /favourites/add and /favourites/remove: marks or unmarks a product. Optimistic: the list in
 * the cache changes at once and goes back when the API refuses; the API's list replaces it.
 * Removing also ends the product's watched periods.
 */
import { postForm } from '@shop/shared/api-client';
import type { FavouritesResponse, Product } from '@shop/shared/contract';
import { queryClient } from '@shop/shared/query';
import { mutationOptions } from '@tanstack/react-query';
import { favouritesKeys } from './get-favourites';

export interface FavouriteToggle {
  productId: number;
  /** true: mark, false: unmark. */
  favourite: boolean;
  /** The product as the page has it, shown in the list until the API answers. */
  product?: Product;
}

export async function postFavouriteToggle({
  productId,
  favourite,
}: FavouriteToggle): Promise<FavouritesResponse> {
  return postForm<FavouritesResponse>(favourite ? '/favourites/add' : '/favourites/remove', {
    productId,
  });
}

/** The list with the change applied (what the page shows while the API answers). */
export function toggled(list: FavouritesResponse, change: FavouriteToggle): FavouritesResponse {
  const others = list.favourites.filter((item) => item.product.id !== change.productId);
  if (!change.favourite) return { ...list, favourites: others };
  const kept = list.favourites.find((item) => item.product.id === change.productId);
  const item =
    kept ??
    (change.product
      ? { product: change.product, addedAt: new Date().toISOString(), watches: [] }
      : undefined);
  return { ...list, favourites: item ? [item, ...others] : others };
}

export function toggleFavouriteMutation() {
  return mutationOptions({
    mutationKey: [...favouritesKeys.all, 'toggle'],
    // One change at a time, in the order clicked: the last answer is the list as it ends.
    scope: { id: 'favourites' },
    mutationFn: postFavouriteToggle,
    onMutate: async (change: FavouriteToggle) => {
      await queryClient.cancelQueries({ queryKey: favouritesKeys.all });
      const before = queryClient.getQueryData<FavouritesResponse>(favouritesKeys.all);
      if (before) queryClient.setQueryData(favouritesKeys.all, toggled(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(favouritesKeys.all, context.before);
    },
    onSuccess: (list) => {
      queryClient.setQueryData(favouritesKeys.all, list);
    },
  });
}
