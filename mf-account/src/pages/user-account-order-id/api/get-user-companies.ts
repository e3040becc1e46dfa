/** POST /user-company/list: the companies the customer keeps or is a contact of (contract: `shared/src/contract/company.ts`). */
import { postForm, type RequestOptions } from '@shop/shared/api-client';
import type { Company, CompanyListResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchUserCompanies(options?: RequestOptions): Promise<Company[]> {
  return (await postForm<CompanyListResponse>('/user-company/list', {}, options)).result;
}

export function userCompaniesQuery() {
  return queryOptions({
    queryKey: ['account', 'companies'],
    queryFn: ({ signal }) => fetchUserCompanies({ signal }),
  });
}
