/**
 * Why the shell could not start, and starting again: the start-up fetches (runtime config, remote
 * registry) either found no network — the browser is offline, the fetch itself failed, or the
 * service worker answered with its offline marker — or reached a server that failed. Offline
 * waits for the connection to come back (the browser's `online` event) or for the shopper's
 * retry; while the browser already says it is online but nothing gets through (the connection is
 * still coming up, or a network that goes nowhere) it also tries again by itself, less and less
 * often. A server error waits for the retry.
 */
import { OFFLINE_MARKER_HEADER } from '../service-worker/offline-answer';

export type StartupFailureKind = 'offline' | 'server';

/** A start-up fetch that got no answer (`status` null) or an unsuccessful one. */
export class StartupFetchError extends Error {
  constructor(
    readonly url: string,
    /** The answer's HTTP status; null when the request got no answer at all. */
    readonly status: number | null,
    /** The service worker's "offline, nothing cached" answer. */
    readonly offlineMarker = false,
    options?: { cause?: unknown },
  ) {
    super(status === null ? `${url} got no answer` : `${url} answered ${status}`, options);
    this.name = 'StartupFetchError';
  }
}

/** The messages browsers give a fetch that found no network (Chromium, Firefox, Safari). */
const networkFailure = /failed to fetch|networkerror|load failed|network request failed/i;

/**
 * Offline or server error. The browser saying it is offline settles it; otherwise a request that
 * got no answer, or the service worker's offline marker, means no network; any answer with an
 * error status (5xx and the rest), unreadable data or anything else is the server's failure.
 */
export function classifyStartupFailure(error: unknown, online: boolean): StartupFailureKind {
  if (!online) return 'offline';
  if (error instanceof StartupFetchError) {
    return error.status === null || error.offlineMarker ? 'offline' : 'server';
  }
  if (error instanceof TypeError && networkFailure.test(error.message)) return 'offline';
  return 'server';
}

/** GET a start-up JSON file past the HTTP cache; failures as StartupFetchError. */
export async function fetchStartupJson<T>(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache' });
  } catch (error) {
    throw new StartupFetchError(url, null, false, { cause: error });
  }
  if (!response.ok) {
    throw new StartupFetchError(
      url,
      response.status,
      response.headers.get(OFFLINE_MARKER_HEADER) === '1',
    );
  }
  return (await response.json()) as T;
}

export interface RecoveryOptions<T> {
  /** The start-up step that may fail; run again on each retry. */
  load: () => Promise<T>;
  /**
   * Shows the failure (`attempt` counts the failures, from 1); `retry` starts the next try, once,
   * whoever calls it first: the shopper's button or the connection coming back.
   */
  showFailure: (kind: StartupFailureKind, retry: () => void, attempt: number) => void;
  isOnline?: () => boolean;
  /**
   * Waits before the automatic tries when the browser says it is online but no request gets
   * through, one after another; the last one repeats.
   */
  retryDelaysMs?: readonly number[];
  /** Where the `online` event is listened for (the window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  log?: Pick<Console, 'warn' | 'error'>;
}

export const defaultRetryDelaysMs = [1000, 2000, 5000, 10_000, 30_000] as const;

/** Runs `load` until it succeeds, showing each failure and waiting for a retry in between. */
export async function loadWithRecovery<T>({
  load,
  showFailure,
  isOnline = () => navigator.onLine,
  retryDelaysMs = defaultRetryDelaysMs,
  events = window,
  log = console,
}: RecoveryOptions<T>): Promise<T> {
  let automatic = 0;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const online = isOnline();
      const kind = classifyStartupFailure(error, online);
      if (kind === 'offline') log.warn('The shop is offline; it starts when the network is back');
      else log.error('The shop could not start', error);
      // The browser says online, yet nothing got through: no `online` event is coming.
      const delay =
        kind === 'offline' && online
          ? retryDelaysMs[Math.min(automatic++, retryDelaysMs.length - 1)]
          : undefined;
      if (delay === undefined) automatic = 0;
      await new Promise<void>((resolve) => {
        let done = false;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const retry = () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          events.removeEventListener('online', retry);
          resolve();
        };
        events.addEventListener('online', retry);
        if (delay !== undefined) timer = setTimeout(retry, delay);
        showFailure(kind, retry, attempt);
      });
    }
  }
}
