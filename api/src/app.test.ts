import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from './app';
import { badRequest } from './lib/http-error';
import { createTestDatabase, type TestDatabase } from './test/test-db';

let database: TestDatabase;
let app: ReturnType<typeof buildApp>;

before(async () => {
  database = await createTestDatabase();
  app = buildApp({ db: database.db });
  // Routes that fail on purpose, to see what the central error handler shows.
  app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://secret@db/prod is wrong');
  });
  app.get('/api/test/bad', async () => {
    throw badRequest('something is off');
  });
  await app.ready();
});
after(async () => {
  await app?.close();
  await database?.close();
});

describe('app', () => {
  it('GET /api/health', async () => {
    const response = await app.inject('/api/health');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { ok: true });
  });

  it('answers unknown routes with a JSON 404 naming the path', async () => {
    for (const [url, path] of [
      ['/api/nothing/here?x=1', '/api/nothing/here'],
      ['/nothing', '/nothing'],
    ]) {
      const response = await app.inject(url ?? '');
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { success: false, message: `Page not found: ${path}` });
    }
    const post = await app.inject({ method: 'POST', url: '/api/categories' });
    assert.equal(post.statusCode, 404);
  });

  it('hides the details of a 5xx', async () => {
    const response = await app.inject('/api/test/crash');
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { success: false, message: 'Internal Server Error' });
  });

  it('shows 4xx messages', async () => {
    const response = await app.inject('/api/test/bad');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { success: false, message: 'something is off' });
  });

  it('answers malformed JSON and unsupported bodies with a 4xx, not a 5xx', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/products',
      payload: '{"limit": ',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(json.statusCode, 400);
    assert.equal(json.json().success, false);

    const xml = await app.inject({
      method: 'POST',
      url: '/api/products',
      payload: '<limit>2</limit>',
      headers: { 'content-type': 'application/xml' },
    });
    assert.equal(xml.statusCode, 415);
    assert.equal(xml.json().success, false);

    const text = await app.inject({
      method: 'POST',
      url: '/api/products',
      payload: 'limit=2',
      headers: { 'content-type': 'text/plain' },
    });
    assert.deepEqual(text.json(), { success: false, message: 'request body must be an object' });
  });

  it('can leave the root not-found handler to another plugin', async () => {
    const other = buildApp({ db: database.db, rootNotFoundHandler: false });
    other.register(async (instance) => {
      instance.setNotFoundHandler((_request, reply) =>
        reply.code(404).type('text/html').send('<h1>app shell</h1>'),
      );
    });
    await other.ready();
    try {
      assert.equal((await other.inject('/kosik')).body, '<h1>app shell</h1>');
      assert.deepEqual((await other.inject('/api/nope')).json(), {
        success: false,
        message: 'Page not found: /api/nope',
      });
    } finally {
      await other.close();
    }
  });
});
