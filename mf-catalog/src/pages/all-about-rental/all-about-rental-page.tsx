/** `/vse-o-pronajmu`: the about-rental pages, each with its lead. */
import '../../i18n/catalog-i18n';
import { getRoute } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { EmptyState, ErrorState, LoadingState } from '@shop/shared/ui/states';
import { useAsync } from '@shop/shared/ui/use-async';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styles from '../../features/content/content.module.css';
import { fetchPageList } from '../../features/content/content-api';
import { PageTeasers } from '../../features/content/page-teasers';
import { namespace } from '../../i18n/catalog-i18n';

export default function AllAboutRentalPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const pages = useAsync(() => fetchPageList('about-rental'), []);
  return (
    <>
      <h1 className={styles.pageTitle}>{getRoute('all-about-rental')?.title[locale]}</h1>
      {pages.status === 'loading' ? <LoadingState /> : null}
      {pages.status === 'error' ? <ErrorState onRetry={pages.retry} /> : null}
      {pages.status === 'success' ? (
        pages.data.length > 0 ? (
          <PageTeasers pages={pages.data} />
        ) : (
          <EmptyState>{t('content.empty')}</EmptyState>
        )
      ) : null}
    </>
  );
}
