/**
 * The not-found variant of the shell's error page, for paths whose route exists but whose record
 * does not (an unknown slug): status 404 and the path, non-fatal.
 */
import { usePageMeta } from '@shop/shared/meta';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './not-found.module.css';

export function NotFound() {
  const { t } = useTranslation(namespace);
  const { pathname } = useLocation();
  const locale = useAtomValue(localeAtom);
  usePageMeta({ title: t('notFound.title') });
  return (
    <section className={styles.notFound} data-status={404}>
      <p className={styles.status}>404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text', { path: pathname })}</p>
      <Link to={locale === 'en' ? '/en' : '/'}>{t('notFound.home')}</Link>
    </section>
  );
}
