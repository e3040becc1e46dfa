import assert from 'node:assert/strict';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import type { ProductsResponse } from '@shop/shared/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { deployedPath, makeDeployment } from '../test/deployment';
import { createTestDatabase, form, type TestDatabase } from '../test/test-db';
import compression, { COMPRESSION_THRESHOLD } from './compression';
import staticApps from './static-apps';

/** A script of a few kilobytes whose text repeats, as built code does. */
function script(name: string): string {
  return Array.from(
    { length: 200 },
    (_, i) => `export function ${name}${i}(value){return value*${i % 7}+"${name}";}\n`,
  ).join('');
}

const CHUNK = 'remotes/catalog/__federation_expose_pages__home.abcdef1234.js';
const CHUNK_URL = '/remotes/catalog/v1/__federation_expose_pages__home.abcdef1234.js';
const ENTRY = 'remotes/catalog/remoteEntry.js';
const SHELL_MAIN = 'shell/main.0123456789.js';
const SHELL_PAGE = 'shell/index.html';
const files: Record<string, string> = {
  [CHUNK]: script('home'),
  [ENTRY]: script('entry'),
  [SHELL_MAIN]: script('shell'),
  [SHELL_PAGE]: `<!doctype html><html><head>${'<meta name="x" content="shop">'.repeat(60)}</head><body><div id="root"></div></body></html>`,
  'remotes/catalog/routes.json': JSON.stringify({ remote: 'catalog', routes: [], services: [] }),
  'remotes/catalog/mf-manifest.json': '{}',
};

let database: TestDatabase;
let deployDir: string;
let app: FastifyInstance;

before(async () => {
  database = await createTestDatabase();
  // The twins the build emits beside each file (scripts/build/precompress-plugin.ts).
  const twins: Record<string, Buffer> = {};
  for (const file of [CHUNK, ENTRY, SHELL_MAIN, SHELL_PAGE]) {
    const body = Buffer.from(files[file] as string);
    twins[`${file}.br`] = zlib.brotliCompressSync(body);
    twins[`${file}.gz`] = zlib.gzipSync(body, { level: 9 });
  }
  deployDir = makeDeployment({ ...files, ...twins });
  app = buildApp({ db: database.db, rootNotFoundHandler: false });
  await app.register(staticApps, { deployDir, apiBaseUrl: '/api' });
  await app.ready();
});
after(async () => {
  await app?.close();
  await database?.close();
  rmSync(deployDir, { recursive: true, force: true });
});

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  assert.equal(encoding, undefined, `unexpected encoding ${encoding}`);
  return body;
}

describe('deployed files: precompressed twins by Accept-Encoding', () => {
  const cases: Array<[string, string | undefined]> = [
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ];

  for (const [file, url, cacheControl] of [
    [CHUNK, CHUNK_URL, 'public, max-age=31536000, immutable'],
    [ENTRY, '/remotes/catalog/v1/remoteEntry.js', 'no-cache'],
    [SHELL_MAIN, '/main.0123456789.js', 'public, max-age=31536000, immutable'],
  ] as const) {
    for (const [acceptEncoding, expected] of cases) {
      it(`${url} with Accept-Encoding "${acceptEncoding}": ${expected ?? 'identity'}`, async () => {
        const response = await app.inject({
          url,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        });
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-encoding'], expected);
        assert.equal(
          decode(expected, response.rawPayload).toString('utf8'),
          files[file],
          'the decoded body is the file',
        );
        if (expected) {
          // The build's twin itself, not a compression made for this request.
          const twin = deployedPath(deployDir, `${file}${expected === 'br' ? '.br' : '.gz'}`);
          assert.ok(response.rawPayload.equals(readFileSync(twin)), 'the stored twin is sent');
          assert.equal(Number(response.headers['content-length']), statSync(twin).size);
        }
        assert.match(String(response.headers['content-type']), /javascript/);
        assert.match(String(response.headers.vary), /accept-encoding/i);
        // The twin keeps the cache rule of the file it was made from.
        assert.equal(response.headers['cache-control'], cacheControl);
      });
    }
  }

  it('answers client routes with the shell page precompressed, no-cache', async () => {
    for (const [acceptEncoding, expected] of cases) {
      const response = await app.inject({
        url: '/en/checkout/cart',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], expected, acceptEncoding);
      assert.equal(decode(expected, response.rawPayload).toString('utf8'), files[SHELL_PAGE]);
      if (expected) {
        const twin = deployedPath(deployDir, `${SHELL_PAGE}${expected === 'br' ? '.br' : '.gz'}`);
        assert.ok(response.rawPayload.equals(readFileSync(twin)), 'the stored twin is sent');
      }
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(String(response.headers.vary), /accept-encoding/i);
    }
  });

  it('compresses a twin once: never a second encoding over the stored one', async () => {
    const response = await app.inject({ url: CHUNK_URL, headers: { 'accept-encoding': 'br' } });
    assert.equal(response.headers['content-encoding'], 'br');
    // One brotli layer: decoding once gives the script itself.
    assert.equal(zlib.brotliDecompressSync(response.rawPayload).toString('utf8'), files[CHUNK]);
  });
});

describe('dynamic answers compressed', () => {
  async function products(acceptEncoding?: string) {
    const request = form({ limit: 50 });
    return app.inject({
      method: 'POST',
      url: '/api/products',
      payload: request.payload,
      headers: {
        ...request.headers,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  }

  it('POST /api/products with Accept-Encoding br answers brotli that decodes to the list', async () => {
    const plain = await products();
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > COMPRESSION_THRESHOLD);

    const response = await products('br');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers.vary), /accept-encoding/i);
    const body = JSON.parse(
      zlib.brotliDecompressSync(response.rawPayload).toString('utf8'),
    ) as ProductsResponse;
    assert.equal(body.success, true);
    assert.ok(body.products.length > 0);
    assert.deepEqual(body, plain.json());
    assert.ok(
      response.rawPayload.length < plain.rawPayload.length / 2,
      `${response.rawPayload.length} bytes compressed of ${plain.rawPayload.length}`,
    );
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const response = await products('gzip');
    assert.equal(response.headers['content-encoding'], 'gzip');
    const body = JSON.parse(zlib.gunzipSync(response.rawPayload).toString('utf8'));
    assert.equal(body.success, true);
  });

  it('leaves small answers as they are', async () => {
    const response = await app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(response.statusCode, 200);
    assert.ok(response.rawPayload.length < COMPRESSION_THRESHOLD);
    assert.equal(response.headers['content-encoding'], undefined);
  });

  it('never compresses PDFs or event streams, and compresses HTML and JSON', async () => {
    const big = 'shop '.repeat(1000);
    const small = Fastify();
    await small.register(compression);
    small.get('/pdf', async (_request, reply) =>
      reply.type('application/pdf').send(Buffer.from(`%PDF-1.7\n${big}`)),
    );
    small.get('/events', async (_request, reply) =>
      reply.type('text/event-stream').send(`data: ${big}\n\n`),
    );
    small.get('/page', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(`<p>${big}</p>`),
    );
    small.get('/json', async () => ({ text: big }));
    try {
      const headers = { 'accept-encoding': 'br, gzip' };
      const encoding = async (url: string) =>
        (await small.inject({ url, headers })).headers['content-encoding'];
      assert.equal(await encoding('/pdf'), undefined);
      assert.equal(await encoding('/events'), undefined);
      assert.equal(await encoding('/page'), 'br');
      assert.equal(await encoding('/json'), 'br');
    } finally {
      await small.close();
    }
  });
});
