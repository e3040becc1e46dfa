/**
 * GET /feeds/heureka.xml and /feeds/zbozi.xml: every product for sale, for the price-comparison
 * sites. Streamed: the products are read a page at a time and written as they come, so a large
 * catalogue is never held whole. The ETag is the database's digest of what the feeds say, known
 * before the first row is read, with the version of what an item says: an unchanged catalogue
 * answers 304 at the cost of one aggregate query, without sending the rows.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@shop/shared/contract';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { matchesEtag } from '../../lib/etag';
import { FEED_FORMATS, type FeedFormat, feedPath } from '../../lib/paths';
import { publicAccess } from '../../plugins/route-access';
import { FEED_END, FEED_VERSION, feedItem, feedStart, itemXml } from './feed-items';
import { feedFingerprint, readFeedProducts } from './repository';

/** The feed's XML, streamed as it is written. */
const FeedBody = Type.Unsafe<Readable>({ type: 'string', description: 'application/xml' });

/** An unchanged feed: no body. */
const NotModified = Type.Unsafe<''>({ type: 'string', description: 'no body' });

/** Products read from the database at a time. */
const PAGE_SIZE = 500;
/** The price-comparison sites fetch a feed a few times a day. */
const FEED_CACHE_CONTROL = 'public, max-age=3600';

export interface FeedRoutesOptions {
  /** Absolute origin of the public site, e.g. 'https://www.example.cz' (no trailing slash). */
  publicOrigin: string;
}

async function* feedDocument(
  db: Database,
  format: FeedFormat,
  origin: string,
): AsyncGenerator<string> {
  yield feedStart(format);
  let afterId = 0;
  for (;;) {
    const rows = await readFeedProducts(db, afterId, PAGE_SIZE);
    if (rows.length === 0) break;
    let chunk = '';
    for (const row of rows) {
      const item = feedItem(row, origin);
      if (item) chunk += itemXml(item);
    }
    yield chunk;
    afterId = rows[rows.length - 1]?.id ?? afterId;
    if (rows.length < PAGE_SIZE) break;
  }
  yield FEED_END;
}

export const feedRoutes: FastifyPluginAsyncTypebox<FeedRoutesOptions> = async (app, options) => {
  const origin = options.publicOrigin.replace(/\/+$/, '');
  for (const format of FEED_FORMATS) {
    app.get(
      feedPath(format),
      {
        config: publicAccess,
        schema: {
          response: {
            200: FeedBody,
            304: NotModified,
            '4xx': ErrorResponse,
            '5xx': ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const digest = await feedFingerprint(app.db);
        const etag = `"${createHash('sha256').update(`${FEED_VERSION}\n${format}\n${origin}\n${digest}`).digest('base64url').slice(0, 27)}"`;
        reply.header('etag', etag).header('cache-control', FEED_CACHE_CONTROL);
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send('');
        return reply
          .type('application/xml; charset=utf-8')
          .send(Readable.from(feedDocument(app.db, format, origin)));
      },
    );
  }
};
