import { type BuildIds, createVersionPoller, differs } from './version-poller';

describe('version poller', () => {
  it('takes the first answer as the baseline and flags any changed build id', async () => {
    const answers = [
      { shell: 'a', catalog: 'b' },
      { shell: 'a', catalog: 'b' },
      { shell: 'a', catalog: 'c' },
    ];
    const poller = createVersionPoller({ fetchLatest: async () => answers.shift() ?? {} });
    expect(await poller.check()).toBe(false);
    expect(await poller.check()).toBe(false);
    expect(await poller.check()).toBe(true);
    expect(poller.updateAvailable()).toBe(true);
  });

  it('starts from the builds the page was rendered with, when the page says', async () => {
    // Rendered on the server just before a catalogue release: the first answer already differs.
    const rendered = createVersionPoller({
      fetchLatest: async () => ({ shell: 'a', catalog: 'c' }),
      baseline: { shell: 'a', catalog: 'b' },
      memory: null,
    });
    expect(await rendered.check()).toBe(true);
    // Rendered with the builds in use: nothing to do.
    const current = createVersionPoller({
      fetchLatest: async () => ({ shell: 'a', catalog: 'c' }),
      baseline: { shell: 'a', catalog: 'c' },
      memory: null,
    });
    expect(await current.check()).toBe(false);
  });

  it('compares the shell it runs with the deployed one from the first answer on', async () => {
    const memory = new Map<string, string>();
    const tab = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
    };
    const older = createVersionPoller({
      fetchLatest: async () => ({ shell: 'new', catalog: 'b' }),
      own: { shell: 'old' },
      memory: tab,
    });
    expect(await older.check()).toBe(true);

    // The reload brought the old shell back (a service worker still serves it): no second ask.
    const stillOlder = createVersionPoller({
      fetchLatest: async () => ({ shell: 'new', catalog: 'b' }),
      own: { shell: 'old' },
      memory: tab,
    });
    expect(await stillOlder.check()).toBe(false);
    // A later release is asked for again.
    const nextRelease = createVersionPoller({
      fetchLatest: async () => ({ shell: 'newer', catalog: 'b' }),
      own: { shell: 'old' },
      memory: tab,
    });
    expect(await nextRelease.check()).toBe(true);

    const current = createVersionPoller({
      fetchLatest: async () => ({ shell: 'new', catalog: 'b' }),
      own: { shell: 'new' },
      memory: null,
    });
    expect(await current.check()).toBe(false);

    // A development build has no id, and a deployment may not list the shell: nothing to compare.
    const cases: Array<[BuildIds, BuildIds]> = [
      [{ shell: '' }, { shell: 'new' }],
      [{ shell: 'old' }, { catalog: 'b' }],
    ];
    for (const [own, latest] of cases) {
      const poller = createVersionPoller({ fetchLatest: async () => latest, own, memory: null });
      expect(await poller.check()).toBe(false);
    }
  });

  it('ignores failed polls', async () => {
    const poller = createVersionPoller({ fetchLatest: () => Promise.reject(new Error('offline')) });
    expect(await poller.check()).toBe(false);
  });

  it('polls on its interval and when the tab gets focus', async () => {
    jest.useFakeTimers();
    const fetchLatest = jest.fn(async () => ({ shell: 'a' }));
    const poller = createVersionPoller({ fetchLatest, intervalMs: 60_000 });
    poller.start();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    poller.stop();
    jest.advanceTimersByTime(120_000);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    jest.useRealTimers();
  });

  it('compares build id sets both ways', () => {
    expect(differs({ a: '1' }, { a: '1' })).toBe(false);
    expect(differs({ a: '1' }, { a: '1', b: '2' })).toBe(true);
    expect(differs({ a: '1', b: '2' }, { a: '1' })).toBe(true);
  });
});
