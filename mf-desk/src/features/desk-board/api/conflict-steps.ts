/**
 * A conflict order resolved from the board (contract: `shared/src/contract/desk-conflict.ts`):
 * its alternatives, and the steps that confirm it, cancel it with a message or offer one.
 */
import { apiClient, getJson } from '@shop/shared/api-client';
import type {
  DeskAlternativeRequest,
  DeskAlternativesResponse,
  DeskConflictAnswer,
} from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

const orderPath = (orderId: number) => `/desk/orders/${orderId}`;

export function conflictAlternativesQuery(orderId: number) {
  return queryOptions({
    queryKey: ['desk', 'alternatives', orderId],
    queryFn: async ({ signal }) =>
      (
        await getJson<DeskAlternativesResponse>(
          `${orderPath(orderId)}/alternatives`,
          {},
          { signal },
        )
      ).products,
  });
}

export async function confirmConflict(orderId: number): Promise<DeskConflictAnswer> {
  return (await apiClient().post<DeskConflictAnswer>(`${orderPath(orderId)}/confirm`, {})).data;
}

export async function cancelConflict(orderId: number, message: string) {
  return (await apiClient().post<DeskConflictAnswer>(`${orderPath(orderId)}/cancel`, { message }))
    .data;
}

export async function offerAlternative(orderId: number, body: DeskAlternativeRequest) {
  return (await apiClient().post<DeskConflictAnswer>(`${orderPath(orderId)}/alternative`, body))
    .data;
}
