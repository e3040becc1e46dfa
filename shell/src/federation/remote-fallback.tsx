import { Button } from '@shop/shared/ui/button';
import { useTranslation } from 'react-i18next';
import { PageReady } from './page-ready';
import styles from './remote-fallback.module.css';
import { retryRemote } from './remote-registry';

/** What a route of an unavailable remote shows: a message and a retry, in the user's language. */
export function RemoteFallback({ remote }: { remote: string }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.fallback} role="alert" data-remote-fallback={remote}>
      <PageReady />
      <h1>{t('remoteFallback.title')}</h1>
      <p>{t('remoteFallback.text')}</p>
      <Button onClick={() => retryRemote(remote)}>{t('remoteFallback.retry')}</Button>
    </section>
  );
}
