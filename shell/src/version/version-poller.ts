/**
 * Watches `builds/latest.json` (the build ids of the shell and every remote). It is fetched at
 * start (the baseline), every `intervalMs` (default 5 minutes) and whenever the tab comes back
 * into view; once any id differs from the baseline, `updateAvailable()` is true and the next
 * navigation becomes a full page load. The shell knows its own build id (`own`), so a release of
 * the shell that landed before the first fetch is noticed too.
 */
export type BuildIds = Record<string, string>;

export interface VersionPollerOptions {
  fetchLatest: () => Promise<BuildIds>;
  intervalMs?: number;
  /** The running code's own build, e.g. `{ shell: '…' }` (empty ids are ignored). */
  own?: BuildIds;
}

export const defaultPollIntervalMs = 5 * 60_000;

export function differs(baseline: BuildIds, latest: BuildIds): boolean {
  const names = new Set([...Object.keys(baseline), ...Object.keys(latest)]);
  for (const name of names) if (baseline[name] !== latest[name]) return true;
  return false;
}

export function createVersionPoller({
  fetchLatest,
  intervalMs = defaultPollIntervalMs,
  own = {},
}: VersionPollerOptions) {
  const known = Object.fromEntries(Object.entries(own).filter(([, id]) => id !== ''));
  let baseline: BuildIds | null = null;
  let updated = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const check = async (): Promise<boolean> => {
    try {
      const latest = await fetchLatest();
      if (baseline === null) {
        // Where the deployment names a build of the running code, compare with what runs.
        baseline = { ...latest };
        for (const [name, id] of Object.entries(known)) if (name in latest) baseline[name] = id;
      }
      if (differs(baseline, latest)) updated = true;
    } catch {
      // Offline or a deploy in progress: try again next time.
    }
    return updated;
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };

  return {
    check,
    updateAvailable: () => updated,
    start() {
      void check();
      timer = setInterval(() => void check(), intervalMs);
      document.addEventListener('visibilitychange', onVisible);
      window.addEventListener('focus', onVisible);
    },
    stop() {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    },
  };
}

export async function fetchLatestBuilds(): Promise<BuildIds> {
  const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`latest.json answered ${response.status}`);
  return (await response.json()) as BuildIds;
}
