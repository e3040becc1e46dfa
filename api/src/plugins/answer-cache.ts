/**
 * The public catalogue's answers kept in the process: a route that declares `cachedAnswer` (its
 * answer depends on the catalogue's tables and the request alone, never on who asks) is answered
 * from memory while nothing in the catalogue has changed, instead of asking the database again.
 *
 * - Keyed by method, route, validated parameters, query and body, and the headers the catalogue
 *   varies on (public-cache's PUBLIC_VARY); only 200 answers are kept, as the text sent.
 * - Invalidated by the writes that change it (db/catalogue-watch: a trigger per catalogue table
 *   notifies, each instance listens): emptied on every change; an answer read before a change
 *   and finished after it is not kept; nothing is kept while the instance cannot listen. An
 *   answer lives a minute at most in any case (PUBLIC_CACHE_CONTROL's max-age), and the answers
 *   take at most ANSWER_CACHE_BYTES (counted in UTF-16 code units).
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
    /**
     * The answer depends on the public catalogue and the request only: kept (answer-cache); a
     * function says it for each request (an answer meant to differ each time is not kept).
     */
    cachedAnswer?: boolean | ((request: FastifyRequest) => boolean);
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

const started = Symbol('answer key and generation');
type Timed = FastifyRequest & { [started]?: { key: string; generation: number } };

/**
 * The validated request: the route, its parameters, query and body as the schemas left them
 * (unknown fields stripped, so junk in the address makes no new entry), and the headers the
 * catalogue varies on.
 */
function answerKey(request: FastifyRequest): string {
  const vary = PUBLIC_VARY.map((name) => String(request.headers[name.toLowerCase()] ?? '').trim());
  return JSON.stringify([
    request.method,
    request.routeOptions.url,
    request.params ?? null,
    request.query ?? null,
    request.method === 'GET' ? null : (request.body ?? null),
    vary,
  ]);
}

function wanted(request: FastifyRequest): boolean {
  const { cachedAnswer } = request.routeOptions.config;
  if (request.method !== 'GET' && request.method !== 'POST') return false;
  return typeof cachedAnswer === 'function' ? cachedAnswer(request) : cachedAnswer === true;
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
      const key = answerKey(request);
      const kept = answers.get(key);
      if (kept) {
        reply.header('content-type', kept.contentType).header('cache-status', `${CACHE_NAME}; hit`);
        if (kept.cacheControl) reply.header('cache-control', kept.cacheControl);
        return reply.send(kept.body);
      }
      request[started] = { key, generation: answers.generation };
    });
    app.addHook('onSend', async (request: Timed, reply, payload) => {
      const begun = request[started];
      if (!begun || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const answers = answersOf(app.db);
      if (!answers) return payload;
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      const cacheControl = reply.getHeader('cache-control');
      const answer = {
        body: payload,
        contentType,
        ...(cacheControl === undefined ? {} : { cacheControl: String(cacheControl) }),
      };
      const stored = answers.set(begun.key, answer, begun.generation);
      reply.header('cache-status', `${CACHE_NAME}; fwd=miss${stored ? '; stored' : ''}`);
      return payload;
    });
  },
  { name: 'answer-cache' },
);

/** A public route whose answer is the catalogue's alone: kept in the process (see above). */
export const publicCatalogueAccess = { ...publicAccess, cachedAnswer: true } as const;
