import type { Product } from '@shop/shared/contract';
import { localeAtom } from '@shop/shared/store';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { PRODUCT_SEARCH_MIN_LENGTH, productSearchQuery } from './api/search-products';
import { useSettled } from './use-settled';

/** Typing settles for this long before products are looked up. */
const SEARCH_DELAY_MS = 200;

/**
 * The catalogue's products matching the typed text (asked once typing pauses) that the order
 * can take: `long` says the text is long enough to ask, `searching` that the answer for the
 * text as it stands is not in yet, `failed` that the search did not answer.
 */
export function useProductSearch(text: string, offered: (product: Product) => boolean) {
  const locale = useAtomValue(localeAtom);
  const query = text.trim();
  const asked = useSettled(query, SEARCH_DELAY_MS);
  const long = query.length >= PRODUCT_SEARCH_MIN_LENGTH;
  const search = useQuery({
    ...productSearchQuery(asked.value, locale),
    enabled: asked.value.length >= PRODUCT_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
  const searching = long && (!asked.settled || search.isPending || search.isPlaceholderData);
  const products = long && !searching ? (search.data ?? []).filter(offered) : [];
  return { long, searching, products, failed: search.isError };
}
