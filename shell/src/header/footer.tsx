/**
 * The shop's footer: every content page (the fixed ones by route name, the content and terms
 * pages from the API's page list), contacts, branches and opening hours, and the claims.
 */
import { contentPagePath, pageListQuery, pageTitle } from '@shop/shared/catalog/get-page-list';
import type { PageSummary } from '@shop/shared/contract';
import { getRoute, type Locale, pathFor, type RouteName } from '@shop/shared/routes';
import { Button } from '@shop/shared/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { asksConsent, reopenConsent } from '../consent/consent-state';
import { installPromptAtom, promptInstall } from '../service-worker/register-service-worker';
import styles from './header.module.css';
import { useCurrentRoute } from './use-current-route';

/** The pages with a route of their own, linked under the route's title. */
export const FOOTER_ROUTES = ['all-about-rental', 'faq', 'blog'] as const;

export interface FooterLink {
  key: string;
  path: string;
  title: string;
}

/** Links to the named routes (those that exist), in `locale`, under their own titles. */
export function routeLinks(names: readonly RouteName[], locale: Locale): FooterLink[] {
  return names.flatMap((name) => {
    const route = getRoute(name);
    return route
      ? [{ key: name, path: pathFor(name, {}, locale), title: route.title[locale] }]
      : [];
  });
}

/**
 * Links to the API's content and terms pages in `locale`, leaving out a page whose path a named
 * route already links (the contacts page is both).
 */
export function pageLinks(pages: PageSummary[], locale: Locale, taken: string[]): FooterLink[] {
  return pages.flatMap((page) => {
    const path = contentPagePath(page, locale);
    return taken.includes(path)
      ? []
      : [{ key: `page-${page.id}`, path, title: pageTitle(page, locale) }];
  });
}

export function Footer() {
  const { t } = useTranslation('shell');
  const { locale } = useCurrentRoute();
  const canInstall = useAtomValue(installPromptAtom) !== null;
  const content = useQuery(pageListQuery('content'));
  const terms = useQuery(pageListQuery('terms'));
  const contacts = routeLinks(['contacts'], locale);
  const fixed = routeLinks(FOOTER_ROUTES, locale);
  const pages = pageLinks(
    [...(content.data ?? []), ...(terms.data ?? [])],
    locale,
    [...fixed, ...contacts].map((link) => link.path),
  );

  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-labelledby="footer-shopping">
          <h2 id="footer-shopping">{t('footer.shopping')}</h2>
          <ul>
            {[...fixed, ...pages].map((link) => (
              <li key={link.key}>
                <Link to={link.path}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t('footer.branches')}</h2>
          <ul>
            <li>{t('footer.prague')}</li>
            <li>{t('footer.brno')}</li>
            {contacts.map((link) => (
              <li key={link.key}>
                <Link to={link.path}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{t('footer.hoursTitle')}</h2>
          <p>{t('footer.hours')}</p>
        </div>
        <div>
          <h2>{t('footer.claims')}</h2>
          <ul>
            <li>{t('claims.lowestPrice')}</li>
            <li>{t('claims.eveningPickup')}</li>
            <li>{t('claims.insurance')}</li>
            <li>{t('claims.transport')}</li>
          </ul>
        </div>
        {asksConsent() ? (
          <Button variant="secondary" onClick={() => void reopenConsent()}>
            {t('consent.footerLink')}
          </Button>
        ) : null}
        {canInstall ? (
          <Button variant="secondary" onClick={() => void promptInstall()}>
            {t('install')}
          </Button>
        ) : null}
      </div>
    </footer>
  );
}
