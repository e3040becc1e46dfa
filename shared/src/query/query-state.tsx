/**
 * The one way a page shows server state: loading, an error with a retry, not found (a 404
 * answer), empty, or the data. Pass any TanStack Query result.
 */
import { apiErrorStatus } from '@shop/shared/api-client';
import { EmptyState, ErrorState, LoadingState } from '@shop/shared/ui/states';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'refetch'>;
  children: (data: T) => ReactNode;
  /** Shown while the first answer is on its way (default: the shared spinner). */
  loading?: ReactNode;
  /** Shown for a 404 answer; without it a 404 is an error like any other. */
  notFound?: ReactNode;
  /** Whether the answer counts as empty; shown as `empty` then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The error text (default: the common "could not load" text). */
  errorMessage?: string;
}

export function QueryState<T>({
  query,
  children,
  loading,
  notFound,
  isEmpty,
  empty,
  errorMessage,
}: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.status === 'pending') return <>{loading ?? <LoadingState />}</>;
  // A failed refresh keeps what was shown; only a load with nothing to show is an error.
  if (query.status === 'error' && query.data === undefined) {
    if (notFound !== undefined && apiErrorStatus(query.error) === 404) return <>{notFound}</>;
    return (
      <ErrorState message={errorMessage ?? t('loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}
