import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export const FOREIGN_ORIGIN = 'This request came from another website and was refused.';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseOrigin(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Refuses (403) a request that a browser sent from a page of another site: its Origin header, or
 * without one its Referer, names an origin other than the shop's public origin or the request's
 * own host. A request with neither header (not a browser: curl, a mobile app) passes; a header
 * that names no readable http(s) origin (Origin "null" from a sandboxed frame, a malformed
 * Referer) is refused.
 *
 * When the shop itself is served on loopback (development), other loopback origins pass too: a
 * remote's stand-alone dev server (e.g. localhost:3003) proxies /api to the shop and rewrites the
 * Host header but not Origin. A page from the internet is never on the developer's loopback.
 */
export function assertSameOrigin(request: FastifyRequest, publicOrigin: string): void {
  const { origin, referer } = request.headers;
  const claimed = origin ?? referer;
  if (claimed === undefined) return;
  const url = parseOrigin(claimed);
  const own = new URL(publicOrigin);
  const allowed =
    url !== null &&
    (url.origin === own.origin ||
      url.host === request.host ||
      (LOOPBACK.has(own.hostname) && LOOPBACK.has(url.hostname)));
  if (!allowed) throw new HttpError(403, FOREIGN_ORIGIN);
}
