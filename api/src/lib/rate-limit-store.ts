/**
 * Where the API's rate-limit and throttling counters live (every use of @fastify/rate-limit: the
 * sign-in throttle, registrations, carts, gear lists, PDFs). By default each API instance counts in
 * its own memory; with Redis (`REDIS_URL`) all instances count together, so a limit holds however
 * many instances share the traffic.
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

export type RateLimitStore = Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>;

/** The prefix of the counters' keys in Redis. */
export const RATE_LIMIT_NAMESPACE = 'shop-rate-limit:';

/**
 * A store in the Redis at `url`, and how to close its connection. While Redis does not answer,
 * requests go through uncounted (@fastify/rate-limit's `skipOnError`) and a warning says so once:
 * an outage of Redis does not take the shop down with it.
 */
export function redisRateLimitStore(
  url: string,
  nameSpace = RATE_LIMIT_NAMESPACE,
): { store: RateLimitStore; close: () => Promise<void> } {
  const redis = new Redis(url, {
    // A counter waits for a lost connection one retry at most: the request goes on uncounted.
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  // Said once per outage (the client keeps reconnecting), not at every attempt.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) console.warn(`Rate-limit counters: Redis does not answer (${error.message})`);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return {
    store: { redis, nameSpace, skipOnError: true },
    close: async () => {
      // Pending counts are sent before a connection that works is closed; one that does not is
      // dropped (it would keep reconnecting).
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
