/**
 * Where the shell may load remotes from: the page's own origin and the origins the deployment
 * allows (`remoteOrigins` in `/config.json`, the same list as the server's Content-Security-Policy).
 * A registry entry whose manifest is anywhere else is refused: its routes show the remote's
 * fallback page and none of its code is loaded.
 */

/** The allowed origins: the page's own, plus every valid origin of the runtime config's list. */
export function allowedRemoteOrigins(configured: unknown, pageOrigin: string): Set<string> {
  const origins = new Set([pageOrigin]);
  if (!Array.isArray(configured)) return origins;
  for (const value of configured) {
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value);
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
      if ((url.protocol === 'https:' || url.protocol === 'http:') && bare) origins.add(url.origin);
    } catch {
      // Not a URL: allows nothing.
    }
  }
  return origins;
}

/** Whether a manifest URL (absolute, or relative to the page) is on one of the allowed origins. */
export function isAllowedRemoteEntry(
  entry: unknown,
  allowed: ReadonlySet<string>,
  pageUrl: string,
): boolean {
  if (typeof entry !== 'string' || entry.trim() === '') return false;
  let url: URL;
  try {
    url = new URL(entry, pageUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return allowed.has(url.origin);
}

/** The registry split into the entries the shell may load and those it refuses. */
export function screenRegistry<Entry extends { entry: string }>(
  registry: Record<string, Entry>,
  allowed: ReadonlySet<string>,
  pageUrl: string,
): { accepted: Record<string, Entry>; refused: Record<string, Entry> } {
  const accepted: Record<string, Entry> = {};
  const refused: Record<string, Entry> = {};
  for (const [name, remote] of Object.entries(registry)) {
    if (isAllowedRemoteEntry(remote?.entry, allowed, pageUrl)) accepted[name] = remote;
    else refused[name] = remote;
  }
  return { accepted, refused };
}
