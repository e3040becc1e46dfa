// Rendering a PDF costs the server a tenth of a second or so (fonts subset, text laid out): per
// address (the client's IP, IPv6 by its /64) enough for a production office downloading its
// documents and lists, so a flood of requests cannot keep the API busy rendering.
import type { FastifyInstance } from 'fastify';
import { addressRateLimit } from '../throttle';

export const PDF_LIMIT = { max: 120, timeWindow: 60_000 } as const;

/** The pre-handler that counts a PDF asked for by its address; `name` keeps each scope's counts. */
export function pdfRateLimit(app: FastifyInstance, name: string) {
  return addressRateLimit(app, `pdf-${name}`, PDF_LIMIT);
}
