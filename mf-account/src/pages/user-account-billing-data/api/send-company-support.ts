/** POST /user-company/support: asks the shop to change a locked company's data. */
import { postForm } from '@shop/shared/api-client';
import type { CompanyDoneResponse, CompanySupportRequest } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

export async function postCompanySupport(request: CompanySupportRequest): Promise<void> {
  await postForm<CompanyDoneResponse>('/user-company/support', request);
}

export function companySupportMutation() {
  return mutationOptions({
    mutationKey: ['account', 'companies', 'support'],
    mutationFn: postCompanySupport,
  });
}
