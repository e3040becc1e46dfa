/** `/blog`: published posts, newest first (a post dated later waits on /blog/future-index). */
import '../../i18n/catalog-i18n';
import { pageListQuery } from '@shop/shared/catalog/get-page-list';
import type { PageSummary } from '@shop/shared/contract';
import type { PageLoader } from '@shop/shared/query';
import { QueryState } from '@shop/shared/query/query-state';
import { getRoute } from '@shop/shared/routes';
import { todayIso } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { splitByPublication } from '../../features/content/blog-posts';
import styles from '../../features/content/content.module.css';
import { PageTeasers } from '../../features/content/page-teasers';
import { namespace } from '../../i18n/catalog-i18n';

function published(posts: PageSummary[]) {
  return splitByPublication(posts, todayIso()).published;
}

export default function BlogPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const posts = useQuery({ ...pageListQuery('blog'), select: published });
  return (
    <>
      <h1 className={styles.pageTitle}>{getRoute('blog')?.title[locale]}</h1>
      <QueryState query={posts} isEmpty={(list) => list.length === 0} empty={t('content.empty')}>
        {(list) => <PageTeasers pages={list} dated />}
      </QueryState>
    </>
  );
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader: PageLoader = ({ client }) => client.ensureQueryData(pageListQuery('blog'));
