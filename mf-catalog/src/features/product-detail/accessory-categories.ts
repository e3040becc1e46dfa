/** Which categories' products accompany a product, until the API recommends accessories itself. */
import type { CategoryGroup } from '@shop/shared/contract';

/** Category icons whose products accompany others (filters, grip, power, storage…). */
const ACCESSORY_ICONS = new Set([
  'accessory',
  'filter',
  'modifier',
  'grip',
  'power',
  'storage',
  'flash',
  'transmission',
]);

/**
 * The accessory categories of the product's own category group (a camera gets filters and camera
 * accessories, a light gets modifiers and grip).
 */
export function accessoryCategoryIds(groups: CategoryGroup[], categoryId: number, limit = 2) {
  const group = groups.find((item) =>
    item.categories.some((category) => category.id === categoryId),
  );
  if (!group) return [];
  return group.categories
    .filter(
      (category) =>
        category.id !== categoryId &&
        ACCESSORY_ICONS.has(category.ico) &&
        category.productCount > 0,
    )
    .slice(0, limit)
    .map((category) => category.id);
}
