/**
 * A product's recommended accessories. The API has no endpoint for them yet: they are the first
 * products of the accessory categories in the product's group, so this query is made of the
 * category groups (GET /category/groups) and those categories' first products (POST /products),
 * each read through its own query and cache entry.
 */
import type { Locale, Product } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';
import { categoryGroupsQuery } from '../../categories/api/get-category-groups';
import { categoryTopProductsQuery } from '../../product-list/api/get-products';
import { accessoryCategoryIds } from '../accessory-categories';

/** Products shown from each accessory category. */
export const ACCESSORIES_PER_CATEGORY = 2;

export const accessoryKeys = {
  byProduct: (id: number, lang: Locale) => ['catalog', 'product', id, 'accessories', lang] as const,
};

export function accessoriesQuery(
  product: Pick<Product, 'id' | 'categoryId'>,
  lang: Locale,
  perCategory = ACCESSORIES_PER_CATEGORY,
) {
  return queryOptions({
    queryKey: accessoryKeys.byProduct(product.id, lang),
    queryFn: async ({ client }) => {
      const groups = await client.fetchQuery(categoryGroupsQuery());
      const lists = await Promise.all(
        accessoryCategoryIds(groups, product.categoryId).map((categoryId) =>
          client.fetchQuery(categoryTopProductsQuery(categoryId, lang, perCategory)),
        ),
      );
      return lists.flat().filter((item) => item.id !== product.id);
    },
  });
}
