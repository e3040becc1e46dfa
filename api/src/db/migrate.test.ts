/**
 * Two API instances starting together on one fresh PostgreSQL database: the migration lock makes
 * them take turns, so one migrates and seeds and the other finds nothing to do (without it both
 * create the same tables at once and one fails). Needs a PostgreSQL server (DATABASE_URL; the
 * PostgreSQL pass of the API suite), on which the test makes a database of its own and drops it.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './client';
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER, migrate, withMigrationLock } from './migrate';
import { CURRENCY_RATES } from './seed/demo-data';
import { seed } from './seed/seed';

const serverUrl = process.env.DATABASE_URL;
const name = `shop_lock_test_${randomBytes(6).toString('hex')}`;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.href;
}

/** What a starting server does: migrate and seed under the lock; whether it seeded. */
const start = (handle: DatabaseHandle) =>
  withMigrationLock(handle.db, async () => {
    await migrate(handle.db);
    return seed(handle.db);
  });

/** Settles to 'pending' unless `promise` settles within `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<'settled' | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), ms);
  });
  const settled = promise.then(
    () => 'settled' as const,
    () => 'settled' as const,
  );
  try {
    return await Promise.race([settled, pending]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the migration lock', { skip: serverUrl ? false : 'needs DATABASE_URL' }, () => {
  const handles: DatabaseHandle[] = [];
  before(async () => {
    await admin((client) => client.query(`create database ${name}`));
  });
  after(async () => {
    for (const handle of handles) await handle.close();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it('lets two instances starting at once migrate and seed one after the other', async () => {
    const url = databaseUrl();
    const first = await openDatabase({ databaseUrl: url });
    const second = await openDatabase({ databaseUrl: url });
    handles.push(first, second);

    // Someone else (a third process) holds the lock: neither instance may touch the database.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    let starts: Promise<boolean[]>;
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      starts = Promise.all([start(first), start(second)]);
      assert.equal(await within(starts, 1500), 'pending', 'both wait for the lock');
      const { rows } = await holder.query(
        "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
      );
      assert.equal(rows[0].tables, 0, 'nothing was migrated while the lock was held');
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    } finally {
      await holder.end();
    }

    // Released: both start, neither fails, and only one of them seeds.
    const seeded = await starts;
    assert.deepEqual([...seeded].sort(), [false, true]);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const migrations = await check.query(
        'select count(*)::int as applied from drizzle.__drizzle_migrations',
      );
      const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
      assert.equal(migrations.rows[0].applied, files.length, 'each migration applied once');
      const rates = await check.query('select count(*)::int as rows from currency_rates');
      assert.equal(rates.rows[0].rows, CURRENCY_RATES.length, 'the demo data seeded once');
      // The lock is free again: the next start takes it at once.
      assert.equal(await within(start(first), 10_000), 'settled');
    } finally {
      await check.end();
    }
  });
});
