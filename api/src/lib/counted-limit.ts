/**
 * Limits counted once an attempt's outcome is known (a wrong guess, a message sent), on
 * @fastify/rate-limit's store: every limit is read before the attempt; a spent one refuses it; the
 * attempt's outcome decides whether it is counted. Attempts on the same keys take turns
 * (./attempt-turns), so racing attempts are counted one by one and stop at the limit. Needs
 * @fastify/rate-limit on `app`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inTurn } from './attempt-turns';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface CountedAttempt<T> {
  attempt: () => Promise<T>;
  /** The answer while a limit is spent (or a throw, e.g. 429): `seconds` until it ends. */
  spent: (seconds: number) => Promise<T>;
  /** Whether the outcome counts against the limits (default: every outcome that came back). */
  counts?: (value: T) => boolean;
}

/** A guard over `limits`; each call names its keys, one per limit and in their order. */
export function countedLimit(app: FastifyInstance, limits: readonly Limit[]) {
  const current = new WeakMap<FastifyRequest, string>();
  const limiters = limits.map((limit) =>
    app.createRateLimit({ ...limit, keyGenerator: (request) => current.get(request) ?? '' }),
  );
  const each = async (request: FastifyRequest, keys: readonly string[], increment: boolean) => {
    const results = [];
    for (const [index, limiter] of limiters.entries()) {
      current.set(request, keys[index] ?? '');
      results.push(await limiter(request, { increment }));
    }
    return results;
  };
  return <T>(request: FastifyRequest, keys: readonly string[], run: CountedAttempt<T>) =>
    inTurn(keys, async () => {
      const seconds = (await each(request, keys, false)).flatMap((state) =>
        !state.isAllowed && state.remaining === 0 ? [state.ttlInSeconds] : [],
      );
      if (seconds.length > 0) return run.spent(Math.max(...seconds));
      const value = await run.attempt();
      if (run.counts?.(value) ?? true) await each(request, keys, true);
      return value;
    });
}
