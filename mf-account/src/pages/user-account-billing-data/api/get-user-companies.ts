/** POST /user-company/list: the companies the customer keeps or is a contact of (contract: `shared/src/contract/company.ts`). */
import { postForm, type RequestOptions } from '@shop/shared/api-client';
import type { Company, CompanyListResponse } from '@shop/shared/contract';
import { queryClient } from '@shop/shared/query';
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

/** Puts a company as the API answered it into the list (a new one at the end). */
export function putCompany(company: Company): void {
  queryClient.setQueryData<Company[]>(companiesKey, (companies = []) =>
    companies.some((known) => known.id === company.id)
      ? companies.map((known) => (known.id === company.id ? company : known))
      : [...companies, company],
  );
}
