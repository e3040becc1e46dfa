/** POST /user-company/save: creates a company (no id) or changes one; form field `company` = JSON. */
import { postForm } from '@shop/shared/api-client';
import type { Company, CompanyInput, CompanyResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { putCompany } from './put-company';

export async function postCompany(company: CompanyInput): Promise<Company> {
  return (
    await postForm<CompanyResponse>('/user-company/save', { company: JSON.stringify(company) })
  ).result;
}

export function saveCompanyMutation() {
  return mutationOptions({
    mutationKey: ['account', 'companies', 'save'],
    mutationFn: postCompany,
    onSuccess: putCompany,
  });
}
