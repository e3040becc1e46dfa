import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../header/footer';
import { Header } from '../header/header';
import { DemoBanner } from './demo-banner';
import styles from './layouts.module.css';

export function DefaultLayout() {
  const { t } = useTranslation('shell');
  return (
    <>
      <a className={styles.skip} href="#content">
        {t('skipToContent')}
      </a>
      <DemoBanner />
      <Header />
      <main id="content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
