/**
 * Where the API's rate-limit and throttling counters live (every use of @fastify/rate-limit: the
 * sign-in throttle, registrations, carts, vouchers and price offers, company support, gear lists,
 * PDFs). By default each API instance counts in its own memory; with Redis (`REDIS_URL`) all
 * instances count together, so a limit holds however many instances share the traffic.
 */
import { createRequire } from 'node:module';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

export type RateLimitStore = Pick<
  RateLimitPluginOptions,
  'store' | 'redis' | 'nameSpace' | 'skipOnError'
>;

/** The prefix of the counters' keys in Redis. */
export const RATE_LIMIT_NAMESPACE = 'shop-rate-limit:';

interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: Count) => void;
/** @fastify/rate-limit's store contract (its typings leave out `read`). */
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(options: StoreOptions): Store;
}
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
}
type RedisStoreClass = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;
type LocalStoreClass = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => Store;

// The plugin's own two stores, so that both count exactly as it would with either alone.
const require = createRequire(import.meta.url);
const RedisStore: RedisStoreClass = require('@fastify/rate-limit/store/RedisStore.js');
const LocalStore: LocalStoreClass = require('@fastify/rate-limit/store/LocalStore.js');

/** Whether Redis answers, and the outage's warnings: once when it stops, once when it is back. */
class RedisHealth {
  down = false;
  constructor(
    private readonly redis: Redis,
    private readonly log: Pick<Console, 'warn' | 'info'>,
  ) {
    redis.on('error', (error: Error) => this.failed(error));
    redis.on('ready', () => {
      if (this.down) this.log.info('Rate-limit counters: Redis answers again, counting there');
      this.down = false;
    });
  }
  /** Commands go to Redis while it answers (or is still connecting the first time). */
  get usable(): boolean {
    return !this.down && this.redis.status !== 'end';
  }
  failed(error: Error) {
    if (!this.down) {
      this.log.warn(
        `Rate-limit counters: Redis does not answer (${error.message}); each instance counts in its own memory until it does`,
      );
    }
    this.down = true;
  }
}

/**
 * Counts in Redis while it answers, else in this instance's memory (same windows and limits): an
 * outage of Redis neither takes the shop down nor lets requests through uncounted. The counts in
 * memory are this instance's alone, and start from nothing when Redis fails.
 */
class FallbackStore implements Store {
  constructor(
    private readonly health: RedisHealth,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private run(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
    if (!this.health.usable) {
      this.local[method](key, done, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          done(null, result);
          return;
        }
        this.health.failed(error);
        this.local[method](key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.run('incr', key, done, timeWindow, max);
  }

  read(key: string, done: Done, timeWindow: number, max: number) {
    this.run('read', key, done, timeWindow, max);
  }

  child(options: StoreOptions): Store {
    return new FallbackStore(this.health, this.shared.child(options), this.local.child(options));
  }
}

/**
 * A store in the Redis at `url`, and how to close its connection. While Redis does not answer,
 * each instance counts in its own memory (a warning says so once, and once more when Redis is
 * back): an outage of Redis does not take the shop down, nor lift its limits.
 */
export function redisRateLimitStore(
  url: string,
  nameSpace = RATE_LIMIT_NAMESPACE,
  log: Pick<Console, 'warn' | 'info'> = console,
): { store: RateLimitStore; close: () => Promise<void> } {
  const redis = new Redis(url, {
    // A counter waits for a lost connection one retry at most, then counts in memory.
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  const health = new RedisHealth(redis, log);
  class Counters extends FallbackStore {
    constructor(options: StoreOptions) {
      super(
        health,
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache),
      );
    }
  }
  return {
    store: { store: Counters as unknown as RateLimitPluginOptions['store'] },
    close: async () => {
      // Pending counts are sent before a connection that works is closed; one that does not is
      // dropped (it would keep reconnecting).
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
