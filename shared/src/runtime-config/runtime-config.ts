/** Configuration the deployment gives the page at run time (`/config.json`). */

export interface RuntimeConfig {
  /**
   * Base URL the page's own API calls go to, e.g. `/api` or `https://api.example.cz/api`. The
   * server renderer sets it to the API's internal address (loopback): never put it in a link.
   */
  apiBaseUrl: string;
  /**
   * The API's public base URL, the one `/config.json` gives the browser, set by the server
   * renderer (its `apiBaseUrl` is internal); absent in the browser, where `apiBaseUrl` is public.
   * Links people follow are built on it (`publicApiUrl`).
   */
  publicApiBaseUrl?: string;
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
  /**
   * A demo shop (the API's own sandbox payment gateway): every page says that payments are
   * simulated. Absent in a production shop.
   */
  demo?: boolean;
}

let config: RuntimeConfig = { apiBaseUrl: '/api' };

export function setRuntimeConfig(next: Partial<RuntimeConfig>): void {
  config = { ...config, ...next };
}

export function getRuntimeConfig(): RuntimeConfig {
  return config;
}

/** An absolute URL (`https://…`) or a protocol-relative one (`//…`). */
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/**
 * The address people follow to something of the API (a PDF to download, a file to open):
 * `path` as the API client takes it (relative to the API base, e.g. `/document/invoice/X/pdf`) on
 * the API's public base. The same on the server and in the browser: a page the server rendered
 * never links the internal address the renderer calls the API at. An absolute URL is kept.
 */
export function publicApiUrl(path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const base = (config.publicApiBaseUrl ?? config.apiBaseUrl).replace(/\/+$/, '');
  return path ? `${base}/${path.replace(/^\/+/, '')}` : base;
}

/**
 * The shop's origin for absolute links in the page (structured data, shares): the public origin
 * a server-rendered page came with (the same the server rendered with), else the page's own.
 */
export function siteOrigin(): string {
  if (config.publicOrigin) return config.publicOrigin;
  return (globalThis as { location?: { origin: string } }).location?.origin ?? '';
}
