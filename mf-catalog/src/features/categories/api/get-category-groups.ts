/** GET /category/groups: categories in their groups (contract: `shared/src/contract/catalog.ts`). */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { CategoryGroup, CategoryGroupsResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchCategoryGroups(options?: RequestOptions): Promise<CategoryGroup[]> {
  return (await getJson<CategoryGroupsResponse>('/category/groups', {}, options)).groups;
}

export const categoryGroupKeys = {
  all: ['catalog', 'category-groups'] as const,
};

/**
 * Every category in its group: the home page lists them, a product's page picks accessory
 * categories from its own group.
 */
export function categoryGroupsQuery() {
  return queryOptions({
    queryKey: categoryGroupKeys.all,
    queryFn: ({ signal }) => fetchCategoryGroups({ signal }),
  });
}
