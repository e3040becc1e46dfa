/** GET /protocols/{code}: a handover or return protocol opened from its link. */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { Locale, ProtocolResponse } from '@shop/shared/contract';
import type { PageLoader } from '@shop/shared/query';
import { queryOptions } from '@tanstack/react-query';

const protocolPath = (code: string) => `/protocols/${encodeURIComponent(code)}`;

export async function fetchProtocol(code: string, options?: RequestOptions) {
  return (await getJson<ProtocolResponse>(protocolPath(code), {}, options)).protocol;
}

export function protocolQuery(code: string) {
  return queryOptions({
    queryKey: ['protocol', code],
    queryFn: ({ signal }) => fetchProtocol(code, { signal }),
  });
}

/** The API path of the protocol's PDF in a language (the same sheet as the page). */
export function protocolPdfPath(code: string, locale: Locale): string {
  return `${protocolPath(code)}/pdf?lang=${locale}`;
}

/** The API path of a damage photo the protocol lists. */
export function protocolPhotoPath(code: string, photoId: number): string {
  return `${protocolPath(code)}/photos/${photoId}`;
}

/** A protocol page's data, by the code in its address. */
export const protocolLoader: PageLoader = ({ params, client }) =>
  client.ensureQueryData(protocolQuery(params.code ?? ''));
