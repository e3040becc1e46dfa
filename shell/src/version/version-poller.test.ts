import { createVersionPoller, differs } from './version-poller';

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
