import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../header/footer';
import { Header } from '../header/header';
import styles from './layouts.module.css';

export function DefaultLayout() {
  const { t } = useTranslation('shell');
  return (
    <>
      <a className={styles.skip} href="#content">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
