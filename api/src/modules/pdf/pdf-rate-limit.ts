// Rendering a PDF costs the server a tenth of a second or so (fonts subset, text laid out): per
// address (the client's IP, IPv6 by its /64) enough for a production office downloading its
// documents and lists, so a flood of requests cannot keep the API busy rendering.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { throttled } from '../auth/throttle';

export const PDF_LIMIT = { max: 120, timeWindow: 60_000 } as const;

/**
 * The pre-handler that counts a PDF asked for by its address, in the scope of `app` (which
 * registers the rate-limit plugin for it when it has not yet). `name` keeps each scope's counts.
 */
export async function pdfRateLimit(app: FastifyInstance, name: string) {
  if (!app.hasDecorator('createRateLimit'))
    await app.register(rateLimit, { global: false, ...app.rateLimitStore });
  const perAddress = app.createRateLimit({
    ...PDF_LIMIT,
    keyGenerator: (request) => `pdf-${name}:${normalizeIP(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const address = await perAddress(request);
    if (!address.isAllowed && address.isExceeded) throw throttled(reply, address.ttlInSeconds);
  };
}
