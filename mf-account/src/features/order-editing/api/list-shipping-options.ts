/**
 * POST /order/update with `listShippingOptions`: the ways the order's equipment can travel, each
 * priced for the order's dates (branches, the night safe for frequent customers, courier,
 * transport to the set). Asked as a preview, so nothing is written to the order.
 */
import type { OrderShippingOption } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';
import { orderPreviewKeys, updateOrder } from './update-order';

export function shippingOptionsQuery(orderNumber: string) {
  return queryOptions({
    // Under the order's previews: a kept change (other dates) drops them.
    queryKey: [...orderPreviewKeys.all(orderNumber), 'shipping-options'] as const,
    queryFn: async ({ signal }): Promise<OrderShippingOption[]> =>
      (
        await updateOrder(
          { orderNumber, orderAction: 'listShippingOptions', preview: true },
          { signal },
        )
      ).shippingOptions ?? [],
    staleTime: 60_000,
  });
}
