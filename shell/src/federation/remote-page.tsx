/**
 * Renders one page of a remote: loaded lazily (only when its route is shown), inside an error
 * boundary and a loading state, so a failing remote only affects its own routes.
 */
import { LoadingState } from '@shop/shared/ui/states';
import { useAtomValue } from 'jotai';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { guardedReload, isChunkLoadError } from '../version/reload-guard';
import { loadPageModule } from './page-loader';
import { PageReady } from './page-ready';
import { RemoteFallback } from './remote-fallback';
import { isRemoteRefused, remoteGenerationAtom } from './remote-registry';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(remote: string, page: string, generation: number) {
  const key = `${remote}/pages/${page}#${generation}`;
  let component = pages.get(key);
  if (!component) {
    component = lazy(async () => {
      const module = await loadPageModule(remote, page);
      if (!module?.default) throw new Error(`${remote}/pages/${page} has no default export`);
      return { default: module.default };
    });
    pages.set(key, component);
  }
  return component;
}

export function RemotePage({ remote, page }: { remote: string; page: string }) {
  const generation = useAtomValue(remoteGenerationAtom)[remote] ?? 0;
  const { pathname } = useLocation();
  // A remote outside the allowed origins: its fallback, without loading anything.
  if (isRemoteRefused(remote)) return <RemoteFallback remote={remote} />;
  const Page = lazyPage(remote, page, generation);
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
        <PageReady />
      </Suspense>
    </ErrorBoundary>
  );
}
