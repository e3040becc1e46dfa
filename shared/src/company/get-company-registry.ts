/**
 * GET /user-company/ares: a company by its company ID (IČO) from the company registry (ARES).
 * One query for the account's companies page and checkout's billing step (remotes never import
 * each other).
 */
import { apiErrorStatus, getJson, type RequestOptions } from '@shop/shared/api-client';
import type { CompanyRegistryRecord, CompanyRegistryResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** The company of a company ID, or null when the registry does not know it. */
export async function fetchCompanyRecord(
  taxRegNo: string,
  options?: RequestOptions,
): Promise<CompanyRegistryRecord | null> {
  try {
    return (await getJson<CompanyRegistryResponse>('/user-company/ares', { taxRegNo }, options))
      .result;
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === 404 || status === 400) return null;
    throw error;
  }
}

export function companyRecordQuery(taxRegNo: string) {
  const id = taxRegNo.replace(/\s/g, '');
  return queryOptions({
    queryKey: ['company-registry', id],
    queryFn: ({ signal }) => fetchCompanyRecord(id, { signal }),
  });
}
