/**
 * The catalogue's background service, started by the shell: on signing in (`auth:signed-in`) the
 * favourites marked in this browser join the account's list once, and the browser's list is
 * cleared. A refused merge keeps the browser's list for the next sign-in; signing in never fails
 * because of it.
 */
import { eventBus } from '@shop/shared/event-bus';
import { mergeFavouritesMutation } from '@shop/shared/favourites/merge-favourites';
import { queryClient } from '@shop/shared/query';
import { MutationObserver } from '@tanstack/react-query';
import { browserFavourites, clearBrowserFavourites } from '../features/favourites/favourites';

let started = false;

/** Merges the browser's list into the account's and clears it; nothing to merge, no call. */
export async function mergeOnSignIn(): Promise<void> {
  const productIds = browserFavourites();
  if (productIds.length === 0) return;
  try {
    await new MutationObserver(queryClient, mergeFavouritesMutation()).mutate(productIds);
    clearBrowserFavourites();
  } catch {
    // Kept for the next sign-in.
  }
}

export function start(): void {
  if (started) return;
  started = true;
  eventBus.subscribe('auth:signed-in', () => void mergeOnSignIn());
}
