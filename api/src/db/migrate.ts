import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database, Schema } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The PostgreSQL advisory lock (one bigint key, server-wide) held while a process migrates and
 * seeds. Any fixed number works as long as every process of the shop uses the same one and
 * nothing else on the server does.
 */
export const MIGRATION_LOCK_KEY = 4_711_026_001;

function usesPglite(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

/** Applies the SQL migrations of src/db/migrations that the database has not seen yet. */
export async function migrate(db: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (usesPglite(db)) {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePostgres(db as unknown as NodePgDatabase<Schema>, config);
  }
}

/**
 * Runs `work` (migrating and seeding) while this process holds the migration lock of the
 * PostgreSQL database, so that API instances starting together on one database take turns: the
 * first migrates and seeds, the others wait, then find nothing left to do. The lock is a session
 * lock on one pooled connection, kept out of the pool's use until released; a process that dies
 * holding it loses its connection and with it the lock. PGlite belongs to one process: no lock.
 */
export async function withMigrationLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (usesPglite(db)) return work();
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let unlocked = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      unlocked = await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
        () => true,
        () => false,
      );
    }
  } finally {
    // A connection that did not unlock is closed rather than pooled: closing it frees the lock.
    client.release(!unlocked);
  }
}
