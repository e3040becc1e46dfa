/**
 * Renders one page of a remote: loaded lazily (only when its route is shown), inside an error
 * boundary and a loading state, so a failing remote only affects its own routes.
 */
import type { PageLoader } from '@shop/shared/query';
import { localeAtom } from '@shop/shared/store';
import { LoadingState } from '@shop/shared/ui/states';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation, useParams } from 'react-router';
import { guardedReload, isChunkLoadError } from '../version/reload-guard';
import { loadPageModule } from './page-loader';
import { PageReady } from './page-ready';
import { RemoteFallback } from './remote-fallback';
import { isRemoteRefused, remoteGenerationAtom } from './remote-registry';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();
/** The loaders of the page modules loaded, by the same key as their component. */
const loaders = new Map<string, PageLoader>();

function lazyPage(key: string, remote: string, page: string) {
  let component = pages.get(key);
  if (!component) {
    component = lazy(async () => {
      const module = await loadPageModule(remote, page);
      if (!module?.default) throw new Error(`${remote}/pages/${page} has no default export`);
      if (module.loader) loaders.set(key, module.loader);
      return { default: module.default };
    });
    pages.set(key, component);
  }
  return component;
}

/**
 * Runs the page's loader for the address shown, once the page's module is in: what the page will
 * read is asked for at once, one answer after another where an answer names the next, instead of
 * each part asking when it renders. What the cache holds (a page the server rendered) is not
 * asked again.
 */
function PageData({ loaderKey }: { loaderKey: string }) {
  const params = useParams();
  const { search } = useLocation();
  const locale = useAtomValue(localeAtom);
  const client = useQueryClient();
  const address = JSON.stringify([params, search]);
  useEffect(() => {
    const [given, query] = JSON.parse(address) as [Record<string, string>, string];
    loaders
      .get(loaderKey)?.({ params: given, search: new URLSearchParams(query), locale, client })
      // A failed answer is the page's to show, from its own query.
      .catch(() => undefined);
  }, [loaderKey, address, locale, client]);
  return null;
}

export function RemotePage({ remote, page }: { remote: string; page: string }) {
  const generation = useAtomValue(remoteGenerationAtom)[remote] ?? 0;
  const { pathname } = useLocation();
  // A remote outside the allowed origins: its fallback, without loading anything.
  if (isRemoteRefused(remote)) return <RemoteFallback remote={remote} />;
  const key = `${remote}/pages/${page}#${generation}`;
  const Page = lazyPage(key, remote, page);
  return (
    <ErrorBoundary
      resetKeys={[generation, pathname]}
      fallback={<RemoteFallback remote={remote} />}
      onError={(error) => {
        console.error(`A page of remote ${remote} failed`, error);
        // A deploy replaced files this page still asks for: load the page afresh (guarded).
        if (isChunkLoadError(error)) guardedReload(window.location.href);
      }}
    >
      <Suspense fallback={<LoadingState />}>
        <Page />
        <PageData loaderKey={key} />
        <PageReady />
      </Suspense>
    </ErrorBoundary>
  );
}
