/**
 * Loads the remote modules of routes (pages and route guards) through one queue (at most 5 route
 * chunk loads at once) and prefetches the likely next routes: the pages of the links in view once
 * the browser is idle, and of any link the user points at or focuses.
 */

import type { RouteName } from '@shop/shared/routes';
import { type DataRouter, matchRoutes, type RouteObject } from 'react-router';
import {
  type ConnectionInfo,
  canPrefetch,
  createLimiter,
  maxParallelRouteLoads,
} from '../prefetch/prefetch';
import { type ContractFor, loadRemoteModule } from './remote-modules';
import { isRemoteRefused } from './remote-registry';

export type PageModule = ContractFor<'pages', string>;

/** What the shell keeps on every route it composes. */
export interface RouteHandle {
  name: RouteName;
  remote: string;
  page: string;
}

const routeLoads = createLimiter(maxParallelRouteLoads);
const prefetched = new Set<string>();

/**
 * A route's module, its page or its guard; `urgent` for the route being opened, so it goes ahead
 * of prefetches. Null for a remote outside the allowed origins: nothing of it is loaded.
 */
export function loadRouteModule<Kind extends 'pages' | 'guards'>(
  remote: string,
  kind: Kind,
  name: string,
  { urgent = true } = {},
): Promise<ContractFor<Kind, string> | null> {
  if (isRemoteRefused(remote)) return Promise.resolve(null);
  return routeLoads(() => loadRemoteModule(remote, kind, name), { urgent });
}

/** A page's module; `urgent` for the page being opened, so it goes ahead of prefetches. */
export function loadPageModule(
  remote: string,
  page: string,
  options: { urgent?: boolean } = {},
): Promise<PageModule | null> {
  return loadRouteModule(remote, 'pages', page, options);
}

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

export function prefetchPage(remote: string, page: string): void {
  const key = `${remote}/${page}`;
  if (prefetched.has(key) || !canPrefetch(connection())) return;
  prefetched.add(key);
  loadPageModule(remote, page, { urgent: false }).catch(() => prefetched.delete(key));
}

/** The route handle a same-origin link leads to, if any. */
export function handleForHref(routes: RouteObject[], href: string): RouteHandle | null {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const handle = matches[matches.length - 1]?.route.handle as RouteHandle | undefined;
  return handle?.remote ? handle : null;
}

/** Prefetches the page a link leads to, if a remote serves it. */
function prefetchLink(routes: RouteObject[], link: HTMLAnchorElement): void {
  const handle = handleForHref(routes, link.href);
  if (handle) prefetchPage(handle.remote, handle.page);
}

/** Prefetches on pointer or keyboard intent over a link. */
export function installLinkPrefetch(routes: RouteObject[]): () => void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) prefetchLink(routes, link);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}

/** After a page settles, when the browser is idle: how long to wait at most. */
const idleTimeoutMs = 3000;

/** Prefetches the pages of the links in the viewport (each page module once). */
function prefetchLinksInView(routes: RouteObject[]): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const box = link.getBoundingClientRect();
    const inView =
      box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    if (inView) prefetchLink(routes, link);
  }
}

/** After the first page has loaded: how long its own downloads keep the network to themselves. */
const firstLoadWindowMs = 5000;

/**
 * The likely next routes: a second after each navigation settles (the page has had a moment to
 * show its content), when the browser is idle, the pages of the links in view are prefetched.
 * After the first page, only once it has loaded and `firstLoadWindowMs` more have passed: its
 * own scripts and pictures come first.
 */
export function installInViewPrefetch(router: DataRouter, routes: RouteObject[]): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterSettling = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const run = () => prefetchLinksInView(routes);
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(run, { timeout: idleTimeoutMs });
      else run();
    }, delayMs);
  };
  const afterLoad = () => afterSettling(firstLoadWindowMs);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  let settledKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === settledKey) return;
    settledKey = state.location.key;
    afterSettling(1000);
  });
  return () => {
    unsubscribe();
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
  };
}
