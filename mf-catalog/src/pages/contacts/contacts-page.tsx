/**
 * `/kontakty`: the contact page's text, both branches with their addresses, opening hours and
 * night-safe rules, and a mailto link to write to the shop.
 */
import '../../i18n/catalog-i18n';
import { localized } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import { getRoute } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { ErrorState, LoadingState } from '@shop/shared/ui/states';
import { useAsync } from '@shop/shared/ui/use-async';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BranchCard } from '../../features/branches/branch-card';
import contentStyles from '../../features/content/content.module.css';
import { fetchBranches, fetchPage } from '../../features/content/content-api';
import { HtmlBody } from '../../features/content/html-body';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './contacts-page.module.css';

/** The contact page's own text (a content page with this slug) when it exists. */
export const CONTACT_PAGE_SLUG = 'kontakty';

export default function ContactsPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const branches = useAsync(() => fetchBranches(), []);
  const page = useAsync(() => fetchPage(CONTACT_PAGE_SLUG, 'cs'), []);
  const text = page.status === 'success' ? page.data : null;
  usePageMeta(
    text
      ? { description: localized(text, 'perex', locale) || localized(text, 'body', locale) }
      : {},
  );
  const first = branches.status === 'success' ? branches.data[0] : undefined;
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
        {branches.status === 'loading' ? <LoadingState /> : null}
        {branches.status === 'error' ? <ErrorState onRetry={branches.retry} /> : null}
        {branches.status === 'success' ? (
          <div className={styles.branches}>
            {branches.data.map((branch) => (
              <BranchCard key={branch.id} branch={branch} detailed />
            ))}
          </div>
        ) : null}
      </section>
    </>
  );
}
