/**
 * Watches `builds/latest.json` (the build ids of the shell and every remote). It is fetched at
 * start (the baseline), every `intervalMs` (default 5 minutes) and whenever the tab comes back
 * into view; once any id differs from the baseline, `updateAvailable()` is true and the next
 * navigation becomes a full page load.
 */
export type BuildIds = Record<string, string>;

export interface VersionPollerOptions {
  fetchLatest: () => Promise<BuildIds>;
  intervalMs?: number;
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
}: VersionPollerOptions) {
  let baseline: BuildIds | null = null;
  let updated = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const check = async (): Promise<boolean> => {
    try {
      const latest = await fetchLatest();
      if (baseline === null) baseline = latest;
      else if (differs(baseline, latest)) updated = true;
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
