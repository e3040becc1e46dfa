/** Configuration the deployment gives the page at run time (`/config.json`). */

export interface RuntimeConfig {
  /** Base URL of the shop's API, e.g. `/api` or `https://api.example.cz/api`. */
  apiBaseUrl: string;
  /** Google Tag Manager container id (`GTM-…`); analytics stay off without a valid one. */
  gtmId?: string;
}

let config: RuntimeConfig = { apiBaseUrl: '/api' };

export function setRuntimeConfig(next: Partial<RuntimeConfig>): void {
  config = { ...config, ...next };
}

export function getRuntimeConfig(): RuntimeConfig {
  return config;
}
