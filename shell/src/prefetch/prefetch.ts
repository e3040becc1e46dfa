/**
 * Loading remote page modules: every route chunk load goes through one queue of at most 5 in
 * parallel; pages of links the user points at or focuses are prefetched, except on slow (2g)
 * connections or with data saving on.
 */

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export const maxParallelRouteLoads = 5;

export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

/**
 * Runs tasks with at most `max` of them under way at once, in order; an `urgent` task (a page the
 * shopper is opening) goes ahead of everything still waiting (prefetches).
 */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= max) return;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  const limit = <T>(task: () => Promise<T>, { urgent = false } = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      };
      if (urgent) waiting.unshift(start);
      else waiting.push(start);
      next();
    });
  return Object.assign(limit, { running: () => running, queued: () => waiting.length });
}
