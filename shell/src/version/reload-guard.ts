/**
 * At most one forced reload per path per 10 000 ms, remembered across the reload (session
 * storage), so a broken deploy cannot loop. No imports: the federation runtime plugin uses it.
 */
export const reloadGuardMs = 10_000;
const storageKey = 'shop-reload-guard';

export interface ReloadGuardOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  /** Whether the browser has a network (default navigator.onLine). */
  online?: () => boolean;
}

function read(storage: Pick<Storage, 'getItem'> | null): Record<string, number> {
  try {
    const value = JSON.parse(storage?.getItem(storageKey) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** True (and remembered) when a reload of `path` is allowed now. */
export function claimReload(path: string, options: ReloadGuardOptions = {}): boolean {
  const storage =
    options.storage === undefined ? (globalThis.sessionStorage ?? null) : options.storage;
  const now = (options.now ?? Date.now)();
  const seen = read(storage);
  const last = seen[path];
  if (last !== undefined && now - last < reloadGuardMs) return false;
  for (const [key, at] of Object.entries(seen)) if (now - at >= reloadGuardMs) delete seen[key];
  seen[path] = now;
  try {
    storage?.setItem(storageKey, JSON.stringify(seen));
  } catch {
    // Storage full or blocked: the reload is still allowed once in this page.
  }
  return true;
}

/** Chunk-load failures (a deploy replaced files this page still asks for). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w.-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/**
 * Reloads the page at `url` if the guard allows it; tells whether it did. Never without a
 * network: a chunk that failed because the device went offline is no sign of a new deploy, and a
 * reload could only lose the page.
 */
export function guardedReload(url: string, options: ReloadGuardOptions = {}): boolean {
  const online = options.online ?? (() => globalThis.navigator?.onLine !== false);
  if (!online()) return false;
  const path = new URL(url, globalThis.location?.href).pathname;
  if (!claimReload(path, options)) return false;
  globalThis.location.assign(url);
  return true;
}
