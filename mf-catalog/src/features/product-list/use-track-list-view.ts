import { trackEvent } from '@shop/shared/analytics';
import type { Product } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import { currencyAtom, localeAtom, shopStore } from '@shop/shared/store';
import { useEffect, useRef } from 'react';

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

/**
 * Each product shown is reported once per visit of the list (`key`: the list and its state): all
 * of them when it shows (from the network or the cache), then those load more adds.
 */
export function useTrackListView(key: string, listName: string, shown: Product[] | undefined) {
  const tracked = useRef({ key: '', count: 0 });
  const listNameRef = useRef(listName);
  listNameRef.current = listName;
  useEffect(() => {
    if (!shown) return;
    if (tracked.current.key !== key) tracked.current = { key, count: 0 };
    if (shown.length > tracked.current.count) {
      trackList(listNameRef.current, shown.slice(tracked.current.count));
      tracked.current.count = shown.length;
    }
  }, [key, shown]);
}
