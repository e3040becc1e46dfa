/**
 * The home page: the shop's claims, category groups, featured and newest products, blog teasers
 * and the branches. Each section loads on its own, so one failing call leaves the rest working.
 */
import '../../i18n/catalog-i18n';
import { pageListQuery } from '@shop/shared/catalog/get-page-list';
import type { PageSummary } from '@shop/shared/contract';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { todayIso } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { branchesQuery } from '../../features/branches/api/get-branches';
import { BranchCard } from '../../features/branches/branch-card';
import { categoryGroupsQuery } from '../../features/categories/api/get-category-groups';
import { splitByPublication } from '../../features/content/blog-posts';
import { PageTeasers } from '../../features/content/page-teasers';
import { namespace } from '../../i18n/catalog-i18n';
import { featuredProductsQuery } from './api/get-featured-products';
import { latestProductsQuery } from './api/get-latest-products';
import { CategoryGroups } from './category-groups';
import { homeLoader } from './home-loader';
import styles from './home-page.module.css';
import { ProductShelf } from './product-shelf';

const BLOG_TEASERS = 3;

/** The newest published posts (the blog's own list, shared with /blog through the cache). */
function blogTeasers(posts: PageSummary[]) {
  return splitByPublication(posts, todayIso()).published.slice(0, BLOG_TEASERS);
}

const claims = ['lowestPrice', 'eveningPickup', 'insurance', 'transport', 'hours'] as const;

function Section({
  id,
  title,
  children,
  more,
}: {
  id: string;
  title: string;
  children: ReactNode;
  more?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const groups = useQuery(categoryGroupsQuery());
  const featured = useQuery(featuredProductsQuery());
  const latest = useQuery(latestProductsQuery());
  const blog = useQuery({ ...pageListQuery('blog'), select: blogTeasers });
  const branches = useQuery(branchesQuery());

  return (
    <>
      <section className={styles.hero}>
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
        <ul className={styles.claims} aria-label={t('home.claimsLabel')}>
          {claims.map((claim) => (
            <li key={claim}>{t(`home.claims.${claim}`)}</li>
          ))}
        </ul>
      </section>

      <Section id="home-categories" title={t('home.categories')}>
        <QueryState query={groups}>
          {(data) => <CategoryGroups groups={data} locale={locale} />}
        </QueryState>
      </Section>

      {[
        // The featured cards come first; the newest ones follow below the fold.
        { id: 'home-featured', title: t('home.featured'), query: featured, first: true },
        { id: 'home-latest', title: t('home.latest'), query: latest, first: false },
      ].map(({ id, title, query, first }) => (
        <Section key={id} id={id} title={title}>
          <QueryState
            query={query}
            isEmpty={(products) => products.length === 0}
            empty={t('home.empty')}
          >
            {(products) => <ProductShelf testId={id} products={products} first={first} />}
          </QueryState>
        </Section>
      ))}

      <Section
        id="home-blog"
        title={t('home.blog')}
        more={<Link to={pathFor('blog', {}, locale)}>{t('home.blogAll')}</Link>}
      >
        <QueryState query={blog} isEmpty={(posts) => posts.length === 0} empty={t('home.empty')}>
          {(posts) => <PageTeasers pages={posts} headingLevel={3} dated />}
        </QueryState>
      </Section>

      <Section
        id="home-branches"
        title={t('home.branches')}
        more={<Link to={pathFor('contacts', {}, locale)}>{t('home.branchesMore')}</Link>}
      >
        <QueryState query={branches}>
          {(list) => (
            <div className={styles.branches}>
              {list.map((branch) => (
                <BranchCard key={branch.id} branch={branch} />
              ))}
            </div>
          )}
        </QueryState>
      </Section>
    </>
  );
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = homeLoader;
