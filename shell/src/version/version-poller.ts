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
  /**
   * The builds the page was made with, when known (a server-rendered page says which): the
   * baseline instead of the first fetch, so a release between the page and that fetch counts.
   */
  baseline?: BuildIds;
  /**
   * Remembers (per tab) which deployed builds a reload was already asked for, default
   * sessionStorage: when a reload still brings back the old code (a service worker keeps serving
   * it until its new version takes over, which the shell offers with its own banner), the poller
   * does not ask again for the same build.
   */
  memory?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

const reloadedForKey = (name: string) => `shop:reloaded-for:${name}`;

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
  baseline: pageBuilds,
  memory = globalThis.sessionStorage ?? null,
}: VersionPollerOptions) {
  let baseline: BuildIds | null = null;
  let updated = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const check = async (): Promise<boolean> => {
    try {
      const latest = await fetchLatest();
      if (baseline === null) {
        // Where the deployment names another build of the running code, ask for a reload, once
        // per deployed build.
        baseline = { ...(pageBuilds ?? latest) };
        for (const [name, id] of Object.entries(own)) {
          const deployed = latest[name];
          if (id === '' || deployed === undefined || deployed === id) continue;
          if (memory?.getItem(reloadedForKey(name)) === deployed) continue;
          memory?.setItem(reloadedForKey(name), deployed);
          baseline[name] = id;
        }
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
