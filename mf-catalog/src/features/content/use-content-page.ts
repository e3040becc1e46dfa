import type { Page, PageType } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageQuery } from './api/get-page';

/**
 * A page of one of `types` by its slug, for `QueryState` (a 404 answer: no such page). The data is
 * null for a page of another type, which is not found here either. A slug of the other language
 * (an old or shared link) is replaced by the page's own path in the shopper's language.
 */
export function useContentPage(slug: string, types: readonly PageType[]) {
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = useQuery({
    ...pageQuery(slug, locale),
    // The cache keeps the page whatever its type; this view only takes the types it shows.
    select: (page: Page): Page | null => (types.includes(page.type) ? page : null),
  });
  const page = query.data ?? null;
  const ownPath = page ? localized(page, 'path', locale) : null;
  const otherLanguage = page !== null && localized(page, 'slug', locale) !== slug;

  useEffect(() => {
    if (otherLanguage && ownPath) navigate(`${ownPath}${search}`, { replace: true });
  }, [otherLanguage, ownPath, search, navigate]);

  return query;
}
