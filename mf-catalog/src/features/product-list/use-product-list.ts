/**
 * The product list's data, driven by the URL: the query string is the state (see list-query.ts).
 * A new list state loads pages 1…N at once (N = the URL's `page`, so a copied link shows what its
 * sender saw); raising `page` (load more) appends the missing pages only. Every change is written
 * back to the URL with `replace`, so tweaking filters does not fill the history, and the window
 * stays where it is. The pages live in the query cache, so going back to a list shows it at once,
 * with as many pages as were loaded (the URL's `page`), at the position the shopper left it.
 */
import type { Category, FilterValueCounts, PriceRange, Product } from '@shop/shared/contract';
import { PRODUCT_PAGE_SIZE } from '@shop/shared/contract/constants';
import { localeAtom } from '@shop/shared/store';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ProductPages, type ProductPagesParam, productListQuery } from './api/get-products';
import { type ListQuery, parseListQuery, toSearchParams } from './list-query';
import { useTrackListView } from './use-track-list-view';

export interface ListData {
  /** The products of the pages the URL asks for (the cache may hold more). */
  products: Product[];
  count: number;
  /** Pages shown: the URL's `page`, or fewer while the rest is on its way. */
  shownPages: number;
  /** Pages in the cache for this list state. */
  loadedPages: number;
  /** Price bounds over the matching products, ignoring the price filter (CZK without VAT). */
  priceLimit: PriceRange;
  /** Categories matching the search text (search results only). */
  categories: Category[];
  /**
   * Each filter value's count beside the other active filters and price bounds (category lists
   * only; null otherwise).
   */
  filterCounts: FilterValueCounts[] | null;
}

function unique(products: Product[]): Product[] {
  const seen = new Set<number>();
  return products.filter((product) => !seen.has(product.id) && seen.add(product.id));
}

/** The cached pages as the list shows them: as many as the URL's `page` asks for. */
function toListData(
  { pages }: InfiniteData<ProductPages, ProductPagesParam>,
  page: number,
): ListData {
  // An infinite query's data always holds its first step; the totals are that answer's.
  const first = pages[0] as ProductPages;
  const loadedPages = pages.at(-1)?.lastPage ?? first.lastPage;
  const shownPages = Math.min(page, loadedPages);
  return {
    products: unique(pages.flatMap((step) => step.products)).slice(
      0,
      shownPages * PRODUCT_PAGE_SIZE,
    ),
    count: first.count,
    shownPages,
    loadedPages,
    priceLimit: first.priceLimit,
    categories: first.categories,
    filterCounts: first.filterCounts ?? null,
  };
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
  const { page: wantedPage, ...filters } = query;
  const select = useCallback(
    (data: InfiniteData<ProductPages, ProductPagesParam>) => toListData(data, wantedPage),
    [wantedPage],
  );
  const list = useInfiniteQuery({
    ...productListQuery({ filters, lang: locale, categoryId, restorePages: wantedPage }),
    select,
    enabled,
  });
  const { data, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = list;

  // The URL asks for more pages than the cache holds (load more, or a link): fetch the next one,
  // until there are enough. A failed page waits for the shopper's "load more" to be tried again.
  const missing = data !== undefined && wantedPage > data.loadedPages;
  useEffect(() => {
    if (!missing || !hasNextPage || isFetching || isFetchNextPageError) return;
    // An effect run twice (strict mode) joins the request already on its way.
    void fetchNextPage({ cancelRefetch: false });
  }, [missing, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  useTrackListView(JSON.stringify([categoryId ?? null, locale, filters]), listName, data?.products);

  // Until the router has moved to the new URL (its loaders run first), the controls show the
  // state asked for, so a ticked box stays ticked.
  const paramsText = params.toString();
  const [asked, setAsked] = useState<{ from: string; to: string; query: ListQuery } | null>(null);
  const shown = asked && asked.from === paramsText && asked.to !== paramsText ? asked.query : query;

  /**
   * Writes a list state to the URL (replace: tweaks do not fill the history), where the shopper
   * is: a new sort, filter or page of the same list is no new page to open at its top.
   */
  const update = useCallback(
    (next: ListQuery) => {
      const target = toSearchParams(next);
      setAsked({ from: params.toString(), to: target.toString(), query: next });
      setParams(target, { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );

  const loadMore = useCallback(() => {
    if (!data) return;
    // The URL already asks for the page that failed: try it again.
    if (isFetchNextPageError) void fetchNextPage();
    else update({ ...query, page: data.shownPages + 1 });
  }, [data, isFetchNextPageError, fetchNextPage, update, query]);

  return {
    query: shown,
    /**
     * The list for `QueryState`. Once products are shown they stay: a failed next page or a failed
     * refresh in the background shows its note beside them, not instead of them.
     */
    list: {
      status: data === undefined ? list.status : ('success' as const),
      data,
      error: list.error,
      refetch: list.refetch,
    },
    loadingMore: list.isFetchingNextPage,
    moreFailed: isFetchNextPageError,
    update,
    loadMore,
  };
}
