import type { Category } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/catalog-i18n';
import { categoryPath } from '../catalog-paths/catalog-paths';
import styles from './product-list.module.css';

/** The categories matching a search text, as links (search results only; none: nothing shown). */
export function MatchingCategories({
  categories,
  locale,
}: {
  categories: Category[];
  locale: Locale;
}) {
  const { t } = useTranslation(namespace);
  if (categories.length === 0) return null;
  return (
    <nav className={styles.matchingCategories} aria-label={t('list.categories')}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category, locale)}>{localized(category, 'name', locale)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
