import { createHash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Browsers and proxies may reuse a public catalogue answer a minute, and a while more stale. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * The request headers a catalogue answer may depend on: the shop's API client sends the shopper's
 * language and currency with every call (shared/src/api-client).
 */
export const PUBLIC_VARY = ['Accept-Language', 'X-Currency'] as const;

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** The answer's Vary with the catalogue's headers added (whatever it named before kept). */
function withVary(reply: FastifyReply): string {
  const current = reply.getHeader('vary');
  const names = String(Array.isArray(current) ? current.join(',') : (current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(names.map((name) => name.toLowerCase()));
  for (const name of PUBLIC_VARY) if (!lower.has(name.toLowerCase())) names.push(name);
  return names.join(', ');
}

/**
 * A weak ETag of one variant of an answer: its body and the values of the headers it varies on,
 * so a different language or currency never revalidates another's copy.
 */
export function variantEtag(request: FastifyRequest, body: string | Buffer): string {
  const hash = createHash('sha1');
  for (const name of PUBLIC_VARY) {
    hash.update(headerText(request.headers[name.toLowerCase()]).trim()).update('\0');
  }
  return `W/"${hash.update(body).digest('base64url')}"`;
}

/**
 * Makes the public GET answers of a route plugin cacheable: called first in the plugin, it covers
 * that plugin's routes (its encapsulated context) and nothing else.
 * - A 200 answer to GET of a route declared `public` that set no Cache-Control of its own gets
 *   PUBLIC_CACHE_CONTROL, `Vary: Accept-Language, X-Currency` and a weak ETag of its variant.
 *   A route that must be revalidated each time (availability) or has its own rule (pictures,
 *   manuals) sets its Cache-Control itself and keeps it.
 * - @fastify/etag, in the same context, answers a matching If-None-Match with 304 and no body,
 *   and gives the other answers there an ETag of their body (a route's own ETag is kept).
 * Nothing personal is touched: routes of other access rules keep `no-store` (route-access).
 */
export async function publicCache(app: FastifyInstance): Promise<void> {
  // Added before @fastify/etag's hook, so its 304 sees the variant's ETag.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || reply.hasHeader('cache-control')) return payload;
    if (request.routeOptions.config.access?.kind !== 'public') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    reply
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('vary', withVary(reply))
      .header('etag', variantEtag(request, payload));
    return payload;
  });
  await app.register(fastifyEtag, { weak: true });
}
