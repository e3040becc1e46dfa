/**
 * An order at the desk (contract: `shared/src/contract/desk-handover.ts`): GET /desk/orders/:id,
 * a unit given to a piece or taken off it, the handover, the returns and their damage photos.
 */
import { apiClient, getJson } from '@shop/shared/api-client';
import type {
  DeskAssignUnitRequest,
  DeskChargeRequest,
  DeskHandoverRequest,
  DeskOrder,
  DeskOrderResponse,
  DeskPhotoResponse,
  DeskProtocolResponse,
  DeskReturnRequest,
} from '@shop/shared/contract';
import { publicApiUrl } from '@shop/shared/runtime-config';
import { queryOptions } from '@tanstack/react-query';

const orderPath = (orderId: number) => `/desk/orders/${orderId}`;

export function deskOrderQuery(orderId: number) {
  return queryOptions({
    queryKey: ['desk', 'order', orderId],
    queryFn: async ({ signal }) =>
      (await getJson<DeskOrderResponse>(orderPath(orderId), {}, { signal })).order,
  });
}

export async function giveUnit(orderId: number, body: DeskAssignUnitRequest): Promise<DeskOrder> {
  return (await apiClient().post<DeskOrderResponse>(`${orderPath(orderId)}/units`, body)).data
    .order;
}

export async function takeUnitOff(orderId: number, unitId: number): Promise<DeskOrder> {
  return (await apiClient().delete<DeskOrderResponse>(`${orderPath(orderId)}/units/${unitId}`)).data
    .order;
}

export async function handOver(orderId: number, body: DeskHandoverRequest) {
  return (await apiClient().post<DeskProtocolResponse>(`${orderPath(orderId)}/handover`, body))
    .data;
}

export async function takeBack(orderId: number, body: DeskReturnRequest) {
  return (await apiClient().post<DeskProtocolResponse>(`${orderPath(orderId)}/returns`, body)).data;
}

/** A manager's charge of a damaged or missing piece. */
export async function addCharge(orderId: number, body: DeskChargeRequest): Promise<DeskOrder> {
  return (await apiClient().post<DeskOrderResponse>(`${orderPath(orderId)}/charges`, body)).data
    .order;
}

/** A damage photo for the order's return: the file as it is; the API reads what it is. */
export async function takePhoto(orderId: number, file: Blob): Promise<DeskPhotoResponse['photo']> {
  const response = await apiClient().post<DeskPhotoResponse>(`${orderPath(orderId)}/photos`, file, {
    headers: { 'content-type': file.type || 'application/octet-stream' },
  });
  return response.data.photo;
}

/** Where a photo of the order is shown to staff, as kept. */
export const photoUrl = (orderId: number, photoId: number) =>
  publicApiUrl(`${orderPath(orderId)}/photos/${photoId}`);
