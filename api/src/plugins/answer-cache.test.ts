import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  CATALOGUE_CHANNEL,
  CatalogueMemory,
  CatalogueWatch,
  keptOrRead,
} from '../db/catalogue-watch';
import { categories, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-db';
import { untilAnswered } from '../test/until-answered';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

const client = { 'accept-language': 'cs', 'x-currency': 'czk' };

async function get(url: string, headers: Record<string, string> = client) {
  const response = await t.app.inject({ url, headers });
  assert.equal(response.statusCode, 200, response.body);
  return { status: String(response.headers['cache-status'] ?? ''), body: response.body };
}

/** Asks `url` until `done` holds for the answer's body. */
const until = (url: string, done: (body: string) => boolean) =>
  untilAnswered(
    () => get(url),
    (answer) => done(answer.body),
    url,
  );

describe('the catalogue answers kept in the process', () => {
  it('answers a repeated request from memory: the same bytes, marked a hit', async () => {
    const first = await get('/api/product/17');
    assert.equal(first.status, 'shop-api; fwd=miss; stored');
    const again = await get('/api/product/17');
    assert.equal(again.status, 'shop-api; hit');
    assert.equal(again.body, first.body);
  });

  it('keeps the Cache-Control a route set itself', async () => {
    const redirect = () =>
      t.app.inject({ url: '/api/redirect?path=/nic-takoveho', headers: client });
    const first = await redirect();
    assert.equal(first.headers['cache-status'], 'shop-api; fwd=miss; stored');
    const again = await redirect();
    assert.equal(again.headers['cache-status'], 'shop-api; hit');
    assert.equal(again.headers['cache-control'], first.headers['cache-control']);
    assert.equal(again.headers['cache-control'], 'public, max-age=60');
  });

  it('keeps each language, currency and list request apart', async () => {
    await get('/api/category/groups');
    assert.equal((await get('/api/category/groups')).status, 'shop-api; hit');
    const english = await get('/api/category/groups', { ...client, 'accept-language': 'en' });
    assert.equal(english.status, 'shop-api; fwd=miss; stored');
    const euro = await get('/api/category/groups', { ...client, 'x-currency': 'eur' });
    assert.equal(euro.status, 'shop-api; fwd=miss; stored');

    const list = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/products', headers: client, payload: body });
    const first = await list({ category_id: 1, page: 1 });
    assert.equal(first.headers['cache-status'], 'shop-api; fwd=miss; stored');
    assert.equal(
      (await list({ category_id: 1, page: 1 })).headers['cache-status'],
      'shop-api; hit',
    );
    const other = await list({ category_id: 1, page: 2 });
    assert.equal(other.headers['cache-status'], 'shop-api; fwd=miss; stored');
    assert.notEqual(other.body, first.body);
    const category = await list({ category_id: 2, page: 1 });
    assert.equal(category.headers['cache-status'], 'shop-api; fwd=miss; stored');
    assert.notEqual(category.body, first.body);
    // A random choice of featured products is meant to differ each time.
    const random = await list({ randomFeatured: 1 });
    assert.equal(random.statusCode, 200, random.body);
    assert.equal(random.headers['cache-status'], undefined);
  });

  it('keys on the validated request: a field the route does not know makes no new entry', async () => {
    await get('/api/products/latest?limit=3');
    assert.equal((await get('/api/products/latest?limit=3&x=1')).status, 'shop-api; hit');
    assert.equal((await get('/api/products/latest?limit=4')).status, 'shop-api; fwd=miss; stored');
  });

  it('forgets every answer when a catalogue table changes, whoever writes it', async () => {
    const before = await get('/api/product/18');
    const groups = await get('/api/category/groups');
    assert.equal((await get('/api/product/18')).status, 'shop-api; hit');
    // A write straight to the database, as an import or a person at psql would make it.
    const [row] = await t.database.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, 18));
    assert.ok(row);
    await t.database.db
      .update(products)
      .set({ name: `${row.name} (nový)` })
      .where(eq(products.id, 18));
    const after = await until('/api/product/18', (body) => body.includes('(nový)'));
    assert.notEqual(after.body, before.body);
    // Not only the changed product: any kept answer may have shown it.
    assert.equal((await get('/api/category/groups')).status, 'shop-api; fwd=miss; stored');
    assert.equal((await get('/api/category/groups')).body, groups.body);

    // Another catalogue table (a category's name, shown in its products' answers) as well.
    await t.database.db.execute(
      sql`update ${categories} set name = name || ' ' where id = (select category_id from ${products} where id = 18)`,
    );
    await until('/api/product/18', (body) => body !== after.body);
  });

  it('never keeps what depends on more than the catalogue', async () => {
    // Free pieces change with every order.
    const availability = await t.app.inject({
      url: '/api/product/17/availability?from=2030-01-07T09:00&to=2030-01-08T09:00',
      headers: client,
    });
    assert.equal(availability.statusCode, 200, availability.body);
    assert.equal(availability.headers['cache-status'], undefined);
    // A cart is its shopper's.
    const cart = await t.app.inject({ method: 'POST', url: '/api/cart/generate', headers: client });
    assert.equal(cart.statusCode, 200, cart.body);
    assert.equal(cart.headers['cache-status'], undefined);
    // A 404 is not kept: the product may be added.
    const missing = await t.app.inject({ url: '/api/product/999999', headers: client });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['cache-status'], undefined);
  });
});

describe('listening on PostgreSQL', () => {
  it('listens again after its connection is lost, and hears the changes made after', {
    skip: process.env.DATABASE_URL ? false : 'PGlite: the database is in the process',
  }, async () => {
    const events: string[] = [];
    const stop = await t.database.listen(CATALOGUE_CHANNEL, (event) => events.push(event));
    try {
      assert.deepEqual(events, ['listening']);
      // The server ends every listening connection of this database (as on its restart).
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
      );
      const giveUp = Date.now() + 5000;
      while (events.at(-1) !== 'listening' || !events.includes('lost')) {
        assert.ok(Date.now() < giveUp, `events: ${events.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await t.database.db.execute(sql`update ${products} set name = name where id = 19`);
      while (events.at(-1) !== 'notified') {
        assert.ok(Date.now() < giveUp, `events: ${events.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await stop();
    }
    // The app's own watch is back as well: its answers are kept again.
    const giveUp = Date.now() + 5000;
    while ((await get('/api/product/19')).status !== 'shop-api; hit') {
      assert.ok(Date.now() < giveUp, 'the app keeps no answer since its connection was lost');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe('CatalogueMemory', () => {
  const answer = { body: '{"success":true}' };
  const memory = (watch: CatalogueWatch) =>
    new CatalogueMemory<string, typeof answer>(watch, { maxSize: 1000, size: () => 1 });

  it('keeps nothing before it listens, or after its listening is lost until it is back', () => {
    const watch = new CatalogueWatch();
    const kept = memory(watch);
    assert.equal(kept.set('a', answer, kept.generation), false);
    watch.heard('listening');
    assert.equal(kept.set('a', answer, kept.generation), true);
    assert.deepEqual(kept.get('a'), answer);
    watch.heard('lost');
    assert.equal(kept.get('a'), undefined);
    assert.equal(kept.set('a', answer, kept.generation), false);
    watch.heard('listening');
    assert.equal(kept.get('a'), undefined, 'what was kept before the loss is gone');
    assert.equal(kept.set('a', answer, kept.generation), true);
  });

  it('reads a value once for the requests that ask while it is read, and again after a change', async () => {
    const watch = new CatalogueWatch();
    const kept = memory(watch);
    watch.heard('listening');
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { body: `read ${reads}` };
    };
    const [first, second] = await Promise.all([
      keptOrRead(kept, 'a', read),
      keptOrRead(kept, 'a', read),
    ]);
    assert.equal(reads, 1);
    assert.equal(second, first);
    assert.equal(await keptOrRead(kept, 'a', read), first, 'kept');
    watch.heard('notified');
    assert.deepEqual(await keptOrRead(kept, 'a', read), { body: 'read 2' });
    assert.equal(reads, 2);
  });

  it('does not keep a value read before a change that came while it was read', () => {
    const watch = new CatalogueWatch();
    const kept = memory(watch);
    watch.heard('listening');
    const begun = kept.generation;
    watch.heard('notified');
    assert.equal(kept.set('a', answer, begun), false);
    assert.equal(kept.get('a'), undefined);
  });
});
