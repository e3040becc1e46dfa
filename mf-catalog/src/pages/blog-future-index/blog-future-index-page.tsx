/**
 * `/blog/future-index`: what the blog is preparing (posts dated after today, announced with their
 * date and lead, not linked yet) and, below, the index of every published post by year.
 */
import '../../i18n/catalog-i18n';
import { pageListQuery } from '@shop/shared/catalog/get-page-list';
import type { PageSummary } from '@shop/shared/contract';
import { formatDate, localized } from '@shop/shared/format';
import type { PageLoader } from '@shop/shared/query';
import { QueryState } from '@shop/shared/query/query-state';
import { getRoute } from '@shop/shared/routes';
import { todayIso } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { postsByYear, splitByPublication } from '../../features/content/blog-posts';
import styles from '../../features/content/content.module.css';
import { PageTeasers } from '../../features/content/page-teasers';
import { namespace } from '../../i18n/catalog-i18n';

function byPublication(posts: PageSummary[]) {
  return splitByPublication(posts, todayIso());
}

export default function BlogFutureIndexPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const posts = useQuery({ ...pageListQuery('blog'), select: byPublication });
  return (
    <>
      <h1 className={styles.pageTitle}>{getRoute('blog-future-index')?.title[locale]}</h1>
      <QueryState query={posts}>
        {(split) => (
          <>
            <section aria-labelledby="blog-upcoming" className={styles.indexSection}>
              <h2 id="blog-upcoming">{t('blogIndex.upcoming')}</h2>
              {split.upcoming.length > 0 ? (
                <PageTeasers pages={split.upcoming} headingLevel={3} dated linked={false} />
              ) : (
                <p>{t('blogIndex.upcomingEmpty')}</p>
              )}
            </section>
            <section aria-labelledby="blog-all" className={styles.indexSection}>
              <h2 id="blog-all">{t('blogIndex.all')}</h2>
              {postsByYear(split.published).map(([year, items]) => (
                <section key={year} aria-labelledby={`blog-year-${year}`}>
                  <h3 id={`blog-year-${year}`}>{t('blogIndex.year', { year })}</h3>
                  <ul className={styles.index}>
                    {items.map((post) => (
                      <li key={post.id}>
                        <time dateTime={post.publishedAt}>
                          {formatDate(post.publishedAt, locale)}
                        </time>{' '}
                        <Link to={localized(post, 'path', locale) ?? '#'}>
                          {localized(post, 'title', locale)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader: PageLoader = ({ client }) => client.ensureQueryData(pageListQuery('blog'));
