/**
 * The API's redirect lookup, made cheap for navigation: answers are cached, a slow lookup is
 * given up on after a short wait (the answer still lands in the cache), and a failing lookup
 * never blocks: it counts as "no redirect".
 */

export interface RedirectAnswer {
  target: string | null;
}

export interface RedirectLookupOptions {
  fetchTarget: (path: string) => Promise<RedirectAnswer>;
  /** How long a cached answer is trusted. */
  ttlMs?: number;
  now?: () => number;
}

export type RedirectLookup = (path: string, waitMs: number) => Promise<string | null>;

export function createRedirectLookup({
  fetchTarget,
  ttlMs = 5 * 60_000,
  now = Date.now,
}: RedirectLookupOptions): RedirectLookup & { pending: (path: string) => Promise<string | null> } {
  const cache = new Map<string, { target: string | null; at: number }>();
  const inFlight = new Map<string, Promise<string | null>>();

  const pending = (path: string): Promise<string | null> => {
    const cached = cache.get(path);
    if (cached && now() - cached.at < ttlMs) return Promise.resolve(cached.target);
    let request = inFlight.get(path);
    if (!request) {
      request = fetchTarget(path)
        .then((answer) => {
          cache.set(path, { target: answer.target, at: now() });
          return answer.target;
        })
        .catch(() => null)
        .finally(() => inFlight.delete(path));
      inFlight.set(path, request);
    }
    return request;
  };

  const lookup = (path: string, waitMs: number): Promise<string | null> => {
    const answer = pending(path);
    if (waitMs <= 0) {
      const cached = cache.get(path);
      return Promise.resolve(cached && now() - cached.at < ttlMs ? cached.target : null);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
  };

  return Object.assign(lookup, { pending });
}

/** An absolute URL to another site (or scheme) needs a full page load. */
export function isExternal(target: string, origin: string): boolean {
  if (target.startsWith('/') && !target.startsWith('//')) return false;
  try {
    return new URL(target, origin).origin !== origin;
  } catch {
    return false;
  }
}
