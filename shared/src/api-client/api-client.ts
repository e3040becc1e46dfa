/**
 * The shop's HTTP client (axios). It sends the locale and currency with every call, the bearer
 * token from the shell's auth state, and on a 401 asks for a new token exactly once.
 */
import { clearTokens, getAccessToken, refreshAccessToken } from '@shop/shared/auth';
import { getRuntimeConfig } from '@shop/shared/runtime-config';
import { currencyAtom, localeAtom, shopStore } from '@shop/shared/store';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig, isAxiosError } from 'axios';

export interface ApiClientOptions {
  baseURL: string;
  getLocale: () => string;
  getCurrency: () => string;
  getAccessToken: () => string | null;
  /** Resolves to a new access token, or null when the session is over. */
  refresh: () => Promise<string | null>;
  /** The session is over: a call was refused even with a freshly refreshed token. */
  endSession: () => void;
}

/**
 * Calls whose 401 is their answer, never a reason to refresh the customer's token: signing in, and
 * the desk's (a staff session is a cookie of its own, and ending it ends no customer's session).
 */
const AUTH_CALL = /^\/?(auth|desk)\//;

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({ baseURL: options.baseURL, timeout: 15_000 });

  client.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', options.getLocale());
    config.headers.set('X-Currency', options.getCurrency());
    const token = options.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) {
      throw error;
    }
    const config = error.config as RetriableConfig;
    if (AUTH_CALL.test(config.url ?? '')) throw error;
    if (config._retried) {
      options.endSession();
      throw error;
    }
    config._retried = true;
    const token = await options.refresh();
    if (!token) throw error;
    config.headers.set('Authorization', `Bearer ${token}`);
    return client.request(config);
  });

  return client;
}

let shared: AxiosInstance | null = null;

/** The page's client, configured from the runtime config and the shared state. */
export function apiClient(): AxiosInstance {
  if (!shared) {
    shared = createApiClient({
      baseURL: getRuntimeConfig().apiBaseUrl,
      getLocale: () => shopStore.get(localeAtom),
      getCurrency: () => shopStore.get(currencyAtom),
      getAccessToken,
      refresh: async () => (await refreshAccessToken())?.accessToken ?? null,
      endSession: clearTokens,
    });
  }
  return shared;
}

export type FormValue = string | number | boolean | null | undefined | object;

/** Encodes fields as the API's form body: objects become JSON, booleans 1/0, empty values skipped. */
export function toForm(fields: Record<string, FormValue>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') form.set(key, value ? '1' : '0');
    else if (typeof value === 'object') form.set(key, JSON.stringify(value));
    else form.set(key, String(value));
  }
  return form;
}

export interface RequestOptions {
  /** Cancels the request (TanStack Query passes one to every fetcher). */
  signal?: AbortSignal | undefined;
}

export async function getJson<T>(
  url: string,
  params?: Record<string, string | number | undefined>,
  { signal }: RequestOptions = {},
) {
  return (await apiClient().get<T>(url, { params, signal })).data;
}

export async function postForm<T>(
  url: string,
  fields: Record<string, FormValue>,
  { signal }: RequestOptions = {},
) {
  return (await apiClient().post<T>(url, toForm(fields), { signal })).data;
}

/** The HTTP status a failed call was answered with; undefined when no answer came. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The errorKey of a refusal that names one (`{ success: false, message, errorKey }`), if any. */
export function apiErrorKey(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data = error.response?.data as { errorKey?: unknown } | undefined;
  return typeof data?.errorKey === 'string' ? data.errorKey : undefined;
}

/** The API's error message, or a fallback, for showing next to a form or in a notice. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message) return data.message;
  }
  return fallback;
}
