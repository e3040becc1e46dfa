/**
 * POST /user-company/list: the companies the signed-in customer keeps or is a contact of, with
 * their roles (contract: `shared/src/contract/company.ts`). One query for the account's pages and
 * checkout's billing step (remotes never import each other).
 */
import { postForm, type RequestOptions } from '@shop/shared/api-client';
import type { Company, CompanyListResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchUserCompanies(options?: RequestOptions): Promise<Company[]> {
  return (await postForm<CompanyListResponse>('/user-company/list', {}, options)).result;
}

/** Under 'account': signing out removes it from the cache. */
export const companiesKey = ['account', 'companies'] as const;

export function userCompaniesQuery() {
  return queryOptions({
    queryKey: companiesKey,
    queryFn: ({ signal }) => fetchUserCompanies({ signal }),
  });
}
