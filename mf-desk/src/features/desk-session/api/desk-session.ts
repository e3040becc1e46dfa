/** The desk's staff session: GET /desk/session (who is signed in), POST to sign in, DELETE to sign out. */
import { apiClient, getJson, postForm, type RequestOptions } from '@shop/shared/api-client';
import type { StaffMember, StaffSessionResponse, StaffSignInRequest } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchDeskSession(options?: RequestOptions): Promise<StaffMember> {
  return (await getJson<StaffSessionResponse>('/desk/session', {}, options)).staff;
}

/** The signed-in member of staff; a 401 (no session) is the answer, never retried. */
export function deskSessionQuery() {
  return queryOptions({
    queryKey: ['desk', 'session'],
    queryFn: ({ signal }) => fetchDeskSession({ signal }),
    staleTime: 60_000,
    retry: false,
  });
}

export async function signInAtDesk(values: StaffSignInRequest): Promise<StaffMember> {
  return (await postForm<StaffSessionResponse>('/desk/session', { ...values })).staff;
}

export async function signOutAtDesk(): Promise<void> {
  await apiClient().delete('/desk/session');
}
