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

/**
 * drizzle's node-postgres `transaction()` sends BEGIN before the try/finally that gives the pooled
 * client back: a BEGIN refused on a connection the server has just ended keeps that client checked
 * out for good, and the pool shrinks by one each time until it hangs (a known fault of drizzle-orm
 * 0.45). So the first statement of every checkout is watched: a BEGIN that fails gives its client
 * back with the error, and the pool drops it. Nothing else releases it then: drizzle leaves the
 * transaction without reaching its own release.
 */
function releaseOnFailedBegin(client: pg.PoolClient): void {
  const query = client.query;
  const first = function (this: pg.PoolClient, ...args: unknown[]) {
    client.query = query;
    const pending: unknown = Reflect.apply(query, this, args);
    const [statement] = args;
    const text =
      typeof statement === 'string' ? statement : (statement as { text?: unknown })?.text;
    if (typeof text === 'string' && /^\s*begin\b/i.test(text) && pending instanceof Promise) {
      pending.catch((error: Error) => client.release(error));
    }
    return pending;
  };
  client.query = first as typeof client.query;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // The server can end any connection (a restart, a failover, pg_terminate_backend): `pg` then
    // emits 'error' on the pool for an idle connection, and on the client itself for one that is
    // checked out (a transaction between two statements). An 'error' event without a listener ends
    // the process, so both have one. The statement in flight fails (503, app.ts), the pool drops the
    // broken connection and opens a new one for the next request.
    const closed = (error: Error) => console.warn(`database connection closed: ${error.message}`);
    pool.on('error', closed);
    pool.on('connect', (client) => client.on('error', closed));
    pool.on('acquire', releaseOnFailedBegin);
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
