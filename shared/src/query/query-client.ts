/**
 * The page's one TanStack Query client: the cache of everything the API answered. The shell
 * provides it to React; non-React code (services, route guards) reads and writes it directly.
 * `@shop/shared/query` and `@tanstack/react-query` are module-federation singletons, so every
 * remote's queries share this one cache.
 */
import { apiErrorStatus } from '@shop/shared/api-client';
import type { Locale } from '@shop/shared/contract';
import { QueryClient } from '@tanstack/react-query';

/** What a page's loader is given: the route's parameters and query string, the page's language and its client. */
export interface PageLoaderContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  locale: Locale;
  client: QueryClient;
}

/**
 * A page's (or a widget's) data, declared beside it: it asks the client for every query the page
 * will read (`ensureQueryData`), one after another where an answer names the next. The server
 * renderer runs the loaders of a page before its one render, the browser once the page's module
 * is in; a page module exports it as `loader`, beside its component, so it ships with the
 * remote's build.
 */
export type PageLoader = (context: PageLoaderContext) => Promise<unknown>;

/** Answers that will not change on a retry: the request itself was refused. */
export function isFinalFailure(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export const QUERY_DEFAULTS = {
  /** Catalogue data changes seldom: a page visited a minute ago renders from the cache. */
  staleTime: 60_000,
  /** Unused answers are kept five minutes (back and forward navigation). */
  gcTime: 5 * 60_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        retry: (failures, error) => !isFinalFailure(error) && failures < 2,
        refetchOnWindowFocus: false,
        // Requests are tried even when the browser says it is offline: the service worker may
        // answer, and otherwise the page shows its error state with a retry rather than waiting.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * The first part of every query key that holds a signed-in customer's own data (`['account', …]`):
 * signing out removes them, so the next person at the browser finds none of it in the cache.
 */
export const ACCOUNT_QUERY_ROOT = ['account'] as const;
