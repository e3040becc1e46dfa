/**
 * POST /user-account/update: changes the signed-in customer's personal data or password
 * (contract: `shared/src/contract/account-details.ts`). Only non-empty fields are sent.
 */

import { accountKeys } from '@shop/shared/account/get-account-detail';
import { postForm } from '@shop/shared/api-client';
import type {
  AccountCustomer,
  AccountUpdateRequest,
  AccountUpdateResponse,
} from '@shop/shared/contract';
import { queryClient } from '@shop/shared/query';
import { mutationOptions } from '@tanstack/react-query';

/**
 * The fields of an update with a value: the API changes only the fields it is sent. Blanks are
 * sent (a password may be spaces); the API counts a blank name or phone as not sent.
 */
export function nonEmptyFields(update: AccountUpdateRequest): AccountUpdateRequest {
  return Object.fromEntries(
    Object.entries(update).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
}

export async function postAccountUpdate(update: AccountUpdateRequest): Promise<AccountCustomer> {
  return (await postForm<AccountUpdateResponse>('/user-account/update', nonEmptyFields(update)))
    .customer;
}

/** Saves an update and puts the customer the API answers into the cache (no second request). */
export function updateAccountMutation() {
  return mutationOptions({
    mutationKey: ['account', 'update'],
    mutationFn: postAccountUpdate,
    onSuccess: (customer) => {
      queryClient.setQueryData(accountKeys.detail, customer);
    },
  });
}
