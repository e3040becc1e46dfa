/** GET /document/estimate/{code}: a price estimate opened from its link. */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { DocumentResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchEstimate(code: string, options?: RequestOptions) {
  return (
    await getJson<DocumentResponse>(`/document/estimate/${encodeURIComponent(code)}`, {}, options)
  ).document;
}

export function estimateQuery(code: string) {
  return queryOptions({
    queryKey: ['document', 'estimate', code],
    queryFn: ({ signal }) => fetchEstimate(code, { signal }),
  });
}
