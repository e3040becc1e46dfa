import { localeFromPath } from '@shop/shared/routes';
import { useLocation, useMatches, useParams } from 'react-router';
import type { RouteHandle } from '../federation/page-loader';

/** The named route being shown, its parameters and locale. */
export function useCurrentRoute() {
  const matches = useMatches();
  const params = useParams();
  const { pathname } = useLocation();
  const handle = [...matches].reverse().find((match) => match.handle)?.handle as
    | RouteHandle
    | undefined;
  return { name: handle?.name ?? null, params, locale: localeFromPath(pathname) };
}
