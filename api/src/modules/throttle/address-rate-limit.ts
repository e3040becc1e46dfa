import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { throttled } from './throttle';

/**
 * The pre-handler that counts a request by its address (the client's IP, IPv6 by its /64) against
 * `limit`, in the scope of `app` (which registers the rate-limit plugin there, in the API's
 * counter store, when it has not yet); 429 with Retry-After once it is exceeded. `name` keeps
 * each use's counts apart.
 */
export async function addressRateLimit(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: number },
) {
  if (!app.hasDecorator('createRateLimit'))
    await app.register(rateLimit, { global: false, ...app.rateLimitStore });
  const perAddress = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const address = await perAddress(request);
    if (!address.isAllowed && address.isExceeded) throw throttled(reply, address.ttlInSeconds);
  };
}
