/** POST /user-account/forgot-password (contract: `shared/src/contract/registration.ts`). */
import { postForm } from '@shop/shared/api-client';
import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

export async function postForgotPassword(
  request: ForgotPasswordRequest,
): Promise<ForgotPasswordResponse> {
  return postForm<ForgotPasswordResponse>('/user-account/forgot-password', { ...request });
}

/** Asks for a reset link; the answer is the same for every e-mail, nothing to cache. */
export function forgotPasswordMutation() {
  return mutationOptions({
    mutationKey: ['account', 'forgot-password'],
    mutationFn: postForgotPassword,
  });
}
