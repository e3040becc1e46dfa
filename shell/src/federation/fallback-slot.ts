/**
 * Where the federation runtime plugin finds the fallback page. The plugin runs before the shared
 * libraries (react…) are initialised, so it must not import them; the shell fills this slot at
 * start instead.
 */
type FallbackPage = (remote: string) => unknown;

let fallbackPage: FallbackPage | null = null;

export function setFallbackPage(page: FallbackPage): void {
  fallbackPage = page;
}

/** A module standing in for a remote's page that could not be loaded. */
export function fallbackModule(remote: string): { default: unknown } | undefined {
  return fallbackPage ? { default: fallbackPage(remote) } : undefined;
}
