/**
 * The browser's list of favourite equipment, for a shopper who is not signed in (localStorage).
 * On signing in it is merged into the account's list once and then cleared
 * (`services/favourites-service.ts`); a signed-in shopper's marks live in the account
 * (`@shop/shared/favourites/*`).
 */
import { shopStore } from '@shop/shared/store';
import { atom } from 'jotai';

const storageKey = 'shop_favourites';

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0)
      : [];
  } catch {
    return [];
  }
}

function write(list: number[]): void {
  try {
    if (list.length === 0) globalThis.localStorage?.removeItem(storageKey);
    else globalThis.localStorage?.setItem(storageKey, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the mark lasts for this page only.
  }
}

const stored = atom<number[]>(read());

/** The browser's list; writing a product id toggles its mark. */
export const favouritesAtom = atom(
  (get) => get(stored),
  (get, set, productId: number) => {
    const list = get(stored);
    const next = list.includes(productId)
      ? list.filter((id) => id !== productId)
      : [...list, productId];
    set(stored, next);
    write(next);
  },
);

/** The browser's list as stored now (another tab may have changed it). */
export function browserFavourites(): number[] {
  const list = read();
  shopStore.set(stored, list);
  return list;
}

/** Empties the browser's list (merged into the account). */
export function clearBrowserFavourites(): void {
  shopStore.set(stored, []);
  write([]);
}
