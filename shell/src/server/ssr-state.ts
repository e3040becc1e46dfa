/**
 * What a server-rendered page hands to the browser beside its HTML, in one JSON script element
 * (data, not code, so the Content-Security-Policy needs no inline scripts): the runtime config and
 * the registry the server rendered with, the answers the page was rendered from (dehydrated query
 * cache) and the router's loader data. The browser starts from them: no second request for the
 * same data, and the first render matches the server's HTML.
 */
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { RemoteRegistry } from '../federation/remote-registry';

export const SSR_STATE_ID = 'shop-ssr-state';

export interface SsrState {
  config: RuntimeConfig;
  registry: RemoteRegistry;
  queries: DehydratedState;
  /** The router's loader data; null when the server ran no route (the browser renders the page). */
  router: HydrationState | null;
  /** False: the browser renders the page afresh instead of hydrating the server's HTML. */
  hydrate: boolean;
  /**
   * The build ids in use when the page was rendered: the version poller's baseline, so a release
   * that landed meanwhile is noticed at once.
   */
  builds?: Record<string, string>;
}

/** JSON safe inside a script element: `<`, `>`, `&` and the line separators escaped. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The state of a server-rendered page, or null when the browser renders the page itself. */
export function readSsrState(document: Document): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    return state && typeof state === 'object' && state.registry && state.config ? state : null;
  } catch {
    return null;
  }
}
