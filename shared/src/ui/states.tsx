/** Loading, empty and error states every page uses. */

import { Button } from '@shop/shared/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './states.module.css';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.state}>{children}</div>;
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state} role="alert">
      <p className={styles.error}>{message ?? t('loadFailed')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
