import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/public-cache';
import { customerWithOrder } from '../../test/sign-in';
import { createTestApp, form, type TestApp } from '../../test/test-db';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

const client = { 'accept-language': 'cs', 'x-currency': 'czk' };

/** The public catalogue's GET answers (catalogue, content and slug lookups). */
const PUBLIC_GETS = [
  '/api/categories',
  '/api/category/groups',
  '/api/category/1',
  '/api/product/17',
  '/api/product?id=17',
  '/api/product/17/related',
  '/api/products/latest',
  '/api/products/featured',
  '/api/page/list',
  '/api/branches',
  '/api/slug?path=/kamery&lang=cs',
];

function varyNames(value: unknown): string[] {
  return String(value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

describe('public catalogue answers: cacheable, with an ETag', () => {
  for (const url of PUBLIC_GETS) {
    it(`GET ${url}: public Cache-Control, Vary and an ETag; If-None-Match answers 304`, async () => {
      const first = await t.app.inject({ url, headers: client });
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.headers['cache-control'], PUBLIC_CACHE_CONTROL);
      const vary = varyNames(first.headers.vary);
      assert.ok(vary.includes('accept-language') && vary.includes('x-currency'), vary.join());
      const etag = first.headers.etag;
      assert.match(String(etag), /^W\/".+"$/);

      const again = await t.app.inject({
        url,
        headers: { ...client, 'if-none-match': String(etag) },
      });
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0, 'a 304 has no body');
      assert.equal(again.headers.etag, etag);
      assert.equal(again.headers['cache-control'], PUBLIC_CACHE_CONTROL);

      const changed = await t.app.inject({
        url,
        headers: { ...client, 'if-none-match': 'W/"something-else"' },
      });
      assert.equal(changed.statusCode, 200);
      assert.equal(changed.body, first.body);
    });
  }

  it('gives another language, or another currency, another ETag', async () => {
    const etag = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/categories', headers })).headers.etag;
    const czech = await etag(client);
    assert.equal(await etag(client), czech, 'the same request, the same ETag');
    const english = await etag({ ...client, 'accept-language': 'en' });
    assert.notEqual(english, czech);
    const euro = await etag({ ...client, 'x-currency': 'eur' });
    assert.notEqual(euro, czech);
    // The Czech copy's ETag does not revalidate the English answer.
    const response = await t.app.inject({
      url: '/api/categories',
      headers: { ...client, 'accept-language': 'en', 'if-none-match': String(czech) },
    });
    assert.equal(response.statusCode, 200);
  });

  it('keeps the ETag across encodings and answers 304 to a compressed copy', async () => {
    const plain = await t.app.inject({ url: '/api/categories', headers: client });
    const br = await t.app.inject({
      url: '/api/categories',
      headers: { ...client, 'accept-encoding': 'br' },
    });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.etag, plain.headers.etag);
    assert.ok(varyNames(br.headers.vary).includes('accept-encoding'));
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'), plain.body);
    const revalidated = await t.app.inject({
      url: '/api/categories',
      headers: { ...client, 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.rawPayload.length, 0);
    assert.equal(revalidated.headers['content-encoding'], undefined);
  });

  it('revalidates availability every time: no-cache, still with a 304 while unchanged', async () => {
    const url = '/api/product/17/availability?from=2030-01-07&to=2030-01-09';
    const first = await t.app.inject(url);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const again = await t.app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });

  it('keeps the rules of pictures and manuals, and never caches errors publicly', async () => {
    const picture = await t.app.inject('/api/product-image/17.svg');
    assert.equal(picture.statusCode, 200);
    assert.doesNotMatch(String(picture.headers['cache-control']), /max-age=60\b/);
    const missing = await t.app.inject('/api/product/999999');
    assert.equal(missing.statusCode, 404);
    assert.doesNotMatch(String(missing.headers['cache-control'] ?? ''), /public/);
  });

  it('caches no POST answer: the product search is not public-cacheable', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      ...form({ limit: 5 }),
    });
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(String(response.headers['cache-control'] ?? ''), /public/);
  });
});

describe('personal answers stay private', () => {
  it('the signed-in account and orders answer no-store, never public, even asked conditionally', async () => {
    const { accessToken } = await customerWithOrder(t.app, t.database.db, 'cache@example.cz');
    const headers = { ...client, authorization: `Bearer ${accessToken}` };
    for (const [method, url] of [
      ['POST', '/api/user-account/detail'],
      ['GET', '/api/orders'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      assert.equal(response.headers['cache-control'], 'no-store', url);
      assert.equal(response.headers.etag, undefined, url);
      assert.doesNotMatch(String(response.headers.vary ?? ''), /accept-language/i, url);
      const conditional = await t.app.inject({
        method,
        url,
        headers: { ...headers, 'if-none-match': '*' },
      });
      assert.equal(conditional.statusCode, 200, url);
    }
  });

  it('a signed-in request for the catalogue gets the same public answer as anyone', async () => {
    const anonymous = await t.app.inject({ url: '/api/categories', headers: client });
    const { accessToken } = await customerWithOrder(t.app, t.database.db, 'cache2@example.cz');
    const signedIn = await t.app.inject({
      url: '/api/categories',
      headers: { ...client, authorization: `Bearer ${accessToken}` },
    });
    assert.equal(signedIn.body, anonymous.body);
    assert.equal(signedIn.headers.etag, anonymous.headers.etag);
  });
});
