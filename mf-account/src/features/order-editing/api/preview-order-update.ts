/**
 * POST /order/update with `preview: true`: the order's price after a change, before the customer
 * confirms it. Nothing is kept; a refused change answers its code as the kept one would.
 */
import { queryOptions } from '@tanstack/react-query';
import { type OrderChange, orderPreviewKeys, updateOrder } from './update-order';

/** The price of a change as the inputs stand; every new input asks again (the old one is aborted). */
export function previewOrderUpdateQuery(request: OrderChange) {
  return queryOptions({
    queryKey: [...orderPreviewKeys.all(request.orderNumber), request] as const,
    queryFn: ({ signal }) => updateOrder({ ...request, preview: true }, { signal }),
    // Availability and prices move: a preview is good for a short while only.
    staleTime: 15_000,
  });
}
