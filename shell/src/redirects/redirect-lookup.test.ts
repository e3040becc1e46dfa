import { createRedirectLookup, isExternal } from './redirect-lookup';

describe('redirect lookup', () => {
  afterEach(() => jest.useRealTimers());

  it('asks once per path and answers from the cache after that', async () => {
    const fetchTarget = jest.fn(async (path: string) => ({
      target: path === '/old' ? '/new' : null,
    }));
    const lookup = createRedirectLookup({ fetchTarget });
    expect(await lookup('/old', 1000)).toBe('/new');
    expect(await lookup('/old', 1000)).toBe('/new');
    expect(await lookup('/kamery', 1000)).toBeNull();
    expect(fetchTarget).toHaveBeenCalledTimes(2);
  });

  it('asks again when the cached answer is older than its lifetime', async () => {
    let now = 0;
    const fetchTarget = jest.fn(async () => ({ target: null }));
    const lookup = createRedirectLookup({ fetchTarget, ttlMs: 1000, now: () => now });
    await lookup('/a', 100);
    now = 1500;
    await lookup('/a', 100);
    expect(fetchTarget).toHaveBeenCalledTimes(2);
  });

  it('gives up waiting after the timeout but keeps the late answer', async () => {
    jest.useFakeTimers();
    let answer: (value: { target: string | null }) => void = () => undefined;
    const fetchTarget = jest.fn(
      () => new Promise<{ target: string | null }>((resolve) => (answer = resolve)),
    );
    const lookup = createRedirectLookup({ fetchTarget });
    const first = lookup('/slow', 250);
    jest.advanceTimersByTime(250);
    await expect(first).resolves.toBeNull();
    answer({ target: '/fast' });
    await expect(lookup.pending('/slow')).resolves.toBe('/fast');
    await expect(lookup('/slow', 0)).resolves.toBe('/fast');
    expect(fetchTarget).toHaveBeenCalledTimes(1);
  });

  it('does not wait at all with no wait, and treats a failing lookup as no redirect', async () => {
    const lookup = createRedirectLookup({ fetchTarget: () => Promise.reject(new Error('down')) });
    await expect(lookup('/x', 0)).resolves.toBeNull();
    await expect(lookup('/x', 500)).resolves.toBeNull();
  });

  it('tells external targets from internal ones', () => {
    const origin = 'https://shop.test';
    expect(isExternal('/kamery', origin)).toBe(false);
    expect(isExternal('https://shop.test/kamery', origin)).toBe(false);
    expect(isExternal('https://blog.example.com/a', origin)).toBe(true);
    expect(isExternal('//evil.example/a', origin)).toBe(true);
  });
});
