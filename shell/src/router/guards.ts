/**
 * Route guards, run as route loaders (before the page renders). `auth` and `guest` are built into
 * the shell: they depend on its sign-in state. Any other guard a route names belongs to the route's
 * remote, which exposes it as `./guards/<name>` (e.g. checkout's step gating): the shell loads it
 * like the route's page and redirects where it says, so the remote's rules ship with the remote.
 * A guard its remote does not expose fails the route.
 *
 * On the server there is no session (the access token lives in the browser's memory): the built-in
 * guards go by the browser's session hint (a cookie), as the browser's start does before it
 * refreshes the session. A page rendered on that hint is taken over only if the session the
 * browser then starts still lets it show (`builtInGuardHolds`).
 */
import { isLoggedInAtom } from '@shop/shared/auth';
import { readCookie } from '@shop/shared/cookies';
import { type GuardName, localeFromPath, loginPath, pathFor } from '@shop/shared/routes';
import { shopStore } from '@shop/shared/store';
import { type LoaderFunction, type LoaderFunctionArgs, redirect } from 'react-router';
import { loadRouteModule } from '../federation/page-loader';
import { guardedReload, isChunkLoadError } from '../version/reload-guard';

/** The route a guard runs for (a registered route fits). */
export interface GuardedRoute {
  name: string;
  remote: string;
  guard: GuardName | null;
}

type GuardFactory = (route: GuardedRoute & { guard: GuardName }) => LoaderFunction;

function locationOf(request: Request) {
  const url = new URL(request.url);
  return { url, locale: localeFromPath(url.pathname) };
}

/** Signed in: in the browser, a session started; on the server, the browser's hint of one. */
export function signedIn(): boolean {
  return process.env.SHOP_SERVER === '1'
    ? readCookie('session') !== undefined
    : shopStore.get(isLoggedInAtom);
}

/** Whether a built-in guard (`auth`, `guest`) lets its page show now; any other guard: true. */
export function builtInGuardHolds(guard: GuardName | null): boolean {
  if (guard === 'auth') return signedIn();
  if (guard === 'guest') return !signedIn();
  return true;
}

const builtInGuards = new Map<string, GuardFactory>([
  [
    'auth',
    () =>
      ({ request }: LoaderFunctionArgs) => {
        if (signedIn()) return null;
        const { url, locale } = locationOf(request);
        return redirect(loginPath(`${url.pathname}${url.search}`, locale));
      },
  ],
  [
    'guest',
    () =>
      ({ request }: LoaderFunctionArgs) => {
        if (!signedIn()) return null;
        return redirect(pathFor('home', {}, locationOf(request).locale));
      },
  ],
]);

/** A guard the route's remote exposes, loaded through the same queue as the route's page. */
const remoteGuard: GuardFactory =
  (route) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { url, locale } = locationOf(request);
    const id = `${route.remote}/guards/${route.guard}`;
    const module = await loadRouteModule(route.remote, 'guards', route.guard).catch(
      (error: unknown) => {
        // Files of an older deploy are gone: open the route afresh (guarded), as a page does.
        if (isChunkLoadError(error) && guardedReload(url.href)) return new Promise<never>(() => {});
        // Not exposed by the route's remote (an unknown name), or the remote cannot be loaded.
        throw new Error(`Route guard ${id} could not be loaded`, { cause: error });
      },
    );
    // A refused remote loads nothing: the route's page shows the remote's fallback instead.
    if (!module) return null;
    if (typeof module.default !== 'function') throw new Error(`${id} exports no guard`);
    const target = await module.default({ routeName: route.name, url, locale });
    return target ? redirect(target) : null;
  };

/** The loader of a route with a guard; undefined when it names none. */
export function guardLoader(route: GuardedRoute): LoaderFunction | undefined {
  const { guard } = route;
  if (guard === null) return undefined;
  return (builtInGuards.get(guard) ?? remoteGuard)({ ...route, guard });
}
