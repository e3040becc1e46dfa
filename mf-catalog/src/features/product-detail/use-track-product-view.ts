import { trackEvent } from '@shop/shared/analytics';
import type { ProductDetail } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';
import type { Currency } from '@shop/shared/store';
import { useEffect } from 'react';

/** One view per product shown, whatever the shopper switches afterwards. */
export function useTrackProductView(product: ProductDetail, locale: Locale, currency: Currency) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: tracked once per product
  useEffect(() => {
    const prices = product.currencies[currency];
    const price = product.isForRent ? prices.pricePerDay : (prices.price ?? 0);
    trackEvent('view_item', {
      currency: currency.toUpperCase(),
      value: price,
      items: [
        {
          item_id: String(product.id),
          item_name: localized(product, 'name', locale),
          item_category: product.categoryName,
          price,
          quantity: 1,
        },
      ],
    });
  }, [product.id]);
}
