import { getRuntimeConfig } from '@shop/shared/runtime-config';
import { useTranslation } from 'react-i18next';
import styles from './layouts.module.css';

const NOTICE_ID = 'demo-notice';

/**
 * "Demo shop – payments are simulated", at the top of every layout of a demo shop (the runtime
 * config's `demo`: the API's own sandbox payment gateway), in the page's language; printed too, so
 * a document printed from a demo shop says so. A note in a landmark of its own (every part of a
 * page is in one), in the page's flow: it covers nothing and cannot be closed. The server renders
 * with the same config the browser starts from, so the page hydrates as it was rendered. A
 * production shop shows nothing of it.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  if (getRuntimeConfig().demo !== true) return null;
  return (
    <aside className={styles.demo} aria-labelledby={NOTICE_ID} data-demo-banner="">
      <p id={NOTICE_ID} className={styles.demoText} role="note">
        {t('demoNotice')}
      </p>
    </aside>
  );
}
