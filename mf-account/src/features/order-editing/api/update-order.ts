/**
 * POST /order/update: changes a placed order, or with `preview` only prices the change
 * (contract: `shared/src/contract/order-update.ts`). The body is JSON. A refusal is a 4xx whose
 * body carries the spec's code (1–34) in `errorMessage`.
 */
import { apiClient, type RequestOptions } from '@shop/shared/api-client';
import type {
  AccountOrderDetail,
  OrderUpdateError,
  OrderUpdateRequest,
  OrderUpdateResponse,
} from '@shop/shared/contract';
import { queryClient } from '@shop/shared/query';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountOrdersKeys } from '../../../pages/user-account/api/get-account-orders';
import { accountOrderQuery } from './get-account-order';

/** A change of one order: the order's number is always sent. */
export type OrderChange = OrderUpdateRequest & { orderNumber: string };

export async function updateOrder(
  request: OrderChange,
  { signal }: RequestOptions = {},
): Promise<OrderUpdateResponse> {
  return (await apiClient().post<OrderUpdateResponse>('/order/update', request, { signal })).data;
}

/** The refusal a failed update was answered with; null for a network failure or anything else. */
export function orderUpdateRefusal(error: unknown): OrderUpdateError | null {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (typeof data !== 'object' || data === null) return null;
  const { success, errorMessage } = data as Partial<OrderUpdateError>;
  return success === false && typeof errorMessage === 'number' ? (data as OrderUpdateError) : null;
}

/** Keys of an order's price previews: under the order's own key, so they go with it. */
export const orderPreviewKeys = {
  all: (orderNumber: string) => [...accountOrderQuery(orderNumber).queryKey, 'preview'] as const,
};

/** The order as the API answered it after a change: shown at once, and the list is read again. */
export function rememberUpdatedOrder(order: AccountOrderDetail): void {
  queryClient.setQueryData(accountOrderQuery(order.orderNumber).queryKey, order);
  // Prices of changes asked for before this one no longer hold.
  queryClient.removeQueries({ queryKey: orderPreviewKeys.all(order.orderNumber) });
  void queryClient.invalidateQueries({ queryKey: accountOrdersKeys.all });
}

/** Keeps a change (never a preview): the updated order goes straight into its query. */
export function updateOrderMutation() {
  return mutationOptions({
    mutationKey: ['account', 'order', 'update'],
    mutationFn: (request: OrderChange) => updateOrder({ ...request, preview: false }),
    onSuccess: (answer) => rememberUpdatedOrder(answer.result),
  });
}

export function useOrderUpdate() {
  return useMutation(updateOrderMutation());
}
