import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { watchCatalogue } from '../db/catalogue-watch';
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  PGLITE_EXTENSIONS,
  pgliteListener,
} from '../db/client';
import { migrate } from '../db/migrate';
import * as schema from '../db/schema';
import { seed } from '../db/seed/seed';

// A fresh database per test file: PGlite in memory by default; when DATABASE_URL is set, a new
// database shop_test_<random> on that server, dropped again by close().
//
// Creating a PGlite database costs ~3 s (initdb in WASM); loading a dump of a migrated and seeded
// one ~1 s. The test runner (scripts/run-tests.mjs) makes that dump once per run and names it in
// SHOP_TEST_PGLITE_TEMPLATE; each file then starts from its own copy of it. On PostgreSQL the runner
// likewise prepares a template database (SHOP_TEST_PG_TEMPLATE) that each file copies.

export const PGLITE_TEMPLATE_ENV = 'SHOP_TEST_PGLITE_TEMPLATE';
/** Name of a migrated and seeded database on the DATABASE_URL server to copy (CREATE … TEMPLATE). */
export const PG_TEMPLATE_ENV = 'SHOP_TEST_PG_TEMPLATE';

/** Creates the migrated and seeded database `name` on a PostgreSQL server (a test template). */
export async function createPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href });
  try {
    await migrate(handle.db);
    await seed(handle.db);
  } finally {
    await handle.close();
  }
}

/** Drops a database of the server (the test template). */
export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists ${name} with (force)`),
  );
}

/** Writes a migrated and seeded PGlite database to `file` (a tar dump). */
export async function writePgliteTemplate(file: string): Promise<void> {
  const { writeFile } = await import('node:fs/promises');
  const handle = await openDatabase({ pgliteDir: 'memory' });
  try {
    await migrate(handle.db);
    await seed(handle.db);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/** Deletes every row of the shop's tables and restarts their id sequences. */
async function emptyAllTables(db: Database): Promise<void> {
  const tables = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

async function openPgliteFromTemplate(file: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    loadDataDir: new Blob([await readFile(file)]),
    extensions: PGLITE_EXTENSIONS,
  });
  return {
    db: drizzle({ client, schema }) as unknown as Database,
    driver: 'pglite',
    listen: pgliteListener(client),
    close: () => client.close(),
  };
}

export interface TestDatabase extends DatabaseHandle {
  /** Database name on the server, or 'memory' for PGlite. */
  name: string;
}

async function withAdminClient<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const connect = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  };
  let client: pg.Client;
  try {
    client = await connect(serverUrl);
  } catch (error) {
    // The URL's own database may not exist: any database of the server will do.
    if ((error as { code?: string }).code !== '3D000') throw error;
    const fallback = new URL(serverUrl);
    fallback.pathname = '/postgres';
    client = await connect(fallback.href);
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let name = 'memory';
  let drop = async () => {};

  if (serverUrl) {
    name = `shop_test_${randomBytes(6).toString('hex')}`;
    // A copy of the migrated and seeded template is much faster than migrating and seeding.
    const template = process.env[PG_TEMPLATE_ENV];
    const copyOf =
      template && options.seed !== false && /^[a-z0-9_]+$/.test(template)
        ? ` template ${template}`
        : '';
    await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${copyOf}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.href });
    drop = () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => {});
  } else if (process.env[PGLITE_TEMPLATE_ENV]) {
    // Already migrated and seeded; migrate() below finds nothing to do and seed() skips.
    handle = await openPgliteFromTemplate(process.env[PGLITE_TEMPLATE_ENV]);
    if (options.seed === false) await emptyAllTables(handle.db);
  } else {
    handle = await openDatabase({ pgliteDir: 'memory' });
  }

  try {
    await migrate(handle.db);
    if (options.seed !== false) await seed(handle.db);
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }

  return {
    ...handle,
    name,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The API over a fresh, migrated and seeded database; close() stops both. */
export async function createTestApp(
  options: Omit<Parameters<typeof buildApp>[0], 'db'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // As a server runs: what is kept of the catalogue dropped on its changes.
  const catalogue = await watchCatalogue(database);
  const app = buildApp({ ...options, db: database.db });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await catalogue.stop();
      await database.close();
    },
  };
}

/** Body and headers of a form POST (application/x-www-form-urlencoded). */
export function form(fields: Record<string, string | number | boolean>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  return {
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}
