import type { FastifyInstance, InjectOptions } from 'fastify';
import type { HttpFetch } from './gopay-client';

type InjectMethod = NonNullable<InjectOptions['method']>;

/**
 * `fetch` served by this Fastify instance itself (app.inject): the request goes through the same
 * routes, hooks, parsers and schemas as one arriving over the network, only without a socket. The
 * origin of the URL is ignored; its path and query are used. The default sandbox payment gateway
 * is reached this way, so it works whatever address and proxy the API runs behind.
 */
export function createInjectFetch(app: FastifyInstance): HttpFetch {
  return async (url, init) => {
    const target = new URL(url, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: (init.method ?? 'GET').toUpperCase() as InjectMethod,
      url: `${target.pathname}${target.search}`,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(key, String(one));
      }
    }
    const status = response.statusCode;
    const noBody = status === 204 || status === 304;
    return new Response(noBody ? null : response.body, { status, headers: responseHeaders });
  };
}
