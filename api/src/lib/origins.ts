/** Origins in configuration: `PUBLIC_ORIGIN`, `REMOTE_ORIGINS`. */

/** An absolute http(s) origin (`https://cdn.example.com[:port]`), normalised; else an error. */
export function toOrigin(value: string): string {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`not an absolute URL: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`not an http(s) origin: "${value}"`);
  }
  // Only scheme, host and port: no credentials, path, query or fragment, no wildcard; the host is
  // a plain DNS name or IP address, so it cannot smuggle anything into a CSP source list.
  const bare =
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    !/[?#]/.test(text) &&
    /^[a-z0-9][a-z0-9.-]*$|^\[[0-9a-f:.]+\]$/.test(url.hostname);
  if (!bare) throw new Error(`not a bare origin (scheme://host[:port]): "${value}"`);
  return url.origin;
}

/** `REMOTE_ORIGINS`: comma-separated origins (`https://cdn.example.com,https://x.example.com`). */
export function parseRemoteOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  const origins: string[] = [];
  for (const item of value.split(',')) {
    if (item.trim() === '') continue;
    try {
      origins.push(toOrigin(item));
    } catch (error) {
      throw new Error(`REMOTE_ORIGINS: ${(error as Error).message}`);
    }
  }
  return [...new Set(origins)];
}
