import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FavouritesResponse, FavouriteWatchResponse } from '@shop/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { favouriteWatches, products } from '../../db/schema';
import { customerWithOrder } from '../../test/sign-in';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { testWeek } from '../../test/test-week';

let t: TestApp;
/** Two rental products and one sold only. */
let rentA: number;
let rentB: number;
let saleOnly: number;

before(async () => {
  t = await createTestApp();
  const rental = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isForRent, true), eq(products.kind, 'product')))
    .orderBy(products.id)
    .limit(2);
  const [sold] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isForRent, false))
    .limit(1);
  assert.ok(rental[0] && rental[1] && sold, 'the seed has rental and sale-only products');
  rentA = rental[0].id;
  rentB = rental[1].id;
  saleOnly = sold.id;
});
after(async () => {
  await t?.close();
});

type Fields = Record<string, string | number>;

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  fields?: Fields | string,
): Promise<{ status: number; body: T }> {
  const request: InjectOptions = { method, url: `/api${url}`, headers: {} };
  if (typeof fields === 'string') {
    request.payload = fields;
    request.headers = { 'content-type': 'application/x-www-form-urlencoded' };
  } else if (fields) Object.assign(request, form(fields));
  if (token) request.headers = { ...request.headers, authorization: `Bearer ${token}` };
  const response = await t.app.inject(request);
  return { status: response.statusCode, body: response.json() as T };
}

const ids = (body: FavouritesResponse) => body.favourites.map((favourite) => favourite.product.id);

describe('favourites', () => {
  it('adds, lists with the catalogue’s product shape, removes, and keeps adding harmless', async () => {
    const { accessToken } = await customerWithOrder(t.app, t.database.db, 'oblibene@example.cz');
    const empty = await call<FavouritesResponse>('GET', '/favourites', accessToken);
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body, { success: true, favourites: [] });

    await call('POST', '/favourites/add', accessToken, { productId: rentA });
    const added = await call<FavouritesResponse>('POST', '/favourites/add', accessToken, {
      productId: rentB,
    });
    assert.equal(added.status, 200);
    assert.deepEqual(ids(added.body), [rentB, rentA]);
    const again = await call<FavouritesResponse>('POST', '/favourites/add', accessToken, {
      productId: rentA,
    });
    assert.deepEqual(ids(again.body), [rentB, rentA]);
    const first = again.body.favourites[1];
    assert.ok(first);
    assert.equal(first.product.image, `/api/product-image/${rentA}.svg`);
    assert.ok(first.product.pricePerDay > 0);
    assert.ok(first.product.translations.en.slug);
    assert.ok(!Number.isNaN(Date.parse(first.addedAt)));
    assert.deepEqual(first.watches, []);

    const removed = await call<FavouritesResponse>('POST', '/favourites/remove', accessToken, {
      productId: rentB,
    });
    assert.deepEqual(ids(removed.body), [rentA]);
    const listed = await call<FavouritesResponse>('GET', '/favourites', accessToken);
    assert.deepEqual(ids(listed.body), [rentA]);
  });

  it('merges the browser’s list once, ignoring unknown and repeated ids', async () => {
    const { accessToken } = await customerWithOrder(t.app, t.database.db, 'slouceni@example.cz');
    await call('POST', '/favourites/add', accessToken, { productId: rentA });
    const merged = await call<FavouritesResponse>(
      'POST',
      '/favourites/merge',
      accessToken,
      `productIds=${rentB}&productIds=999999&productIds=${rentA}&productIds=${rentB}&productIds=${saleOnly}`,
    );
    assert.equal(merged.status, 200, JSON.stringify(merged.body));
    assert.deepEqual(new Set(ids(merged.body)), new Set([rentA, rentB, saleOnly]));
    assert.equal(merged.body.favourites.length, 3);
    // One id alone is a list of one.
    const single = await call<FavouritesResponse>('POST', '/favourites/merge', accessToken, {
      productIds: rentA,
    });
    assert.equal(single.body.favourites.length, 3);
  });

  it('refuses bad input with a clear 4xx message', async () => {
    const { accessToken } = await customerWithOrder(t.app, t.database.db, 'vstupy-obl@example.cz');
    const cases: Array<[string, Fields | string, number, RegExp]> = [
      ['/favourites/add', { productId: 999_999 }, 404, /Product not found: 999999/],
      ['/favourites/add', { productId: 'abc' }, 400, /productId/],
      ['/favourites/add', {}, 400, /productId/],
      ['/favourites/remove', { productId: 0 }, 400, /productId/],
      ['/favourites/merge', {}, 400, /productIds/],
      [
        '/favourites/merge',
        Array.from({ length: 201 }, (_, i) => `productIds=${i + 1}`).join('&'),
        400,
        /productIds/,
      ],
      ['/favourites/unwatch', { id: 999_999 }, 404, /Watched period not found/],
    ];
    for (const [url, fields, status, message] of cases) {
      const response = await call<{ success: boolean; message: string }>(
        'POST',
        url,
        accessToken,
        fields,
      );
      assert.equal(response.status, status, `${url} ${JSON.stringify(fields)}`);
      assert.equal(response.body.success, false);
      assert.match(response.body.message, message);
    }
  });

  it('answers 401 without a session', async () => {
    const requests: Array<['GET' | 'POST', string, Fields | undefined]> = [
      ['GET', '/favourites', undefined],
      ['POST', '/favourites/add', { productId: rentA }],
      ['POST', '/favourites/merge', { productIds: rentA }],
      [
        'POST',
        '/favourites/watch',
        { productId: rentA, dateFrom: '2032-01-05T10:00', dateTo: '2032-01-06T10:00', quantity: 1 },
      ],
    ];
    for (const [method, url, fields] of requests) {
      assert.equal((await call(method, url, undefined, fields)).status, 401, url);
    }
  });
});

describe('watched periods', () => {
  const watch = (token: string, fields: Fields) =>
    call<FavouriteWatchResponse & { message?: string }>('POST', '/favourites/watch', token, fields);

  it('validates the period, the quantity and the product', async () => {
    const { accessToken } = await customerWithOrder(
      t.app,
      t.database.db,
      'hlidani-vstupy@example.cz',
    );
    // Days some weeks ahead, so the cases stay in the future; 30 February of the year after.
    const day = testWeek(8);
    const period = { dateFrom: `${day(0)}T10:00`, dateTo: `${day(2)}T18:00` };
    const nextYear = Number(day(0).slice(0, 4)) + 1;
    const cases: Array<[Fields, number, RegExp]> = [
      [
        { productId: rentA, dateFrom: '2020-01-01T10:00', dateTo: '2020-01-02T10:00', quantity: 1 },
        400,
        /dateFrom must be in the future/,
      ],
      [
        { productId: rentA, dateFrom: `${day(2)}T10:00`, dateTo: `${day(2)}T10:00`, quantity: 1 },
        400,
        /dateFrom must be earlier than dateTo/,
      ],
      [
        { productId: rentA, dateFrom: `${day(3)}T10:00`, dateTo: `${day(2)}T10:00`, quantity: 1 },
        400,
        /dateFrom must be earlier than dateTo/,
      ],
      [
        {
          productId: rentA,
          dateFrom: `${nextYear}-02-30T10:00`,
          dateTo: `${nextYear}-03-03T10:00`,
          quantity: 1,
        },
        400,
        /valid dates/,
      ],
      [
        { productId: rentA, dateFrom: day(0), dateTo: `${day(2)}T10:00`, quantity: 1 },
        400,
        /dateFrom/,
      ],
      [{ productId: rentA, ...period, quantity: 0 }, 400, /quantity/],
      [{ productId: rentA, ...period, quantity: 51 }, 400, /quantity/],
      [{ productId: 999_999, ...period, quantity: 1 }, 404, /Product not found/],
      [{ productId: saleOnly, ...period, quantity: 1 }, 400, /Only rental equipment/],
    ];
    for (const [fields, status, message] of cases) {
      const response = await watch(accessToken, fields);
      assert.equal(response.status, status, JSON.stringify(fields));
      assert.match(response.body.message ?? '', message);
    }
    const listed = await call<FavouritesResponse>('GET', '/favourites', accessToken);
    assert.deepEqual(ids(listed.body), [], 'a refused watch marks nothing');
  });

  it('says at once when enough pieces are free, else keeps the watch on a new favourite', async () => {
    const { accessToken } = await customerWithOrder(t.app, t.database.db, 'hlidani@example.cz');
    const period = { productId: rentA, dateFrom: '2032-05-03T10:00', dateTo: '2032-05-05T18:00' };
    const free = await watch(accessToken, { ...period, quantity: 1 });
    assert.equal(free.status, 200, JSON.stringify(free.body));
    assert.equal(free.body.availableNow, true);
    assert.equal(free.body.watch, null);
    assert.ok(free.body.available >= 1);

    const many = await watch(accessToken, { ...period, quantity: 50 });
    assert.equal(many.body.availableNow, false);
    assert.ok(many.body.watch);
    assert.deepEqual(
      { ...many.body.watch, id: 0 },
      { id: 0, dateFrom: period.dateFrom, dateTo: period.dateTo, quantity: 50, notifiedAt: null },
    );
    const listed = await call<FavouritesResponse>('GET', '/favourites', accessToken);
    assert.deepEqual(ids(listed.body), [rentA]);
    assert.deepEqual(
      listed.body.favourites[0]?.watches.map((w) => w.id),
      [many.body.watch.id],
    );

    // Removing the favourite ends its watches.
    await call('POST', '/favourites/remove', accessToken, { productId: rentA });
    const rows = await t.database.db
      .select()
      .from(favouriteWatches)
      .where(eq(favouriteWatches.id, many.body.watch.id));
    assert.deepEqual(rows, []);
  });

  it('lets only the owner unwatch, and another customer never sees or touches the list', async () => {
    const owner = await customerWithOrder(t.app, t.database.db, 'vlastnik-obl@example.cz');
    const other = await customerWithOrder(t.app, t.database.db, 'jiny-obl@example.cz');
    const kept = await watch(owner.accessToken, {
      productId: rentB,
      dateFrom: '2032-07-01T10:00',
      dateTo: '2032-07-02T10:00',
      quantity: 50,
    });
    const watchId = kept.body.watch?.id;
    assert.ok(watchId);

    const foreign = await call<{ message: string }>(
      'POST',
      '/favourites/unwatch',
      other.accessToken,
      {
        id: watchId,
      },
    );
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.message, 'Watched period not found');
    const othersList = await call<FavouritesResponse>('GET', '/favourites', other.accessToken);
    assert.deepEqual(othersList.body.favourites, []);
    // Removing from another list changes nothing of the owner's.
    await call('POST', '/favourites/remove', other.accessToken, { productId: rentB });
    const ownList = await call<FavouritesResponse>('GET', '/favourites', owner.accessToken);
    assert.deepEqual(ids(ownList.body), [rentB]);
    assert.equal(ownList.body.favourites[0]?.watches.length, 1);

    const unwatched = await call<FavouritesResponse>(
      'POST',
      '/favourites/unwatch',
      owner.accessToken,
      {
        id: watchId,
      },
    );
    assert.equal(unwatched.status, 200);
    assert.deepEqual(unwatched.body.favourites[0]?.watches, []);
    assert.deepEqual(ids(unwatched.body), [rentB], 'unwatching keeps the favourite');
  });
});
