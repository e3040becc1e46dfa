/**
 * Breadcrumbs of a category list or a product page: a navigation landmark with an ordered list
 * (the current page marked `aria-current="page"`), and its BreadcrumbList JSON-LD.
 */
import { siteOrigin } from '@shop/shared/runtime-config';
import '../../i18n/catalog-i18n';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/catalog-i18n';
import { categoryGroupsQuery } from '../categories/api/get-category-groups';
import { jsonLdText } from '../product-detail/product-json-ld';
import { breadcrumbJsonLd, type Crumb, catalogTrail } from './breadcrumb-trail';
import styles from './breadcrumbs.module.css';

/**
 * The trail to a category, or (with `current`) to a product in it. The category groups come from
 * the cache the header's menu and the home page fill.
 */
export function Breadcrumbs({ categoryId, current }: { categoryId: number; current?: Crumb }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const groups = useQuery(categoryGroupsQuery());
  const trail = catalogTrail({
    home: { name: t('breadcrumbs.home'), path: pathFor('home', {}, locale) },
    groups: groups.data,
    categoryId,
    locale,
    ...(current ? { current } : {}),
  });
  // Shown once the category is placed in its group (a product page has its own step already).
  if (trail.length < (current ? 3 : 2)) return null;
  const last = trail.length - 1;
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
      {/* A data block, set as text (never parsed as HTML); CSP does not apply to data blocks. */}
      <script type="application/ld+json">
        {jsonLdText(breadcrumbJsonLd(trail, siteOrigin()))}
      </script>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path ?? crumb.name}>
            {index === last ? (
              <span aria-current="page">{crumb.name}</span>
            ) : crumb.path ? (
              <Link to={crumb.path}>{crumb.name}</Link>
            ) : (
              <span>{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
