/** POST /company-contact/delete: removes a contact; answers the company without it. */
import { postForm } from '@shop/shared/api-client';
import type { Company, CompanyResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { putCompany } from './put-company';

export async function postDeleteContact(input: {
  companyId: number;
  contactId: number;
}): Promise<Company> {
  return (await postForm<CompanyResponse>('/company-contact/delete', input)).result;
}

export function deleteContactMutation() {
  return mutationOptions({
    mutationKey: ['account', 'companies', 'contact-delete'],
    mutationFn: postDeleteContact,
    onSuccess: putCompany,
  });
}
