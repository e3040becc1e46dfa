/**
 * GET /document/{type}/{code}: a proforma, a tax document for a received payment, an invoice or a
 * credit note opened from its link.
 */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { DocumentResponse, DocumentType, Locale } from '@shop/shared/contract';
import type { PageLoader } from '@shop/shared/query';
import { queryOptions } from '@tanstack/react-query';

function documentPath(type: DocumentType, code: string): string {
  return `/document/${type}/${encodeURIComponent(code)}`;
}

export async function fetchDocument(type: DocumentType, code: string, options?: RequestOptions) {
  return (await getJson<DocumentResponse>(documentPath(type, code), {}, options)).document;
}

export function documentQuery(type: DocumentType, code: string) {
  return queryOptions({
    queryKey: ['document', type, code],
    queryFn: ({ signal }) => fetchDocument(type, code, { signal }),
  });
}

/** The API path of the document's PDF in a language (the same sheet as the page). */
export function documentPdfPath(type: DocumentType, code: string, locale: Locale): string {
  return `${documentPath(type, code)}/pdf?lang=${locale}`;
}

/** The API path of the document's ISDOC file (the Czech e-invoice XML, the same in any language). */
export function documentIsdocPath(type: DocumentType, code: string): string {
  return `${documentPath(type, code)}/isdoc`;
}

/** A document page's data: the document of the route's type, by the code in its address. */
export function documentLoader(type: DocumentType): PageLoader {
  return ({ params, client }) => client.ensureQueryData(documentQuery(type, params.code ?? ''));
}
