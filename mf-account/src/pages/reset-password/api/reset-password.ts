/** POST /user-account/reset-password (contract: `shared/src/contract/registration.ts`). */
import { postForm } from '@shop/shared/api-client';
import type { ResetPasswordRequest, ResetPasswordResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

export async function postResetPassword(
  request: ResetPasswordRequest,
): Promise<ResetPasswordResponse> {
  return postForm<ResetPasswordResponse>('/user-account/reset-password', { ...request });
}

/** Sets the new password of a reset link; the customer signs in afterwards. */
export function resetPasswordMutation() {
  return mutationOptions({
    mutationKey: ['account', 'reset-password'],
    mutationFn: postResetPassword,
  });
}
