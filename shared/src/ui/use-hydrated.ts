/**
 * False while the server renders and while the browser hydrates the server's HTML, true from
 * the render after: what depends on the browser alone (screen width, the signed-in customer,
 * stored preferences) shows after hydration, so the first render matches the server's.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
