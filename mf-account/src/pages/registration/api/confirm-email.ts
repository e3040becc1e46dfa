/** POST /user-account/confirm-email (contract: `shared/src/contract/registration.ts`). */
import { postForm } from '@shop/shared/api-client';
import type { ConfirmEmailResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function postConfirmEmail(token: string): Promise<ConfirmEmailResponse> {
  return postForm<ConfirmEmailResponse>('/user-account/confirm-email', { token });
}

/**
 * Opening the link confirms the e-mail once, as the page shows: a query keyed by the link's token,
 * so a remount (or React's double mount in development) shares the one request instead of
 * spending the single-use token twice. For that reason it takes no abort signal: a request
 * cancelled on unmount would already have spent the token on the server, and its retry would be
 * refused. The answer is kept for the page's life and never retried (a refused link stays refused).
 */
export function confirmEmailQuery(token: string) {
  return queryOptions({
    queryKey: ['account', 'confirm-email', token],
    queryFn: () => postConfirmEmail(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
