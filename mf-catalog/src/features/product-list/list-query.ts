/**
 * The product list's state as it lives in the URL, so a copied link restores the exact view:
 * `page`, `s` (search text), `priceMin`, `priceMax`, `sort` (when not the default) and filters as
 * `f{filterId}_{filterType}` = comma-separated numbers. Filters without values are left out,
 * in the URL and in the API call.
 */

import type { FormValue } from '@shop/shared/api-client';
import type { FilterType, ProductFilterMap, ProductSort } from '@shop/shared/contract';
import {
  DEFAULT_PRODUCT_SORT,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
} from '@shop/shared/contract/constants';

export interface AppliedFilter {
  id: number;
  type: FilterType;
  values: number[];
}

export interface ListQuery {
  page: number;
  search: string;
  priceMin: number | null;
  priceMax: number | null;
  sort: ProductSort;
  filters: AppliedFilter[];
}

export const emptyListQuery: ListQuery = {
  page: 1,
  search: '',
  priceMin: null,
  priceMax: null,
  sort: DEFAULT_PRODUCT_SORT,
  filters: [],
};

const filterTypes: readonly FilterType[] = ['range', 'select', 'checkbox'];
const filterParam = /^f(\d+)_([a-z]+)$/;

function wholeNumber(value: string | null, min: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= min ? number : null;
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  const sort = params.get('sort');
  const filters: AppliedFilter[] = [];
  for (const [key, raw] of params) {
    const match = filterParam.exec(key);
    if (!match) continue;
    const type = match[2] as FilterType;
    if (!filterTypes.includes(type)) continue;
    const values = raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map(Number)
      .filter((value) => Number.isFinite(value));
    if (values.length > 0) filters.push({ id: Number(match[1]), type, values });
  }
  return {
    page: wholeNumber(params.get('page'), 1) ?? 1,
    search: (params.get('s') ?? '').trim(),
    priceMin: wholeNumber(params.get('priceMin'), 0),
    priceMax: wholeNumber(params.get('priceMax'), 0),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ProductSort)
      : DEFAULT_PRODUCT_SORT,
    filters: filters.sort((a, b) => a.id - b.id),
  };
}

/** The URL query of a list state; defaults and empty filters are left out. */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('s', query.search);
  if (query.priceMin !== null) params.set('priceMin', String(query.priceMin));
  if (query.priceMax !== null) params.set('priceMax', String(query.priceMax));
  if (query.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', query.sort);
  for (const filter of [...query.filters].sort((a, b) => a.id - b.id)) {
    if (filter.values.length > 0)
      params.set(`f${filter.id}_${filter.type}`, filter.values.join(','));
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The `filter` field of POST /products, or undefined when no filter has values. */
export function filterPayload(filters: AppliedFilter[]): ProductFilterMap | undefined {
  const entries = filters
    .filter((filter) => filter.values.length > 0)
    .map((filter) => [String(filter.id), { type: filter.type, values: filter.values }] as const);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The form of POST /products for one page of a list. */
export function productsForm(
  query: ListQuery,
  { page, lang, categoryId }: { page: number; lang: string; categoryId?: number | undefined },
): Record<string, FormValue> {
  return {
    lang,
    limit: PRODUCT_PAGE_SIZE,
    page,
    [query.sort]: 1,
    search_text: query.search || undefined,
    category_id: categoryId,
    min_price: query.priceMin ?? undefined,
    max_price: query.priceMax ?? undefined,
    filter: filterPayload(query.filters),
  };
}

/** Sets one filter's values (an empty list removes it); any change starts again at page 1. */
export function withFilter(query: ListQuery, filter: AppliedFilter): ListQuery {
  const others = query.filters.filter((existing) => existing.id !== filter.id);
  return {
    ...query,
    page: 1,
    filters: filter.values.length ? [...others, filter].sort((a, b) => a.id - b.id) : others,
  };
}
