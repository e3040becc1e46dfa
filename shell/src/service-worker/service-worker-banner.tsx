import { Button } from '@shop/shared/ui/button';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { applyUpdate, serviceWorkerStateAtom } from './register-service-worker';
import styles from './service-worker-banner.module.css';

/**
 * "New version – reload" stays over the page until used. ("Ready offline" passes as a notice.)
 */
export function ServiceWorkerBanner() {
  const { t } = useTranslation('shell');
  const state = useAtomValue(serviceWorkerStateAtom);

  if (state !== 'need-refresh') return null;
  return (
    <div className={styles.banner} role="status">
      <span>{t('sw.needRefresh')}</span>
      <Button onClick={applyUpdate}>{t('sw.reload')}</Button>
    </div>
  );
}
