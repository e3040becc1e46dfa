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
