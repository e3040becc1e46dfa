/** POST /user-company/delete: the owner removes a company (its orders keep it). */
import { postForm } from '@shop/shared/api-client';
import { companiesKey } from '@shop/shared/company/get-user-companies';
import type { Company, CompanyDoneResponse } from '@shop/shared/contract';
import { queryClient } from '@shop/shared/query';
import { mutationOptions } from '@tanstack/react-query';

export async function postDeleteCompany(id: number): Promise<number> {
  await postForm<CompanyDoneResponse>('/user-company/delete', { id });
  return id;
}

export function deleteCompanyMutation() {
  return mutationOptions({
    mutationKey: ['account', 'companies', 'delete'],
    mutationFn: postDeleteCompany,
    onSuccess: (id) => {
      queryClient.setQueryData<Company[]>(companiesKey, (companies = []) =>
        companies.filter((company) => company.id !== id),
      );
    },
  });
}
