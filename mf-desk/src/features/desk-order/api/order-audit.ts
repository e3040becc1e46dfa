/** GET /desk/audit?orderId= (managers): the staff's writes of one order, newest first. */
import { getJson } from '@shop/shared/api-client';
import type { StaffAuditResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export function orderAuditQuery(orderId: number) {
  return queryOptions({
    queryKey: ['desk', 'order', orderId, 'audit'],
    queryFn: ({ signal }) => getJson<StaffAuditResponse>('/desk/audit', { orderId }, { signal }),
  });
}
