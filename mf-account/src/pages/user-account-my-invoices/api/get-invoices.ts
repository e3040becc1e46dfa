/** GET /invoices: the signed-in customer's documents, 12 a page (contract: `shared/src/contract/invoice.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { DocumentType, InvoicesResponse, PaymentStatus } from '@shop/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export interface InvoicesFilter {
  page: number;
  paymentStatus: PaymentStatus | undefined;
  docType: DocumentType | undefined;
  issueDateFrom: string | undefined;
  issueDateTo: string | undefined;
  orderNumber: string | undefined;
  customerName: string | undefined;
  companyId: number | undefined;
}

export async function fetchInvoices(
  filter: InvoicesFilter,
  options?: RequestOptions,
): Promise<InvoicesResponse> {
  return getJson<InvoicesResponse>('/invoices', { ...filter }, options);
}

export const invoicesKeys = {
  all: ['account', 'invoices'] as const,
  list: (filter: InvoicesFilter) => ['account', 'invoices', filter] as const,
};

/** Payments arrive and documents are issued by staff: read afresh whenever the page opens. */
export function invoicesQuery(filter: InvoicesFilter) {
  return queryOptions({
    queryKey: invoicesKeys.list(filter),
    queryFn: ({ signal }) => fetchInvoices(filter, { signal }),
    staleTime: 0,
    // The next page replaces the table when it arrives, not a spinner in between.
    placeholderData: keepPreviousData,
  });
}
