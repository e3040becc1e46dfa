/**
 * The server renderer's one render of a page: the tree is rendered to HTML from the query cache
 * the loaders filled. On a server `useQuery` never fetches, so a query a component asks for that
 * no loader filled renders in its loading state, and the browser fetches it once the page is
 * live; the render names those queries, so the renderer can say which data its loaders missed.
 */
import { Writable } from 'node:stream';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** A render's markup, why any part of it was left to the browser, and the data no loader asked for. */
export interface Rendered {
  html: string;
  /** Errors of the parts sent as their fallback (a remote that failed on the server). */
  partErrors: string[];
  /** The hashes of the queries the render asked for that nothing had fetched. */
  notPrefilled: string[];
}

/**
 * Queries the render asked for and nobody fetched: pending, not on their way, with a fetcher
 * and not turned off (a query waiting for the browser, such as the signed-in customer's, is).
 */
export function notPrefilled(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        typeof query.options.queryFn === 'function' &&
        (query.options as { enabled?: unknown }).enabled !== false,
    )
    .map((query) => query.queryHash);
}

function markup(
  element: ReactElement,
  deadline: number,
): Promise<{ html: string; partErrors: string[] }> {
  return new Promise((resolve, reject) => {
    let html = '';
    const partErrors: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve({ html, partErrors });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Everything inline, in order: no boundary is sent ahead and revealed by a script (the page
      // has no inline scripts: the Content-Security-Policy allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside a part (a remote that fails on the server) leaves that part to the
      // browser: React sends its fallback and the browser renders it.
      onError: (error) => {
        partErrors.push(error instanceof Error ? error.message : String(error));
      },
    });
    // Past the deadline, what has not rendered yet is left to the browser too.
    const timer = setTimeout(
      () => stream.abort(new Error('render deadline')),
      deadline - Date.now(),
    );
    sink.on('finish', () => clearTimeout(timer));
  });
}

/**
 * Renders `element` once, from what `client` holds, and lists the queries it asked for that no
 * loader filled; nothing is fetched for them here.
 */
export async function renderOnce(
  element: ReactElement,
  client: QueryClient,
  deadline: number,
): Promise<Rendered> {
  const { html, partErrors } = await markup(element, deadline);
  return { html, partErrors, notPrefilled: notPrefilled(client) };
}
