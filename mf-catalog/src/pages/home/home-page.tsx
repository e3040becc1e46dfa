/**
 * The home page: the shop's claims, category groups, featured and newest products, blog teasers
 * and the branches. Each section loads on its own, so one failing call leaves the rest working.
 */
import '../../i18n/catalog-i18n';
import { localized } from '@shop/shared/format';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { todayIso } from '@shop/shared/ui/prague-date';
import { EmptyState, ErrorState, LoadingState } from '@shop/shared/ui/states';
import { type AsyncState, useAsync } from '@shop/shared/ui/use-async';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BranchCard } from '../../features/branches/branch-card';
import { categoryPath } from '../../features/catalog-paths/catalog-paths';
import { fetchBranches } from '../../features/content/content-api';
import { PageTeasers } from '../../features/content/page-teasers';
import { ProductCard } from '../../features/product-card/product-card';
import { namespace } from '../../i18n/catalog-i18n';
import { fetchBlogTeasers, fetchCategoryGroups, fetchFeatured, fetchLatest } from './home-api';
import styles from './home-page.module.css';

const claims = ['lowestPrice', 'eveningPickup', 'insurance', 'transport', 'hours'] as const;

/** One section's loading, error and success states. */
function Loaded<T>({
  state,
  children,
}: {
  state: AsyncState<T> & { retry: () => void };
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorState onRetry={state.retry} />;
  return <>{children(state.data)}</>;
}

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
  const groups = useAsync(() => fetchCategoryGroups(), []);
  const featured = useAsync(() => fetchFeatured(), []);
  const latest = useAsync(() => fetchLatest(), []);
  const blog = useAsync(() => fetchBlogTeasers(todayIso()), []);
  const branches = useAsync(() => fetchBranches(), []);

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
        <Loaded state={groups}>
          {(data) => (
            <div className={styles.groups}>
              {data.map((group) => (
                <section
                  key={group.id}
                  className={styles.group}
                  aria-labelledby={`group-${group.id}`}
                >
                  <h3 id={`group-${group.id}`}>{localized(group, 'name', locale)}</h3>
                  <ul>
                    {group.categories.map((category) => (
                      <li key={category.id}>
                        <Link to={categoryPath(category, locale)}>
                          {localized(category, 'name', locale)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </Loaded>
      </Section>

      {[
        { id: 'home-featured', title: t('home.featured'), state: featured },
        { id: 'home-latest', title: t('home.latest'), state: latest },
      ].map(({ id, title, state }) => (
        <Section key={id} id={id} title={title}>
          <Loaded state={state}>
            {(products) =>
              products.length === 0 ? (
                <EmptyState>{t('home.empty')}</EmptyState>
              ) : (
                <ul className={styles.grid} data-testid={id}>
                  {products.map((product) => (
                    <li key={product.id}>
                      <ProductCard product={product} />
                    </li>
                  ))}
                </ul>
              )
            }
          </Loaded>
        </Section>
      ))}

      <Section
        id="home-blog"
        title={t('home.blog')}
        more={<Link to={pathFor('blog', {}, locale)}>{t('home.blogAll')}</Link>}
      >
        <Loaded state={blog}>
          {(posts) =>
            posts.length === 0 ? (
              <EmptyState>{t('home.empty')}</EmptyState>
            ) : (
              <PageTeasers pages={posts} headingLevel={3} dated />
            )
          }
        </Loaded>
      </Section>

      <Section
        id="home-branches"
        title={t('home.branches')}
        more={<Link to={pathFor('contacts', {}, locale)}>{t('home.branchesMore')}</Link>}
      >
        <Loaded state={branches}>
          {(list) => (
            <div className={styles.branches}>
              {list.map((branch) => (
                <BranchCard key={branch.id} branch={branch} />
              ))}
            </div>
          )}
        </Loaded>
      </Section>
    </>
  );
}
