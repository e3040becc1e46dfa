import { canPrefetch, createLimiter, maxParallelRouteLoads } from './prefetch';

describe('prefetch policy', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j → %s', (connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected);
  });

  it('runs at most 5 route chunk loads at once, in order', async () => {
    expect(maxParallelRouteLoads).toBe(5);
    const limit = createLimiter(maxParallelRouteLoads);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    let peak = 0;
    const tasks = Array.from({ length: 8 }, (_, index) =>
      limit(
        () =>
          new Promise<number>((resolve) => {
            started.push(index);
            peak = Math.max(peak, limit.running());
            releases.push(() => resolve(index));
          }),
      ),
    );
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limit.queued()).toBe(3);
    while (releases.length) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(tasks);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(5);
  });

  it('starts an urgent load before the prefetches still waiting', async () => {
    const limit = createLimiter(1);
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const task = (name: string) => () =>
      new Promise<void>((resolve) => {
        started.push(name);
        releases.push(resolve);
      });
    const all = [
      limit(task('prefetch 1')),
      limit(task('prefetch 2')),
      limit(task('prefetch 3')),
      limit(task('page'), { urgent: true }),
    ];
    while (releases.length) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(all);
    expect(started).toEqual(['prefetch 1', 'page', 'prefetch 2', 'prefetch 3']);
  });

  it('keeps going after a failed load', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('404')))).rejects.toThrow('404');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});
