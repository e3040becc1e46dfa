/**
 * The public catalogue's answers kept in the process: a route that declares `cachedAnswer` (its
 * answer depends on the catalogue's tables and the request alone, never on who asks) is answered
 * from memory while nothing in the catalogue has changed, instead of asking the database again.
 *
 * - Keyed by method, URL, validated body and the headers the catalogue varies on
 *   (public-cache's PUBLIC_VARY); only 200 answers are kept, as the bytes sent.
 * - Invalidated by the writes that change it (db/catalogue-watch: a trigger per catalogue table
 *   notifies, each instance listens): emptied on every change; an answer read before a change
 *   and finished after it is not kept; nothing is kept while the instance cannot listen. An
 *   answer lives a minute at most in any case, as long as a browser may reuse it
 *   (PUBLIC_CACHE_CONTROL), and the answers take at most ANSWER_CACHE_BYTES.
 * - `Cache-Status` (RFC 9211) says what happened: `shop-api; hit`, or `shop-api; fwd=miss; stored`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueMemory } from '../db/catalogue-watch';
import type { Database } from '../db/client';
import { PUBLIC_VARY } from './public-cache';
import { publicAccess } from './route-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends on the public catalogue and the request only: kept (answer-cache). */
    cachedAnswer?: boolean;
  }
}

/** The memory the kept answers of one instance may take. */
export const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;
const CACHE_NAME = 'shop-api';

interface Answer {
  body: string;
  contentType: string;
  /** A Cache-Control the route set itself (else public-cache's rule applies, hit or not). */
  cacheControl?: string;
}

/** The kept answers of `db`, or undefined when nothing watches its catalogue (nothing kept). */
function answersOf(db: Database) {
  return catalogueMemory<string, Answer>(db, 'answers', {
    maxSize: ANSWER_CACHE_BYTES,
    size: (answer, key) => answer.body.length + key.length,
  });
}

const started = Symbol('answer generation');
type Timed = FastifyRequest & { [started]?: number };

function answerKey(request: FastifyRequest): string {
  const vary = PUBLIC_VARY.map((name) => String(request.headers[name.toLowerCase()] ?? '').trim());
  const body = request.method === 'GET' ? '' : JSON.stringify(request.body ?? null);
  return JSON.stringify([request.method, request.url, vary, body]);
}

function wanted(request: FastifyRequest): boolean {
  return (
    request.routeOptions.config.cachedAnswer === true &&
    (request.method === 'GET' || request.method === 'POST')
  );
}

/**
 * The hooks, for every route (registered before compression, so what is kept is the answer's
 * text): a kept answer is sent from preHandler, after the request's validation; a fresh 200 is
 * kept in onSend. Nothing is kept while nothing watches the app's database (db/catalogue-watch).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request: Timed, reply: FastifyReply) => {
      const answers = wanted(request) ? answersOf(app.db) : undefined;
      if (!answers) return;
      const kept = answers.get(answerKey(request));
      if (kept) {
        reply.header('content-type', kept.contentType).header('cache-status', `${CACHE_NAME}; hit`);
        if (kept.cacheControl) reply.header('cache-control', kept.cacheControl);
        return reply.send(kept.body);
      }
      request[started] = answers.generation;
    });
    app.addHook('onSend', async (request: Timed, reply, payload) => {
      const generation = request[started];
      const answers = answersOf(app.db);
      if (
        !answers ||
        generation === undefined ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      ) {
        return payload;
      }
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      const cacheControl = reply.getHeader('cache-control');
      const answer = {
        body: payload,
        contentType,
        ...(cacheControl === undefined ? {} : { cacheControl: String(cacheControl) }),
      };
      const stored = answers.set(answerKey(request), answer, generation);
      reply.header('cache-status', `${CACHE_NAME}; fwd=miss${stored ? '; stored' : ''}`);
      return payload;
    });
  },
  { name: 'answer-cache' },
);

/** A public route whose answer is the catalogue's alone: kept in the process (see above). */
export const publicCatalogueAccess = { ...publicAccess, cachedAnswer: true } as const;
