/**
 * How the service worker tells the page "no network, and nothing cached for this": a 503 that
 * carries the offline marker header, instead of a failed fetch. The shell's start-up reads it as
 * "offline", never as a server error (see error-page/startup-failure.ts).
 */
export const OFFLINE_MARKER_HEADER = 'X-Shop-Offline';

/**
 * A Workbox strategy plugin for the service worker's network-first routes (registry, runtime
 * config, manifests, remote entries): when the network and the cache both fail, it answers with
 * the offline marker. GenerateSW copies the function's source text into `sw.js`, so it must stay
 * self-contained: literal values only, no names from this module.
 */
export const offlineAnswerPlugin = {
  handlerDidError: () =>
    Promise.resolve(
      new Response('{"offline":true}', {
        status: 503,
        statusText: 'Offline',
        headers: {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'X-Shop-Offline': '1',
        },
      }),
    ),
};
