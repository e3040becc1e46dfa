/** POST /user-account/register (contract: `shared/src/contract/registration.ts`). */
import { postForm } from '@shop/shared/api-client';
import type { RegisterRequest, RegisterResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

export async function postRegister(request: RegisterRequest): Promise<RegisterResponse> {
  return postForm<RegisterResponse>('/user-account/register', { ...request });
}

/** Registering changes nothing the cache holds: the account is used only after signing in. */
export function registerMutation() {
  return mutationOptions({
    mutationKey: ['account', 'register'],
    mutationFn: postRegister,
  });
}
