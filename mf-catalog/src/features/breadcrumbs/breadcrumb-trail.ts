/**
 * A catalogue page's place in the shop: Home › category group › category › product, and the same
 * trail as schema.org BreadcrumbList data for search engines.
 */
import type { CategoryGroup } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';
import { categoryPath } from '../catalog-paths/catalog-paths';

/** One step of the trail; a category group has no page of its own, so no path. */
export interface Crumb {
  name: string;
  path: string | null;
}

/**
 * The trail to a category (the last step) or, given `current`, to a product in it. A category not
 * found in the groups (not loaded yet, or gone) leaves Home and the current page only.
 */
export function catalogTrail({
  home,
  groups,
  categoryId,
  locale,
  current,
}: {
  home: Crumb;
  groups: CategoryGroup[] | undefined;
  categoryId: number;
  locale: Locale;
  current?: Crumb;
}): Crumb[] {
  const group = groups?.find((candidate) =>
    candidate.categories.some((category) => category.id === categoryId),
  );
  const category = group?.categories.find((candidate) => candidate.id === categoryId);
  const trail: Crumb[] = [home];
  if (group && category) {
    trail.push({ name: localized(group, 'name', locale), path: null });
    trail.push({
      name: localized(category, 'name', locale),
      path: categoryPath(category, locale),
    });
  }
  if (current) trail.push(current);
  return trail;
}

/**
 * schema.org BreadcrumbList of the steps that have a page (absolute URLs, positions from 1).
 * The last step is the page itself.
 */
export function breadcrumbJsonLd(trail: Crumb[], origin: string) {
  const linked = trail.filter((crumb): crumb is { name: string; path: string } => !!crumb.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
