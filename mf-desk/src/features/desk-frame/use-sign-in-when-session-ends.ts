/**
 * A desk session ends after a working day (or when a manager disables the account) while a page
 * stays open: the first desk call answered 401 sends the tablet to the sign-in, which brings it
 * back to the same page afterwards, instead of a board that can no longer load.
 */
import { apiErrorStatus } from '@shop/shared/api-client';
import { removeCookie } from '@shop/shared/cookies';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useSignInWhenSessionEnds(): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const { query } = event;
        if (query.queryKey[0] !== 'desk' || apiErrorStatus(query.state.error) !== 401) return;
        removeCookie('deskSession');
        client.removeQueries({ queryKey: ['desk'] });
        const back = encodeURIComponent(`${pathname}${search}`);
        void navigate(`${pathFor('desk-sign-in', {}, locale)}?returnUrl=${back}`, {
          replace: true,
        });
      }),
    [client, navigate, locale, pathname, search],
  );
}
