/** A route whose page is still being built: its title and a way on, in the user's language. */
import { getRoute, localeFromPath } from '@shop/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import styles from './states.module.css';

export function PlaceholderPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const handle = [...useMatches()].reverse().find((match) => match.handle)?.handle as
    | { name?: string }
    | undefined;
  const route = handle?.name ? getRoute(handle.name) : undefined;
  return (
    <section className={styles.state} data-placeholder={route?.name ?? ''}>
      <h1>{route?.title[locale] ?? t('placeholder.title')}</h1>
      <p>{t('placeholder.text')}</p>
      <Link to={locale === 'en' ? '/en' : '/'}>{t('placeholder.home')}</Link>
    </section>
  );
}
