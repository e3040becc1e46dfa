import { OFFLINE_MARKER_HEADER, offlineAnswerPlugin } from '../service-worker/offline-answer';
import {
  classifyStartupFailure,
  fetchStartupJson,
  loadWithRecovery,
  type StartupFailureKind,
  StartupFetchError,
} from './startup-failure';

const noAnswer = new StartupFetchError('/config.json', null);
const marked = new StartupFetchError('/remotes.json', 503, true);
const status = (code: number) => new StartupFetchError('/config.json', code);

describe('classifyStartupFailure: offline or a server error', () => {
  it.each<[string, unknown, boolean, StartupFailureKind]>([
    ['the browser is offline, whatever failed', status(500), false, 'offline'],
    [
      'the browser is offline, unreadable data',
      new SyntaxError('Unexpected token <'),
      false,
      'offline',
    ],
    ['the browser is offline, no error object', undefined, false, 'offline'],
    ['a request that got no answer', noAnswer, true, 'offline'],
    ["the service worker's offline marker", marked, true, 'offline'],
    ['Chromium: failed to fetch', new TypeError('Failed to fetch'), true, 'offline'],
    [
      'Firefox: network error',
      new TypeError('NetworkError when attempting to fetch resource.'),
      true,
      'offline',
    ],
    ['Safari: load failed', new TypeError('Load failed'), true, 'offline'],
    ['500 from the server', status(500), true, 'server'],
    ['502 from a proxy', status(502), true, 'server'],
    ['503 without the offline marker', status(503), true, 'server'],
    ['504 from a proxy', status(504), true, 'server'],
    ['404: the file is missing', status(404), true, 'server'],
    ['unreadable data', new SyntaxError('Unexpected token <'), true, 'server'],
    [
      'a type error that is no network failure',
      new TypeError("Cannot read properties of undefined (reading 'routes')"),
      true,
      'server',
    ],
    ['anything else', new Error('boom'), true, 'server'],
    ['no error object', undefined, true, 'server'],
  ])('%s → %s', (_case, error, online, expected) => {
    expect(classifyStartupFailure(error, online)).toBe(expected);
  });
});

describe('fetchStartupJson', () => {
  const json = (body: string, init: ResponseInit = {}) => new Response(body, init);

  it.each<[string, () => Promise<Response>, StartupFailureKind]>([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 'offline'],
    [
      "the service worker's offline answer",
      () => Promise.resolve(json('{}', { status: 503, headers: { [OFFLINE_MARKER_HEADER]: '1' } })),
      'offline',
    ],
    ['503 from the server', () => Promise.resolve(json('{}', { status: 503 })), 'server'],
    ['500 from the server', () => Promise.resolve(json('{}', { status: 500 })), 'server'],
    ['404', () => Promise.resolve(json('not found', { status: 404 })), 'server'],
    ['200 with no JSON', () => Promise.resolve(json('<!doctype html>')), 'server'],
  ])('%s fails as %s', async (_case, answer, expected) => {
    const error = await fetchStartupJson('/config.json', answer).catch((caught) => caught);
    expect(classifyStartupFailure(error, true)).toBe(expected);
  });

  it('returns the data, asking past the HTTP cache', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(json('{"apiBaseUrl":"/api"}')));
    await expect(fetchStartupJson('/config.json', fetchImpl)).resolves.toEqual({
      apiBaseUrl: '/api',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });

  it('keeps the network error as the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await fetchStartupJson<never>('/remotes.json', () => Promise.reject(cause)).catch(
      (caught: StartupFetchError) => caught,
    );
    expect(error).toBeInstanceOf(StartupFetchError);
    expect(error.status).toBeNull();
    expect(error.cause).toBe(cause);
  });
});

describe("the service worker's offline answer", () => {
  it('runs on its own (sw.js gets its source text) and reads as offline', async () => {
    const source = String(offlineAnswerPlugin.handlerDidError);
    const handlerDidError = new Function(`return (${source});`)() as () => Promise<Response>;
    const answer = await handlerDidError();
    expect(answer.status).toBe(503);
    expect(answer.headers.get(OFFLINE_MARKER_HEADER)).toBe('1');
    const error = await fetchStartupJson('/remotes.json', () => Promise.resolve(answer)).catch(
      (caught) => caught,
    );
    expect(classifyStartupFailure(error, true)).toBe('offline');
  });
});

describe('loadWithRecovery', () => {
  const quiet = { warn: jest.fn(), error: jest.fn() };

  beforeEach(() => {
    jest.useFakeTimers();
    quiet.warn.mockClear();
    quiet.error.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  /** `outcomes`: each try's result (an Error fails it); `online`: what the browser says at each failure. */
  function setUp(outcomes: Array<unknown>, online: boolean[] = []) {
    const events = new EventTarget();
    const shown: Array<{ kind: StartupFailureKind; attempt: number; retry: () => void }> = [];
    let calls = 0;
    const load = jest.fn(async () => {
      const outcome = outcomes[calls++];
      if (outcome instanceof Error) throw outcome;
      return outcome;
    });
    const result = loadWithRecovery({
      load,
      showFailure: (kind, retry, attempt) => shown.push({ kind, retry, attempt }),
      isOnline: () => online[shown.length] ?? false,
      retryDelaysMs: [1000, 5000],
      events,
      log: quiet,
    });
    const failures = () => shown.map(({ kind, attempt }) => [kind, attempt]);
    return { events, shown, failures, load, result };
  }

  /** Lets the pending promises run, and the clock move on `ms`. */
  const wait = (ms = 0) => jest.advanceTimersByTimeAsync(ms);

  it('returns at once when nothing fails', async () => {
    const { shown, result } = setUp(['config']);
    await expect(result).resolves.toBe('config');
    expect(shown).toEqual([]);
  });

  it('offline, starts again when the connection comes back, not before', async () => {
    const { events, failures, load, result } = setUp([noAnswer, 'config'], [false]);
    await wait(60_000);
    expect(failures()).toEqual([['offline', 1]]);
    expect(load).toHaveBeenCalledTimes(1);
    events.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('config');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("starts again on the shopper's retry, showing each new failure", async () => {
    const { shown, failures, load, result } = setUp(
      [noAnswer, status(500), 'config'],
      [false, true],
    );
    await wait();
    shown[0]?.retry();
    await wait();
    expect(failures()).toEqual([
      ['offline', 1],
      ['server', 2],
    ]);
    // The first failure's retry is spent.
    shown[0]?.retry();
    await wait();
    expect(load).toHaveBeenCalledTimes(2);
    shown[1]?.retry();
    await expect(result).resolves.toBe('config');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('one try per failure, whoever asks first', async () => {
    const { events, shown, load } = setUp([noAnswer, noAnswer, 'config']);
    await wait();
    shown[0]?.retry();
    shown[0]?.retry();
    events.dispatchEvent(new Event('online'));
    await wait();
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown).toHaveLength(2);
  });

  it('online yet nothing gets through: tries again by itself, less and less often', async () => {
    const { failures, load, result } = setUp(
      [noAnswer, marked, noAnswer, 'config'],
      [true, true, true],
    );
    await wait(999);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(load).toHaveBeenCalledTimes(2);
    await wait(4999);
    expect(load).toHaveBeenCalledTimes(2);
    await wait(1);
    expect(load).toHaveBeenCalledTimes(3);
    // The last wait repeats.
    await wait(5000);
    await expect(result).resolves.toBe('config');
    expect(failures()).toEqual([
      ['offline', 1],
      ['offline', 2],
      ['offline', 3],
    ]);
  });

  it('the connection coming back before the automatic try starts it at once', async () => {
    const { events, load, result } = setUp([noAnswer, 'config'], [true]);
    await wait(100);
    events.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('config');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a server error waits for the retry: no automatic tries', async () => {
    const { shown, load, result } = setUp([status(503), 'config'], [true]);
    await wait(120_000);
    expect(load).toHaveBeenCalledTimes(1);
    shown[0]?.retry();
    await expect(result).resolves.toBe('config');
  });

  it('logs offline as a warning and a server failure as an error', async () => {
    const { shown } = setUp([noAnswer, status(502), 'config'], [false, true]);
    await wait();
    shown[0]?.retry();
    await wait();
    expect(quiet.warn).toHaveBeenCalledTimes(1);
    expect(quiet.error).toHaveBeenCalledWith('The shop could not start', status(502));
  });
});
