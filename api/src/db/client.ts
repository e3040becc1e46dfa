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

/** What a listener hears on a channel: a notification, or that it may have missed some. */
export type ChannelEvent = 'notified' | 'lost' | 'listening';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /**
   * Listens on a notification channel (LISTEN): `onEvent('notified')` for each notification
   * committed; on PostgreSQL `'lost'` when the listening connection is gone (notifications may be
   * missed until `'listening'` again, after a reconnect). Resolves once listening, with the stop.
   */
  listen(channel: string, onEvent: (event: ChannelEvent) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), connected again
 * whenever it is lost.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onEvent: (event: ChannelEvent) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (first: boolean) => {
    // Keep-alive probes end a connection that died without a word (a dropped route, a failover).
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    let gone = false;
    let listened = false;
    const lost = () => {
      // Before the first try listens, its failure is the caller's (below), never a retry.
      if (gone || stopped || (first && !listened)) return;
      gone = true;
      if (client === next) client = null;
      next.end().catch(() => {});
      onEvent('lost');
      // Tried again until it listens again (a failed try is lost as well).
      retry = setTimeout(() => connect(false).catch(() => {}), RELISTEN_DELAY_MS);
    };
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onEvent('notified');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // The first try fails the caller (the server does not start without its database).
      if (first) {
        gone = true;
        await next.end().catch(() => {});
      } else lost();
      throw error;
    }
    listened = true;
    onEvent('listening');
  };
  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, node-postgres is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory' for a throw-away in-memory database. */
  pgliteDir?: string | 'memory' | undefined;
}

/** LISTEN on PGlite: one process owns the database, so no notification is ever missed. */
export function pgliteListener(client: PGlite): DatabaseHandle['listen'] {
  return async (channel, onEvent) => {
    const stop = await client.listen(channel, () => onEvent('notified'));
    onEvent('listening');
    return () => stop();
  };
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can be closed by the server (restart, a dropped database); without a
    // listener that error would end the process. The pool replaces the connection.
    pool.on('error', (error) => console.warn(`database connection closed: ${error.message}`));
    const db = drizzleNodePostgres({ client: pool, schema });
    const { databaseUrl } = options;
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      listen: (channel, onEvent) => listenOnPostgres(databaseUrl, channel, onEvent),
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
    listen: pgliteListener(client),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
