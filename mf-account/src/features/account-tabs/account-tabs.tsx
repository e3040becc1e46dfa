/**
 * The account's layout: the page title and the tab navigation between the account's pages (my
 * orders, my invoices, my details, companies, projects, favourites). Every account page renders
 * inside it, naming its own route so the tab shows as current.
 */
import '../../i18n/account-i18n';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/account-i18n';
import styles from './account-tabs.module.css';

/** The account's tabs in their order: route name → its label key under `accountTabs`. */
export const ACCOUNT_TABS = [
  { route: 'user-account', label: 'accountTabs.orders' },
  { route: 'user-account-my-invoices', label: 'accountTabs.invoices' },
  { route: 'user-account-personal-data', label: 'accountTabs.personalData' },
  { route: 'user-account-billing-data', label: 'accountTabs.companies' },
  { route: 'user-account-my-projects', label: 'accountTabs.projects' },
  { route: 'user-account-favorites', label: 'accountTabs.favorites' },
] as const;

export type AccountTabRoute = (typeof ACCOUNT_TABS)[number]['route'];

export function AccountTabs({ current }: { current: AccountTabRoute }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <nav className={styles.tabs} aria-label={t('accountTabs.label')}>
      <ul>
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab.route}>
            <Link
              to={pathFor(tab.route, {}, locale)}
              aria-current={tab.route === current ? 'page' : undefined}
              className={tab.route === current ? styles.current : undefined}
            >
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An account page: its heading, the tabs (the current one marked) and the page's content. */
export function AccountLayout({
  current,
  title,
  children,
}: {
  current: AccountTabRoute;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <h1 className={styles.title}>{title}</h1>
      <AccountTabs current={current} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
