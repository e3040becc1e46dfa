import { eventBus } from '@shop/shared/event-bus';
import { shopStore } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, serviceWorkerStateAtom } from './register-service-worker';
import styles from './service-worker-banner.module.css';

/** "New version – reload" stays until used; "ready offline" is a passing notice. */
export function ServiceWorkerBanner() {
  const { t } = useTranslation('shell');
  const state = useAtomValue(serviceWorkerStateAtom);

  useEffect(() => {
    if (state !== 'offline-ready') return;
    eventBus.publish('notice:show', { kind: 'info', message: t('sw.offlineReady') });
    shopStore.set(serviceWorkerStateAtom, 'idle');
  }, [state, t]);

  if (state !== 'need-refresh') return null;
  return (
    <div className={styles.banner} role="status">
      <span>{t('sw.needRefresh')}</span>
      <Button onClick={applyUpdate}>{t('sw.reload')}</Button>
    </div>
  );
}
