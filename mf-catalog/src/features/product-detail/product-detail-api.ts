import { getJson, postForm } from '@shop/shared/api-client';
import type {
  AvailabilityResponse,
  CategoryGroup,
  CategoryGroupsResponse,
  Locale,
  Product,
  ProductListResponse,
  ProductResponse,
  ProductsResponse,
} from '@shop/shared/contract';

export const RELATED_LIMIT = 10;

export async function fetchProduct(id: number) {
  return (await getJson<ProductResponse>(`/product/${id}`)).product;
}

/**
 * Pieces free for the picked days: from the pick-up day's start to the end of the return day
 * (Europe/Prague wall-clock times, as the API takes them).
 */
export async function fetchAvailability(id: number, from: string, to: string) {
  return getJson<AvailabilityResponse>(`/product/${id}/availability`, {
    from,
    to: `${to}T23:59`,
  });
}

export async function fetchRelated(id: number) {
  return (await getJson<ProductListResponse>(`/product/${id}/related`, { limit: RELATED_LIMIT }))
    .products;
}

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
 * Until the API recommends accessories itself: the accessory categories of the product's own
 * category group (a camera gets filters and camera accessories, a light gets modifiers and grip).
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

export async function fetchAccessories(product: Product, lang: Locale, perCategory = 2) {
  const { groups } = await getJson<CategoryGroupsResponse>('/category/groups');
  const ids = accessoryCategoryIds(groups, product.categoryId);
  const answers = await Promise.all(
    ids.map((categoryId) =>
      postForm<ProductsResponse>('/products', {
        lang,
        limit: perCategory,
        page: 1,
        category_id: categoryId,
      }),
    ),
  );
  return answers.flatMap((answer) => answer.products).filter((item) => item.id !== product.id);
}
