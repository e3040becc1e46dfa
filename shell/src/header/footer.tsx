import { Button } from '@shop/shared/ui/button';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { installPromptAtom, promptInstall } from '../service-worker/register-service-worker';
import styles from './header.module.css';

export function Footer() {
  const { t } = useTranslation('shell');
  const canInstall = useAtomValue(installPromptAtom) !== null;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section>
          <h2>{t('footer.branches')}</h2>
          <ul>
            <li>{t('footer.prague')}</li>
            <li>{t('footer.brno')}</li>
          </ul>
        </section>
        <p>{t('footer.hours')}</p>
        <ul className={styles.footerClaims}>
          <li>{t('claims.lowestPrice')}</li>
          <li>{t('claims.eveningPickup')}</li>
          <li>{t('claims.insurance')}</li>
          <li>{t('claims.transport')}</li>
        </ul>
        {canInstall ? (
          <Button variant="secondary" onClick={() => void promptInstall()}>
            {t('install')}
          </Button>
        ) : null}
      </div>
    </footer>
  );
}
