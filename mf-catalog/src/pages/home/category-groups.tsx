import type { CategoryGroup } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';
import { Link } from 'react-router';
import { categoryPath } from '../../features/catalog-paths/catalog-paths';
import styles from './home-page.module.css';

/** The category groups, each a heading with its categories as links. */
export function CategoryGroups({ groups, locale }: { groups: CategoryGroup[]; locale: Locale }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
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
  );
}
