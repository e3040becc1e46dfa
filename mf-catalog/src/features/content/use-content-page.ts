import type { Page, PageType } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { useAsync } from '@shop/shared/ui/use-async';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isNotFound } from '../not-found/not-found';
import { fetchPage } from './content-api';

export type ContentPageState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'not-found' }
  | { status: 'success'; page: Page };

/**
 * A page of one of `types` by its slug. A slug of the other language (an old or shared link)
 * is replaced by the page's own path in the shopper's language; another type is not found.
 */
export function useContentPage(slug: string, types: readonly PageType[]): ContentPageState {
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  const state = useAsync(() => fetchPage(slug, locale), [slug, locale]);
  const page = state.status === 'success' ? state.data : null;
  const wrongType = page !== null && !types.includes(page.type);
  const ownPath = page && !wrongType ? localized(page, 'path', locale) : null;
  const otherLanguage = page !== null && !wrongType && localized(page, 'slug', locale) !== slug;

  useEffect(() => {
    if (otherLanguage && ownPath) navigate(`${ownPath}${search}`, { replace: true });
  }, [otherLanguage, ownPath, search, navigate]);

  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') {
    return isNotFound(state.error)
      ? { status: 'not-found' }
      : { status: 'error', retry: state.retry };
  }
  if (wrongType) return { status: 'not-found' };
  return { status: 'success', page: state.data };
}
