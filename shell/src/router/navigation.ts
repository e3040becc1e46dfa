/**
 * What runs before every navigation (the root route's loader): a waiting new build turns the
 * navigation into a full page load; then the fixed redirect rules; then the API's redirect
 * lookup. The lookup only holds a navigation briefly, and only for paths no fixed route claims
 * (the `/:slug` route and unknown paths); elsewhere its answer arrives in the background.
 */
import { getJson } from '@shop/shared/api-client';
import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../federation/page-loader';
import {
  createRedirectLookup,
  isExternal,
  type RedirectAnswer,
} from '../redirects/redirect-lookup';
import { fixedRedirect } from '../redirects/redirect-rules';
import { guardedReload } from '../version/reload-guard';

export const lookupWaitMs = 250;

export interface NavigationDeps {
  /** The first page came rendered from the server, which ran this loader's checks for it. */
  hydrated?: boolean;
  routes: () => RouteObject[];
  updateAvailable: () => boolean;
  navigate: (to: string) => void;
  fetchRedirect?: (path: string) => Promise<RedirectAnswer>;
}

const never = () => new Promise<never>(() => undefined);

function openElsewhere(target: string): Promise<never> {
  window.location.assign(target);
  return never();
}

/** True when no fixed route claims the path: the catch-all `/:slug` route or a 404. */
export function isOpenPath(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  const handle = leaf?.handle as RouteHandle | undefined;
  return !leaf || leaf.path === '*' || handle?.name === 'slug';
}

export function createNavigationLoader(deps: NavigationDeps) {
  const lookup = createRedirectLookup({
    fetchTarget: deps.fetchRedirect ?? ((path) => getJson<RedirectAnswer>('/redirect', { path })),
  });
  let first = !deps.hydrated;

  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}${url.hash}`;
    const initial = first;
    first = false;

    if (!initial && deps.updateAvailable() && guardedReload(here)) return never();

    const fixed = fixedRedirect(url.pathname, url.search);
    if (fixed) return redirect(fixed);

    const open = isOpenPath(deps.routes(), url.pathname);
    const target = await lookup(url.pathname, open ? lookupWaitMs : 0);
    if (target && target !== url.pathname) {
      return isExternal(target, url.origin) ? openElsewhere(target) : redirect(target);
    }
    if (!open) {
      // A late answer still redirects, if the shopper is still on that page.
      void lookup.pending(url.pathname).then((late) => {
        if (!late || late === url.pathname || window.location.pathname !== url.pathname) return;
        if (isExternal(late, url.origin)) window.location.assign(late);
        else deps.navigate(late);
      });
    }
    return null;
  };
}
