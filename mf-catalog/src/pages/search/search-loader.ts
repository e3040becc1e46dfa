/**
 * What the search page reads, before it renders: the hand-picked products of a selection link
 * (`?ids=`), or for a text (`?s=`) its results as the query string filters them (as many pages
 * as `page` asks for) and the nearest words for "Did you mean …?". The page without a text reads
 * nothing.
 */
import type { PageLoader } from '@shop/shared/query';
import { productsByIdsQuery } from '../../features/product-detail/api/get-product';
import {
  productListQuery,
  productSuggestionsQuery,
} from '../../features/product-list/api/get-products';
import { parseListQuery } from '../../features/product-list/list-query';
import { parseSelection } from '../../features/product-list/selection-link';

export const searchLoader: PageLoader = async ({ search, locale, client }) => {
  const ids = parseSelection(search);
  if (ids.length > 0) {
    await client.ensureQueryData(productsByIdsQuery(ids));
    return;
  }
  const { page, ...filters } = parseListQuery(search);
  if (!filters.search) return;
  await Promise.all([
    client.ensureInfiniteQueryData(productListQuery({ filters, lang: locale, restorePages: page })),
    client.ensureQueryData(productSuggestionsQuery(filters.search, locale)),
  ]);
};
