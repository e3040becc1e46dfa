/**
 * A link listing hand-picked products: the search page with `?ids=3,8,12`. It shows those
 * products (at most one page of them), in the order they were picked.
 */
import { PRODUCT_PAGE_SIZE } from '@shop/shared/contract/constants';
import { type Locale, pathFor } from '@shop/shared/routes';

export const SELECTION_PARAM = 'ids';

export function selectionUrl(origin: string, locale: Locale, ids: number[]): string {
  return `${origin}${pathFor('search', {}, locale)}?${SELECTION_PARAM}=${ids.join(',')}`;
}

export function parseSelection(params: URLSearchParams): number[] {
  const ids = (params.get(SELECTION_PARAM) ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, PRODUCT_PAGE_SIZE);
}
