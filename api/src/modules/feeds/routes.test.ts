/**
 * The feeds at 10,000 products, read as Heureka.cz and Zboží.cz read them: every item checked
 * against the formats' rules (required elements, lengths, characters), prices against the
 * database, addresses against the shop's own slug lookup; the ETag and the 304.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SlugResponse } from '@shop/shared/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { buildApp } from '../../app';
import { products } from '../../db/schema';
import { seed } from '../../db/seed/seed';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

const ORIGIN = 'https://www.pujcovna.example';
const ZBOZI_NS = 'http://www.zbozi.cz/ns/offer/1.0';
const REQUIRED = [
  'ITEM_ID',
  'PRODUCTNAME',
  'DESCRIPTION',
  'URL',
  'IMGURL',
  'PRICE_VAT',
  'DELIVERY_DATE',
  'CATEGORYTEXT',
] as const;

let database: TestDatabase;
let app: ReturnType<typeof buildApp>;
/** Price with VAT of every product for sale, by id, as the database computes it. */
let forSale: Map<string, number>;

before(async () => {
  database = await createTestDatabase();
  await seed(database.db, { products: 10_000 });
  app = buildApp({ db: database.db, config: { publicOrigin: ORIGIN } });
  await app.ready();
  const rows = await database.db
    .select({ id: products.id, priceVat: sql<number>`round(${products.salePrice} * 1.21)::int` })
    .from(products)
    .where(and(eq(products.isForSale, true), isNotNull(products.salePrice)));
  forSale = new Map(rows.map((row) => [String(row.id), Number(row.priceVat)]));
});
after(async () => {
  await app?.close();
  await database?.close();
});

interface ParsedFeed {
  root: { name: string; uri: string };
  items: Record<string, string>[];
}

/** The feed as a reader sees it: a well-formed document (saxes throws otherwise) of items. */
function parseFeed(xml: string): ParsedFeed {
  const parser = new SaxesParser({ xmlns: true });
  const feed: ParsedFeed = { root: { name: '', uri: '' }, items: [] };
  const path: string[] = [];
  let item: Record<string, string> | null = null;
  parser.on('opentag', (tag) => {
    if (path.length === 0) feed.root = { name: tag.local, uri: tag.uri };
    if (path.length === 1) {
      assert.equal(tag.local, 'SHOPITEM');
      assert.equal(tag.uri, feed.root.uri, 'an item is in the namespace of the document');
      item = {};
    }
    if (path.length === 2 && item) {
      assert.equal(item[tag.local], undefined, `${tag.local} once per item`);
      item[tag.local] = '';
    }
    path.push(tag.local);
  });
  parser.on('text', (text) => {
    const field = path[2];
    if (item && field && path.length === 3) item[field] += text;
  });
  parser.on('closetag', () => {
    path.pop();
    if (path.length === 1 && item) {
      feed.items.push(item);
      item = null;
    }
  });
  parser.write(xml).close();
  return feed;
}

/** What the formats require of an item; empty when it is valid. */
function problems(item: Record<string, string>): string[] {
  const found: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) found.push(`${item.ITEM_ID}: ${problem}`);
  };
  for (const field of REQUIRED) check((item[field] ?? '').trim() !== '', `${field} missing`);
  const id = item.ITEM_ID ?? '';
  check(/^[_\-0-9a-zA-Z]{1,36}$/.test(id), `ITEM_ID ${id}`);
  check((item.PRODUCTNAME ?? '').length <= 255, 'PRODUCTNAME over 255');
  const url = item.URL ?? '';
  check(url.length <= 300 && url.startsWith(`${ORIGIN}/`), `URL ${url}`);
  const image = item.IMGURL ?? '';
  check(image.length <= 255 && image.startsWith(`${ORIGIN}/`), `IMGURL ${image}`);
  check(/^\d+$/.test(item.PRICE_VAT ?? ''), `PRICE_VAT ${item.PRICE_VAT}`);
  check(Number(item.PRICE_VAT) === forSale.get(id), `PRICE_VAT ${item.PRICE_VAT} is the price`);
  check(/^\d+$/.test(item.DELIVERY_DATE ?? ''), `DELIVERY_DATE ${item.DELIVERY_DATE}`);
  return found;
}

for (const [format, uri] of [
  ['heureka', ''],
  ['zbozi', ZBOZI_NS],
] as const) {
  describe(`GET /feeds/${format}.xml at 10,000 products`, () => {
    it('lists every product for sale once, each item valid, streamed', async () => {
      assert.ok(forSale.size > 500, `${forSale.size} products for sale`);
      const response = await app.inject(`/feeds/${format}.xml`);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'application/xml; charset=utf-8');
      assert.equal(response.headers['content-length'], undefined, 'written as it is read');
      assert.match(String(response.headers['cache-control']), /^public, max-age=\d+$/);
      const feed = parseFeed(response.body);
      assert.deepEqual(feed.root, { name: 'SHOP', uri });
      assert.deepEqual(feed.items.flatMap(problems), []);
      const ids = feed.items.map((item) => item.ITEM_ID);
      assert.equal(new Set(ids).size, ids.length, 'each product once');
      assert.deepEqual(new Set(ids), new Set(forSale.keys()));
      // A product also for rent says its day price.
      assert.ok(feed.items.some((item) => / Kč za den s DPH\.$/.test(item.DESCRIPTION ?? '')));
    });

    it("each item's address opens its product", async () => {
      const feed = parseFeed((await app.inject(`/feeds/${format}.xml`)).body);
      const step = Math.max(1, Math.floor(feed.items.length / 25));
      for (const item of feed.items.filter((_, index) => index % step === 0)) {
        const path = new URL(item.URL ?? '').pathname;
        const slug = await app.inject(`/api/slug?path=${encodeURIComponent(path)}&lang=cs`);
        const body = slug.json() as SlugResponse;
        assert.deepEqual([body.kind, String(body.id)], ['product', item.ITEM_ID], path);
        // A picture the sites take: PNG (neither takes SVG).
        const image = await app.inject(new URL(item.IMGURL ?? '').pathname);
        assert.equal(image.statusCode, 200, item.IMGURL);
        assert.equal(image.headers['content-type'], 'image/png', item.IMGURL);
        assert.deepEqual(
          [...image.rawPayload.subarray(1, 4)],
          [...Buffer.from('PNG')],
          item.IMGURL,
        );
      }
    });
  });
}

describe('the feeds’ ETag', () => {
  it('answers 304 to an unchanged catalogue, and a new ETag once a price changes', async () => {
    const first = await app.inject('/feeds/heureka.xml');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const again = await app.inject({
      url: '/feeds/heureka.xml',
      headers: { 'if-none-match': etag },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const other = await app.inject('/feeds/zbozi.xml');
    assert.notEqual(other.headers.etag, etag, 'each feed its own');

    const [id] = forSale.keys();
    await database.db
      .update(products)
      .set({ salePrice: sql`${products.salePrice} + 10` })
      .where(eq(products.id, Number(id)));
    const changed = await app.inject({
      url: '/feeds/heureka.xml',
      headers: { 'if-none-match': etag },
    });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
  });
});

describe('robots.txt', () => {
  it('lists both feeds, and lets their pictures be fetched', async () => {
    const robots = (await app.inject('/robots.txt')).body;
    assert.match(robots, /^Allow: \/feeds\/heureka\.xml$/m);
    assert.match(robots, /^Allow: \/feeds\/zbozi\.xml$/m);
    // The items' pictures, though under the API, may be fetched.
    assert.match(robots, /^Allow: \/api\/product-image\/$/m);
  });
});
