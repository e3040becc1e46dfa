/** Configuration the deployment gives the page at run time (`/config.json`). */

export interface RuntimeConfig {
  /** Base URL of the shop's API, e.g. `/api` or `https://api.example.cz/api`. */
  apiBaseUrl: string;
  /** Google Tag Manager container id (`GTM-…`); analytics stay off without a valid one. */
  gtmId?: string;
  /** OAuth client id of sign-in with Google; without it the login page does not offer it. */
  googleClientId?: string;
  /**
   * Origins the shell may load remotes from (besides the page's own): the deployment's public
   * origin and `REMOTE_ORIGINS`, the same list as the server's Content-Security-Policy.
   */
  remoteOrigins?: readonly string[];
  /** The shop's public origin, given to a page the server rendered (see `siteOrigin`). */
  publicOrigin?: string;
}

let config: RuntimeConfig = { apiBaseUrl: '/api' };

export function setRuntimeConfig(next: Partial<RuntimeConfig>): void {
  config = { ...config, ...next };
}

export function getRuntimeConfig(): RuntimeConfig {
  return config;
}

/**
 * The shop's origin for absolute links in the page (structured data, shares): the public origin
 * a server-rendered page came with (the same the server rendered with), else the page's own.
 */
export function siteOrigin(): string {
  if (config.publicOrigin) return config.publicOrigin;
  return (globalThis as { location?: { origin: string } }).location?.origin ?? '';
}
