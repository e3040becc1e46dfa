/**
 * The favourite mark of one product: the account's list when signed in (optimistic, rolled back
 * when the API refuses), the browser's list otherwise.
 */
import { isLoggedInAtom } from '@shop/shared/auth';
import type { Product } from '@shop/shared/contract';
import { favouritesQuery, isFavourite } from '@shop/shared/favourites/get-favourites';
import { toggleFavouriteMutation } from '@shop/shared/favourites/toggle-favourite';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { favouritesAtom } from './favourites';

export interface FavouriteMark {
  favourite: boolean;
  toggle: () => void;
  /** The account's list could not be changed (the mark went back). */
  failed: boolean;
}

export function useFavourite(product: Product): FavouriteMark {
  const signedIn = useAtomValue(isLoggedInAtom);
  const [browserList, toggleBrowser] = useAtom(favouritesAtom);
  const list = useQuery({ ...favouritesQuery(), enabled: signedIn });
  const change = useMutation(toggleFavouriteMutation());
  if (!signedIn) {
    return {
      favourite: browserList.includes(product.id),
      toggle: () => toggleBrowser(product.id),
      failed: false,
    };
  }
  const favourite = isFavourite(list.data, product.id);
  return {
    favourite,
    toggle: () => change.mutate({ productId: product.id, favourite: !favourite, product }),
    failed: change.isError,
  };
}
