/**
 * Favourite equipment of a signed-in shopper. The favourites API does not exist yet, so the marks
 * are kept in this browser only (localStorage) until it does.
 */
import { atom } from 'jotai';

const storageKey = 'shop_favourites';

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

const stored = atom<number[]>(read());

export const favouritesAtom = atom(
  (get) => get(stored),
  (get, set, productId: number) => {
    const list = get(stored);
    const next = list.includes(productId)
      ? list.filter((id) => id !== productId)
      : [...list, productId];
    set(stored, next);
    try {
      globalThis.localStorage?.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the mark lasts for this page only.
    }
  },
);
