/**
 * The product list's data, driven by the URL: the query string is the state (see list-query.ts).
 * A new list state loads pages 1…N at once (N = the URL's `page`, so a copied link shows what its
 * sender saw); raising `page` (load more) appends the missing pages only. Every change is written
 * back to the URL with `replace`, so tweaking filters does not fill the history.
 */
import { trackEvent } from '@shop/shared/analytics';
import type { Category, PriceRange, Product } from '@shop/shared/contract';
import { PRODUCT_PAGE_SIZE } from '@shop/shared/contract/constants';
import { localized } from '@shop/shared/format';
import { currencyAtom, localeAtom, shopStore } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ListQuery, parseListQuery, toSearchParams } from './list-query';
import { fetchProductsPage } from './product-list-api';

/** Pages restored at once from a URL's `page` (more than this is hardly a shared view). */
export const MAX_RESTORED_PAGES = 20;

export interface ListData {
  products: Product[];
  count: number;
  loadedPages: number;
  /** Price bounds over the matching products, ignoring the price filter (CZK without VAT). */
  priceLimit: PriceRange;
  /** Categories matching the search text (search results only). */
  categories: Category[];
}

type ListState =
  | { key: string; status: 'loading' }
  | { key: string; status: 'error'; error: unknown }
  | { key: string; status: 'ready'; data: ListData; loadingMore: boolean; moreFailed: boolean };

function pagesOf(count: number) {
  return Math.max(1, Math.ceil(count / PRODUCT_PAGE_SIZE));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

function unique(products: Product[]): Product[] {
  const seen = new Set<number>();
  return products.filter((product) => !seen.has(product.id) && seen.add(product.id));
}

function trackList(listName: string, products: Product[]) {
  if (products.length === 0) return;
  const locale = shopStore.get(localeAtom);
  const currency = shopStore.get(currencyAtom);
  trackEvent('view_item_list', {
    item_list_name: listName,
    currency: currency.toUpperCase(),
    items: products.map((product) => ({
      item_id: String(product.id),
      item_name: localized(product, 'name', locale),
      item_category: product.categoryName,
      price: product.isForRent
        ? product.currencies[currency].pricePerDay
        : (product.currencies[currency].price ?? 0),
      quantity: 1,
    })),
  });
}

export function useProductList({
  categoryId,
  listName,
  enabled = true,
}: {
  categoryId?: number | undefined;
  /** The list's name in analytics (`view_item_list`). */
  listName: string;
  enabled?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const locale = useAtomValue(localeAtom);
  const query = useMemo(() => parseListQuery(params), [params]);
  const { page: _page, ...rest } = query;
  // Everything but the page: a change starts the list again.
  const key = JSON.stringify([categoryId ?? null, locale, rest]);
  const [state, setState] = useState<ListState>({ key: '', status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const queryRef = useRef(query);
  queryRef.current = query;
  const listNameRef = useRef(listName);
  listNameRef.current = listName;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query without its page
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const current = queryRef.current;
    setState({ key, status: 'loading' });
    (async () => {
      const first = await fetchProductsPage(current, { page: 1, lang: locale, categoryId });
      const last = Math.min(current.page, pagesOf(first.count), MAX_RESTORED_PAGES);
      const more = await Promise.all(
        range(2, last).map((page) =>
          fetchProductsPage(current, { page, lang: locale, categoryId }),
        ),
      );
      return {
        products: unique([first, ...more].flatMap((answer) => answer.products)),
        count: first.count,
        loadedPages: 1 + more.length,
        priceLimit: first.defaultParameters,
        categories: first.result.categories,
      } satisfies ListData;
    })().then(
      (data) => {
        if (cancelled) return;
        setState({ key, status: 'ready', data, loadingMore: false, moreFailed: false });
        trackList(listNameRef.current, data.products);
      },
      (error: unknown) => {
        if (!cancelled) setState({ key, status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, attempt, enabled]);

  // The URL asks for more pages than are shown (load more): fetch only the missing ones.
  const wantedPage = query.page;
  const keyRef = useRef(key);
  keyRef.current = key;
  const moreInFlight = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== 'ready' || state.key !== key || state.moreFailed) return;
    if (moreInFlight.current === key) return;
    const { data } = state;
    const last = Math.min(wantedPage, pagesOf(data.count), data.loadedPages + MAX_RESTORED_PAGES);
    if (last <= data.loadedPages) return;
    const requestKey = key;
    const current = queryRef.current;
    moreInFlight.current = requestKey;
    const apply = (change: (ready: Extract<ListState, { status: 'ready' }>) => ListState) =>
      setState((previous) =>
        previous.status === 'ready' && previous.key === requestKey ? change(previous) : previous,
      );
    apply((ready) => ({ ...ready, loadingMore: true }));
    Promise.all(
      range(data.loadedPages + 1, last).map((page) =>
        fetchProductsPage(current, { page, lang: locale, categoryId }),
      ),
    ).then(
      (answers) => {
        if (moreInFlight.current === requestKey) moreInFlight.current = null;
        if (keyRef.current !== requestKey) return;
        const added = answers.flatMap((answer) => answer.products);
        apply((ready) => ({
          ...ready,
          loadingMore: false,
          data: {
            ...ready.data,
            products: unique([...ready.data.products, ...added]),
            loadedPages: last,
          },
        }));
        trackList(listNameRef.current, added);
      },
      () => {
        if (moreInFlight.current === requestKey) moreInFlight.current = null;
        apply((ready) => ({ ...ready, loadingMore: false, moreFailed: true }));
      },
    );
  }, [state, key, wantedPage, locale, categoryId]);

  // Until the router has moved to the new URL (its loaders run first), the controls show the
  // state asked for, so a ticked box stays ticked.
  const paramsText = params.toString();
  const [asked, setAsked] = useState<{ from: string; to: string; query: ListQuery } | null>(null);
  const shown = asked && asked.from === paramsText && asked.to !== paramsText ? asked.query : query;

  /** Writes a list state to the URL (replace: tweaks do not fill the history). */
  const update = useCallback(
    (next: ListQuery) => {
      const target = toSearchParams(next);
      setAsked({ from: params.toString(), to: target.toString(), query: next });
      setParams(target, { replace: true });
    },
    [params, setParams],
  );

  const loadMore = useCallback(() => {
    if (state.status !== 'ready') return;
    if (state.moreFailed) {
      // The URL already asks for the page that failed: clearing the failure tries it again.
      setState({ ...state, moreFailed: false });
      return;
    }
    update({ ...queryRef.current, page: state.data.loadedPages + 1 });
  }, [state, update]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const current = state.key === key ? state : ({ key, status: 'loading' } as const);
  return { query: shown, state: current, update, loadMore, retry };
}
