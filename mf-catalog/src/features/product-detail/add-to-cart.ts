import { trackEvent } from '@shop/shared/analytics';
import type { ProductDetail } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import type { Currency } from '@shop/shared/store';
import type { DateRangeValue } from '@shop/shared/ui/date-range-picker';
import { type Choice, toSelection } from './configuration';

/**
 * Asks the cart owner (checkout) to add the product: rented for the picked dates (with its
 * configuration, a dynamic product) or bought; and reports it to analytics.
 */
export function addToCart({
  product,
  name,
  quantity,
  isSale,
  configured,
  choice,
  dates,
  currency,
  unitPrice,
}: {
  product: ProductDetail;
  name: string;
  quantity: number;
  isSale: boolean;
  /** Whether the product is a dynamic one with a configuration. */
  configured: boolean;
  choice: Choice;
  dates: DateRangeValue;
  currency: Currency;
  unitPrice: number;
}) {
  eventBus.publish('cart:add-item', {
    productId: product.id,
    quantity,
    isSale,
    name,
    type: product.kind,
    ...(configured && !isSale ? { configuration: toSelection(choice) } : {}),
    ...(!isSale && dates.from && dates.to ? { dates: { from: dates.from, to: dates.to } } : {}),
  });
  trackEvent('add_to_cart', {
    currency: currency.toUpperCase(),
    value: unitPrice * quantity,
    items: [
      {
        item_id: String(product.id),
        item_name: name,
        item_category: product.categoryName,
        price: unitPrice,
        quantity,
      },
    ],
  });
}
