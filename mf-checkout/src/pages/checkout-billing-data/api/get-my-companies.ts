/**
 * POST /user-company/list: the signed-in customer's companies (contract:
 * `shared/src/contract/company.ts`). The billing step offers those the customer may bill to: kept
 * ones and those where they are an administrator.
 */
import { postForm, type RequestOptions } from '@shop/shared/api-client';
import type { Company, CompanyListResponse } from '@shop/shared/contract';
import { companyRoleAllows } from '@shop/shared/rules/company-roles';
import { queryOptions } from '@tanstack/react-query';

export async function fetchMyCompanies(options?: RequestOptions): Promise<Company[]> {
  return (await postForm<CompanyListResponse>('/user-company/list', {}, options)).result;
}

/** Under 'account' (as the account's page keeps it): signing out removes it from the cache. */
export function myCompaniesQuery() {
  return queryOptions({
    queryKey: ['account', 'companies'],
    queryFn: ({ signal }) => fetchMyCompanies({ signal }),
    select: (companies) =>
      companies.filter((company) => companyRoleAllows(company.myRoles, 'manage-company')),
  });
}
