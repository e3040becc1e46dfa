import type { CategoryGroup } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';
import { Link } from 'react-router';
import { categoryPath } from '../../features/catalog-paths/catalog-paths';
import styles from './category-menu.module.css';

/** The menu's panel: each category group's name over its categories as links. */
export function CategoryMenuGroups({
  groups,
  locale,
  idBase,
  onFollow,
}: {
  groups: CategoryGroup[];
  locale: Locale;
  /** Prefix of the groups' heading ids (the panel's id). */
  idBase: string;
  /** Called when a link is followed. */
  onFollow: () => void;
}) {
  return (
    <ul className={styles.groups}>
      {groups.map((group) => {
        const headingId = `${idBase}-group-${group.id}`;
        return (
          <li key={group.id} className={styles.group}>
            <span id={headingId} className={styles.groupName}>
              {localized(group, 'name', locale)}
            </span>
            <ul aria-labelledby={headingId}>
              {group.categories.map((category) => (
                <li key={category.id}>
                  <Link to={categoryPath(category, locale)} onClick={onFollow}>
                    {localized(category, 'name', locale)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
