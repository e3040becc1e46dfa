import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

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
