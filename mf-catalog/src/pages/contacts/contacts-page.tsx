/**
 * `/kontakty`: the contact page's text, both branches with their addresses, opening hours and
 * night-safe rules, and a mailto link to write to the shop.
 */
import '../../i18n/catalog-i18n';
import { localized } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import type { PageLoader } from '@shop/shared/query';
import { QueryState } from '@shop/shared/query/query-state';
import { getRoute } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { branchesQuery } from '../../features/branches/api/get-branches';
import { BranchCard } from '../../features/branches/branch-card';
import { pageQuery } from '../../features/content/api/get-page';
import contentStyles from '../../features/content/content.module.css';
import { HtmlBody } from '../../features/content/html-body';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './contacts-page.module.css';

/** The contact page's own text (a content page with this slug) when it exists. */
export const CONTACT_PAGE_SLUG = 'kontakty';

export default function ContactsPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const branches = useQuery(branchesQuery());
  // The page's own text is optional: until it comes, or without it, the page shows the branches.
  const text = useQuery(pageQuery(CONTACT_PAGE_SLUG, 'cs')).data ?? null;
  usePageMeta(
    text
      ? { description: localized(text, 'perex', locale) || localized(text, 'body', locale) }
      : {},
  );
  const first = branches.data?.[0];
  const mailto = first
    ? `mailto:${first.email}?subject=${encodeURIComponent(t('contacts.writeSubject'))}`
    : null;

  return (
    <>
      <h1 className={contentStyles.pageTitle}>{getRoute('contacts')?.title[locale]}</h1>
      {text ? (
        <div className={styles.intro}>
          {localized(text, 'perex', locale) ? (
            <p className={contentStyles.perex}>{localized(text, 'perex', locale)}</p>
          ) : null}
          <HtmlBody html={localized(text, 'body', locale)} />
        </div>
      ) : null}
      {mailto ? (
        <p className={styles.write}>
          <a href={mailto} className={styles.writeLink}>
            {t('contacts.write')}
          </a>
        </p>
      ) : null}
      <section aria-labelledby="contacts-branches">
        <h2 id="contacts-branches">{t('contacts.branches')}</h2>
        <QueryState query={branches}>
          {(list) => (
            <div className={styles.branches}>
              {list.map((branch) => (
                <BranchCard key={branch.id} branch={branch} detailed />
              ))}
            </div>
          )}
        </QueryState>
      </section>
    </>
  );
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader: PageLoader = ({ client }) =>
  Promise.all([
    client.ensureQueryData(branchesQuery()),
    client.ensureQueryData(pageQuery(CONTACT_PAGE_SLUG, 'cs')),
  ]);
