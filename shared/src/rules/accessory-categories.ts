/**
 * Which categories' products accompany a product as its accessories: the API answers them
 * (GET /product/{id}/accessories), the first products of each of these categories.
 */
import type { Category } from '@shop/shared/contract';

/** What the rule reads of a category group: its categories in menu order. */
export interface AccessoryGroup {
  categories: ReadonlyArray<Pick<Category, 'id' | 'ico' | 'productCount'>>;
}

/** Products shown from each accessory category. */
export const ACCESSORIES_PER_CATEGORY = 2;

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
export function accessoryCategoryIds(
  groups: readonly AccessoryGroup[],
  categoryId: number,
  limit = 2,
): number[] {
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
