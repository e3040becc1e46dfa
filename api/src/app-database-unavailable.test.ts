import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, DATABASE_BUSY_MESSAGE, DATABASE_RETRY_AFTER_SECONDS } from './app';
import { type Database, type DatabaseHandle, openDatabase } from './db/client';
import { publicAccess } from './plugins/route-access';
import { createTestDatabase, type TestDatabase } from './test/test-db';

// While the database cannot be reached (refused, restarting, its connection cut) or cannot write
// (disk full), the shop answers 503 with Retry-After, never 500.

/** An app on `db` with a route running `statement`, and a real route of the shop. */
async function appOn(db: Database): Promise<FastifyInstance> {
  const app = buildApp({ db });
  app.get('/api/test/query', { config: publicAccess }, async (request) => {
    const { statement } = request.query as { statement: string };
    await db.execute(sql.raw(statement));
    return { ok: true };
  });
  await app.ready();
  return app;
}

function assertBusy(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
  body: string;
}) {
  assert.equal(response.statusCode, 503, response.body);
  assert.equal(response.headers['retry-after'], String(DATABASE_RETRY_AFTER_SECONDS));
  assert.deepEqual(response.json(), { success: false, message: DATABASE_BUSY_MESSAGE });
}

describe('a database that refuses the connection', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  before(async () => {
    // Nothing listens on port 1: every connection is refused.
    handle = await openDatabase({ databaseUrl: 'postgres://shop@127.0.0.1:1/shop' });
    app = await appOn(handle.db);
  });
  after(async () => {
    await app?.close();
    await handle?.close();
  });

  it('answers 503 with Retry-After, on a route of the shop and on a query', async () => {
    assertBusy(await app.inject('/api/test/query?statement=select%201'));
    assertBusy(await app.inject('/api/categories'));
  });
});

describe('a database at hand', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  before(async () => {
    database = await createTestDatabase({ seed: false });
    app = await appOn(database.db);
  });
  after(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 503 with Retry-After when the disk is full', async () => {
    const diskFull =
      "do $$ begin raise exception 'could not extend file' using errcode = 'disk_full'; end $$";
    assertBusy(await app.inject(`/api/test/query?statement=${encodeURIComponent(diskFull)}`));
  });

  it('still answers 500 for any other failure of a query', async () => {
    const response = await app.inject('/api/test/query?statement=selec%201');
    assert.equal(response.statusCode, 500, response.body);
    assert.equal(response.headers['retry-after'], undefined);
    assert.deepEqual(response.json(), { success: false, message: 'Internal Server Error' });
  });

  it('answers 503 when the server ends the connection of a running query', async (t) => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl || database.driver !== 'postgres') {
      t.skip('PostgreSQL only (DATABASE_URL)');
      return;
    }
    const marker = `shop_terminate_${Date.now()}`;
    const pending = app.inject(
      `/api/test/query?statement=${encodeURIComponent(`select pg_sleep(10) /* ${marker} */`)}`,
    );
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      let ended = 0;
      for (let tries = 0; ended === 0 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const result = await admin.query(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
            where query like $1 and pid <> pg_backend_pid()`,
          [`%${marker}%`],
        );
        ended = result.rowCount ?? 0;
      }
      assert.ok(ended > 0, 'the query was running');
    } finally {
      await admin.end();
    }
    assertBusy(await pending);
    // The pool replaces the connection: the next request is answered.
    const next = await app.inject('/api/test/query?statement=select%201');
    assert.equal(next.statusCode, 200, next.body);
  });
});

describe('an embedded database that was closed', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  before(async () => {
    handle = await openDatabase({ pgliteDir: 'memory' });
    app = await appOn(handle.db);
    await handle.close();
  });
  after(async () => {
    await app?.close();
  });

  it('answers 503 with Retry-After', async () => {
    assertBusy(await app.inject('/api/test/query?statement=select%201'));
  });
});
