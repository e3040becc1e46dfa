/**
 * POST /products: products matching a form (category, search text, price, filters, sort), one
 * page at a time (contract: `shared/src/contract/catalog.ts`). The product list, the header's
 * suggestions and a product's recommended accessories all ask it.
 */
import { apiClient, type FormValue, type RequestOptions, toForm } from '@shop/shared/api-client';
import type {
  Category,
  FilterValueCounts,
  Locale,
  PriceRange,
  Product,
  ProductsResponse,
} from '@shop/shared/contract';
import { PRODUCT_PAGE_SIZE } from '@shop/shared/contract/constants';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ListQuery, productsForm } from '../list-query';

/** Pages restored at once from a URL's `page` (more than this is hardly a shared view). */
const MAX_RESTORED_PAGES = 20;

export async function fetchProducts(
  form: Record<string, FormValue>,
  { signal }: RequestOptions = {},
): Promise<ProductsResponse> {
  // postForm takes no abort signal, so the form goes through the client itself.
  return (await apiClient().post<ProductsResponse>('/products', toForm(form), { signal })).data;
}

/** What a list shows besides its products: everything but the page number. */
export type ListFilters = Omit<ListQuery, 'page'>;

/** API pages `from`…`to` asked for in one step of the list. */
export interface ProductPagesParam {
  from: number;
  to: number;
}

/** One step of the list: one or more API pages' products and the answer's totals. */
export interface ProductPages {
  products: Product[];
  count: number;
  /** Price bounds over the matching products, ignoring the price filter (CZK without VAT). */
  priceLimit: PriceRange;
  /** Categories matching the search text (search results only). */
  categories: Category[];
  /** A category's filter values with what ticking each would show (category lists only). */
  filterCounts: FilterValueCounts[] | null;
  /** The last API page this step holds. */
  lastPage: number;
}

function pagesOf(count: number): number {
  return Math.max(1, Math.ceil(count / PRODUCT_PAGE_SIZE));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** Pages `from`…`to` (as far as there are any): the first answer tells how many there are. */
async function fetchProductPages(
  filters: ListFilters,
  { from, to }: ProductPagesParam,
  { lang, categoryId }: { lang: Locale; categoryId?: number | undefined },
  options: RequestOptions,
): Promise<ProductPages> {
  const page = (number: number) =>
    fetchProducts(
      productsForm({ ...filters, page: number }, { page: number, lang, categoryId }),
      options,
    );
  const first = await page(from);
  const last = Math.max(from, Math.min(to, pagesOf(first.count)));
  const more = await Promise.all(range(from + 1, last).map(page));
  return {
    products: [first, ...more].flatMap((answer) => answer.products),
    count: first.count,
    priceLimit: first.defaultParameters,
    categories: first.result.categories,
    filterCounts: first.filterCounts ?? null,
    lastPage: last,
  };
}

export const productSearchKeys = {
  all: ['catalog', 'products'] as const,
  list: (filters: ListFilters, lang: Locale, categoryId: number | null) =>
    ['catalog', 'products', 'list', { ...filters, lang, categoryId }] as const,
  suggestions: (text: string, lang: Locale) =>
    ['catalog', 'products', 'suggestions', text, lang] as const,
};

/**
 * A product list (a category or search results) as an infinite query keyed by everything but the
 * page: changing a filter starts a new list, load more adds a page to the same one. Its first
 * step loads pages 1…`restorePages` at once, so a copied link with `page=3` shows what its sender
 * saw in one go; every later step is one page.
 */
export function productListQuery({
  filters,
  lang,
  categoryId,
  restorePages,
}: {
  filters: ListFilters;
  lang: Locale;
  categoryId?: number | undefined;
  restorePages: number;
}) {
  return infiniteQueryOptions({
    queryKey: productSearchKeys.list(filters, lang, categoryId ?? null),
    queryFn: ({ pageParam, signal }) =>
      fetchProductPages(filters, pageParam, { lang, categoryId }, { signal }),
    initialPageParam: {
      from: 1,
      to: Math.min(Math.max(1, restorePages), MAX_RESTORED_PAGES),
    } satisfies ProductPagesParam,
    getNextPageParam: (last): ProductPagesParam | undefined =>
      last.lastPage < pagesOf(last.count)
        ? { from: last.lastPage + 1, to: last.lastPage + 1 }
        : undefined,
  });
}

/** A few products and categories for a typed text (autocomplete; diacritics ignored). */
export function productSuggestionsQuery(text: string, lang: Locale) {
  return queryOptions({
    queryKey: productSearchKeys.suggestions(text, lang),
    queryFn: async ({ signal }) =>
      (await fetchProducts({ autocomplete: 1, search_text: text, lang }, { signal })).result,
    // The next keystroke asks again anyway: a failed look-up shows "nothing found" at once.
    retry: false,
  });
}
