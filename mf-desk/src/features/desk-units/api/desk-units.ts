/** The desk's units: GET /desk/units, by label, and managers' repair and retire steps. */
import { apiClient, getJson, type RequestOptions } from '@shop/shared/api-client';
import type {
  DeskRepairStartRequest,
  DeskUnit,
  DeskUnitListResponse,
  DeskUnitResponse,
  UnitState,
} from '@shop/shared/contract';
import { publicApiUrl } from '@shop/shared/runtime-config';
import { queryOptions } from '@tanstack/react-query';

export function deskUnitsQuery(state: UnitState | undefined, page: number) {
  return queryOptions({
    queryKey: ['desk', 'units', state ?? 'all', page],
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      getJson<DeskUnitListResponse>('/desk/units', { state, page }, { signal }),
  });
}

/** The unit a scanned or typed label names (a 404 for a code of no unit of ours). */
export async function fetchUnitByLabel(code: string, options?: RequestOptions): Promise<DeskUnit> {
  const path = `/desk/units/by-label/${encodeURIComponent(code)}`;
  return (await getJson<DeskUnitResponse>(path, {}, options)).unit;
}

export async function startUnitRepair(id: number, body: DeskRepairStartRequest) {
  return (await apiClient().post<DeskUnitResponse>(`/desk/units/${id}/repair`, body)).data.unit;
}

export async function endUnitRepair(id: number) {
  return (await apiClient().post<DeskUnitResponse>(`/desk/units/${id}/repair/end`, {})).data.unit;
}

export async function retireUnit(id: number, reason: string) {
  return (await apiClient().post<DeskUnitResponse>(`/desk/units/${id}/retire`, { reason })).data
    .unit;
}

/** The label sheet PDF of one product's units, in the page's language. */
export function labelSheetUrl(productId: number, locale: string): string {
  return publicApiUrl(`/desk/units/labels.pdf?productId=${productId}&locale=${locale}`);
}
