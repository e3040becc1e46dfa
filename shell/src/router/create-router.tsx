/**
 * Composes the router from the remotes' route tables: every route in cs and en, under the layout
 * it names, behind the guard it names, with its page loaded from its remote on demand. The root
 * route's loader runs before every navigation (redirects, new builds); around every page, the head
 * writer and the scroll position (`page-scroll.tsx`).
 */
import { allRoutes, getRoute, type LayoutName, locales } from '@shop/shared/routes';
import { LoadingState } from '@shop/shared/ui/states';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  matchRoutes,
  Outlet,
  type RouteObject,
} from 'react-router';
import { ErrorPage, RouteErrorPage } from '../error-page/error-page';
import type { RouteHandle } from '../federation/page-loader';
import { RemotePage } from '../federation/remote-page';
import { BlankLayout } from '../layouts/blank-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { DocumentLayout } from '../layouts/document-layout';
import { MetaManager } from '../meta/meta-manager';
import { builtInGuardHolds, guardLoader } from './guards';
import { createNavigationLoader } from './navigation';
import { PageScroll, type SavedPosition } from './page-scroll';

const layouts: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  blank: BlankLayout,
  document: DocumentLayout,
};

export function composeRoutes(): RouteObject[] {
  const routes = allRoutes();
  const byLayout = (Object.keys(layouts) as LayoutName[]).map((layout): RouteObject => {
    const Layout = layouts[layout];
    const children = routes
      .filter((route) => route.layout === layout)
      .flatMap((route) => {
        const handle: RouteHandle = { name: route.name, remote: route.remote, page: route.page };
        const loader = guardLoader(route);
        return locales.map(
          (locale): RouteObject => ({
            id: `${route.name}:${locale}`,
            path: route.path[locale],
            handle,
            ...(loader ? { loader } : {}),
            element: <RemotePage remote={route.remote} page={route.page} />,
          }),
        );
      });
    return { element: <Layout />, errorElement: <RouteErrorPage />, children };
  });
  const notFound: RouteObject = {
    element: <DefaultLayout />,
    children: [{ path: '*', element: <ErrorPage status={404} /> }],
  };
  return [...byLayout, notFound];
}

/**
 * The root route: the head writer, the scroll position and the page, around the composed routes.
 * `savedPosition` is the browser router's scroll decision for a history entry (none on the server).
 */
export function rootRoute(
  children: RouteObject[],
  loader?: LoaderFunction,
  savedPosition?: (key: string) => SavedPosition,
): RouteObject {
  return {
    id: 'root',
    ...(loader ? { loader, shouldRevalidate: () => true } : {}),
    element: (
      <>
        <MetaManager />
        <PageScroll {...(savedPosition ? { savedPosition } : {})} />
        <Outlet />
      </>
    ),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children,
  };
}

/**
 * Whether the page the server rendered at `pathname` may be taken over as it is: its built-in
 * guard still lets it show with the session the browser has started (an account page rendered on
 * a session hint whose session has ended is not: its guard sends the shopper to sign in).
 */
function serverPageHolds(routes: RouteObject[], pathname: string): boolean {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  return builtInGuardHolds(handle ? (getRoute(handle.name)?.guard ?? null) : null);
}

export function createShopRouter({
  updateAvailable,
  hydrationData,
}: {
  updateAvailable: () => boolean;
  /** Loader results of a page the server rendered: the router starts on it, running nothing. */
  hydrationData?: HydrationState;
}) {
  const children = composeRoutes();
  // The server's page is started from only while its guard still holds; else the router runs it.
  const takenOver =
    hydrationData !== undefined && serverPageHolds(children, window.location.pathname);
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  const loader = createNavigationLoader({
    hydrated: takenOver,
    routes: () => children,
    updateAvailable,
    navigate: (to) => void router?.navigate(to, { replace: true }),
  });
  const savedPosition = (key: string): SavedPosition =>
    router?.state.location.key === key ? router.state.restoreScrollPosition : null;
  keyFirstHistoryEntry();
  router = createBrowserRouter([rootRoute(children, loader, savedPosition)], {
    ...(takenOver ? { hydrationData } : {}),
  });
  return { router, routes: children, hydrated: takenOver };
}

/**
 * The history entry the shop starts on gets a key of its own. React Router names an entry without
 * one `default`, so every page opened by a full load (a link from an e-mail, the return from the
 * payment gateway) would share one saved scroll position in this tab, and open where another page
 * was left. Its other state (`usr`, `idx`) stays.
 */
function keyFirstHistoryEntry(): void {
  const state: unknown = window.history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key) return;
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}
