import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { takePgliteFolder } from './pglite-owner';
import * as schema from './schema';

export type Schema = typeof schema;

/** The one query interface for both drivers (PGlite and node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** PGlite's optional extensions the migrations use (PostgreSQL has them in contrib). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, node-postgres is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory' for a throw-away in-memory database. */
  pgliteDir?: string | 'memory' | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can be closed by the server (restart, a dropped database); without a
    // listener that error would end the process. The pool replaces the connection.
    pool.on('error', (error) => console.warn(`database connection closed: ${error.message}`));
    const db = drizzleNodePostgres({ client: pool, schema });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      close: () => pool.end(),
    };
  }

  const dir = options.pgliteDir ?? 'memory';
  if (dir !== 'memory') mkdirSync(dir, { recursive: true });
  // A folder has one owner process at a time (a second opener is refused: pglite-owner.ts).
  const release = dir === 'memory' ? () => {} : takePgliteFolder(dir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dir === 'memory' ? {} : { dataDir: dir }),
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
