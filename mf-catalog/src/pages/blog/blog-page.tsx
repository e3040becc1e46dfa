/** `/blog`: published posts, newest first (a post dated later waits on /blog/future-index). */
import '../../i18n/catalog-i18n';
import { getRoute } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { todayIso } from '@shop/shared/ui/prague-date';
import { EmptyState, ErrorState, LoadingState } from '@shop/shared/ui/states';
import { useAsync } from '@shop/shared/ui/use-async';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { splitByPublication } from '../../features/content/blog-posts';
import styles from '../../features/content/content.module.css';
import { fetchPageList } from '../../features/content/content-api';
import { PageTeasers } from '../../features/content/page-teasers';
import { namespace } from '../../i18n/catalog-i18n';

export default function BlogPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const posts = useAsync(() => fetchPageList('blog'), []);
  const published =
    posts.status === 'success' ? splitByPublication(posts.data, todayIso()).published : [];
  return (
    <>
      <h1 className={styles.pageTitle}>{getRoute('blog')?.title[locale]}</h1>
      {posts.status === 'loading' ? <LoadingState /> : null}
      {posts.status === 'error' ? <ErrorState onRetry={posts.retry} /> : null}
      {posts.status === 'success' ? (
        published.length > 0 ? (
          <PageTeasers pages={published} dated />
        ) : (
          <EmptyState>{t('content.empty')}</EmptyState>
        )
      ) : null}
    </>
  );
}
