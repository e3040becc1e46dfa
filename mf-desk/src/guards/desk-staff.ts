/**
 * The desk's route guard (exposed as `./guards/desk-staff`; the shell runs it before a desk page
 * opens): without a staff session, the desk's sign-in page, which comes back here afterwards; else
 * null to open the page. Without the session's hint cookie nobody is asked (no request is refused
 * for nothing); with it, the session is read through the page's query cache, so moving between
 * desk pages costs no request.
 */
import { apiErrorStatus } from '@shop/shared/api-client';
import { readCookie, removeCookie } from '@shop/shared/cookies';
import { queryClient } from '@shop/shared/query';
import { pathFor, type RouteGuardContext } from '@shop/shared/routes';
import { deskSessionQuery } from '../features/desk-session/api/desk-session';

export default async function deskStaffGuard({
  url,
  locale,
}: RouteGuardContext): Promise<string | null> {
  const back = `${url.pathname}${url.search}`;
  const signIn = `${pathFor('desk-sign-in', {}, locale)}?returnUrl=${encodeURIComponent(back)}`;
  if (!readCookie('deskSession')) return signIn;
  try {
    await queryClient.fetchQuery(deskSessionQuery());
    return null;
  } catch (error) {
    // No answer at all: the page opens and says the desk is out of reach, with a retry.
    if (apiErrorStatus(error) !== 401) return null;
    removeCookie('deskSession');
    return signIn;
  }
}
