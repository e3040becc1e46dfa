/** POST /company-contact/save: adds a contact (no id) or changes its e-mail and roles. */
import { postForm } from '@shop/shared/api-client';
import type { Company, CompanyContactInput, CompanyResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { putCompany } from './put-company';

export async function postContact(input: {
  companyId: number;
  contact: CompanyContactInput;
}): Promise<Company> {
  return (
    await postForm<CompanyResponse>('/company-contact/save', {
      companyId: input.companyId,
      contact: JSON.stringify(input.contact),
    })
  ).result;
}

export function saveContactMutation() {
  return mutationOptions({
    mutationKey: ['account', 'companies', 'contact'],
    mutationFn: postContact,
    onSuccess: putCompany,
  });
}
