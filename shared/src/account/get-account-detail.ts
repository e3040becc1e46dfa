/**
 * POST /user-account/detail: the signed-in customer's own data (contract:
 * `shared/src/contract/auth.ts`). One query for the account's pages and the product page's
 * calendar, which opens closed days to a frequent customer (remotes never import each other).
 */
import { postForm, type RequestOptions } from '@shop/shared/api-client';
import type { AccountCustomer, AccountDetailResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchAccountDetail(options?: RequestOptions): Promise<AccountCustomer> {
  return (await postForm<AccountDetailResponse>('/user-account/detail', {}, options)).customer;
}

/** Under 'account': signing out removes it from the cache. */
export const accountKeys = {
  all: ['account'] as const,
  detail: ['account', 'detail'] as const,
};

/**
 * The signed-in customer. Changes go through the update mutation, which writes the API's answer
 * here, so the page shows the record as the API last said it.
 */
export function accountDetailQuery() {
  return queryOptions({
    queryKey: accountKeys.detail,
    queryFn: ({ signal }) => fetchAccountDetail({ signal }),
  });
}
