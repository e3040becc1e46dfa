/**
 * Composes the router from the remotes' route tables: every route in cs and en, under the layout
 * it names, behind the guard it names, with its page loaded from its remote on demand. The root
 * route's loader runs before every navigation (redirects, new builds).
 */
import { allRoutes, type LayoutName, locales } from '@shop/shared/routes';
import { LoadingState } from '@shop/shared/ui/states';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
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
import { guardLoader } from './guards';
import { createNavigationLoader } from './navigation';

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

/** The root route: the head writer and the page, around the composed routes. */
export function rootRoute(children: RouteObject[], loader?: LoaderFunction): RouteObject {
  return {
    id: 'root',
    ...(loader ? { loader, shouldRevalidate: () => true } : {}),
    element: (
      <>
        <MetaManager />
        <Outlet />
      </>
    ),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children,
  };
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
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  const loader = createNavigationLoader({
    hydrated: hydrationData !== undefined,
    routes: () => children,
    updateAvailable,
    navigate: (to) => void router?.navigate(to, { replace: true }),
  });
  router = createBrowserRouter([rootRoute(children, loader)], {
    ...(hydrationData ? { hydrationData } : {}),
  });
  return { router, routes: children };
}
