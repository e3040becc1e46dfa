/** POST /user-account/resend-confirmation (contract: `shared/src/contract/registration.ts`). */
import { postForm } from '@shop/shared/api-client';
import type { ResendConfirmationRequest, ResendConfirmationResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

export async function postResendConfirmation(
  request: ResendConfirmationRequest,
): Promise<ResendConfirmationResponse> {
  return postForm<ResendConfirmationResponse>('/user-account/resend-confirmation', {
    ...request,
  });
}

/**
 * Sends the confirmation link again, for the e-mail and password the sign-in just said are right
 * but not confirmed; the answer is the same whatever was sent, nothing to cache.
 */
export function resendConfirmationMutation() {
  return mutationOptions({
    mutationKey: ['account', 'resend-confirmation'],
    mutationFn: postResendConfirmation,
  });
}
