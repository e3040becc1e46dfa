/**
 * A page's title, description and language alternates. Pages declare them with `usePageMeta`;
 * the shell writes them into the document head (one writer), falling back to the route's title.
 */
import { shopStore } from '@shop/shared/store';
import { atom } from 'jotai';
import { useEffect } from 'react';
import type { Locale } from '../routes/route-types';

export interface PageMeta {
  title?: string;
  /** Plain text or HTML; the shell turns it into a meta description. */
  description?: string;
  /** The page's path in each language, when it differs from the route's (e.g. slugs). */
  alternates?: Partial<Record<Locale, string>>;
  /**
   * The page lives at another address (a slug of the other language): the server answers it
   * with a permanent redirect there; in the browser the page replaces the address itself.
   */
  movedTo?: string;
}

export const pageMetaAtom = atom<PageMeta>({});

export function usePageMeta(meta: PageMeta): void {
  const { title, description, alternates } = meta;
  const cs = alternates?.cs;
  const en = alternates?.en;
  // The server renders once and runs no effects: it reads the page's head from the store after
  // rendering (one page at a time per renderer).
  if (typeof window === 'undefined')
    shopStore.set(pageMetaAtom, { title, description, alternates });
  useEffect(() => {
    shopStore.set(pageMetaAtom, {
      title,
      description,
      alternates: cs || en ? { ...(cs ? { cs } : {}), ...(en ? { en } : {}) } : undefined,
    });
    return () => shopStore.set(pageMetaAtom, {});
  }, [title, description, cs, en]);
}

/**
 * Says, during a server render, that this address has moved permanently to `path` (path and
 * query); the server then redirects (301) instead of sending the page. Nothing in the browser.
 */
export function useMovedTo(path: string | null): void {
  if (typeof window === 'undefined' && path) {
    shopStore.set(pageMetaAtom, { ...shopStore.get(pageMetaAtom), movedTo: path });
  }
}
