import { getJson } from '@shop/shared/api-client';
import type {
  CategoryGroupsResponse,
  PageSummary,
  ProductListResponse,
} from '@shop/shared/contract';
import { splitByPublication } from '../../features/content/blog-posts';
import { fetchPageList } from '../../features/content/content-api';

export const FEATURED_LIMIT = 5;
export const LATEST_LIMIT = 5;
export const BLOG_TEASERS = 3;

export async function fetchCategoryGroups() {
  return (await getJson<CategoryGroupsResponse>('/category/groups')).groups;
}

export async function fetchFeatured() {
  return (await getJson<ProductListResponse>('/products/featured', { limit: FEATURED_LIMIT }))
    .products;
}

/** The newest products, newest first. */
export async function fetchLatest() {
  return (await getJson<ProductListResponse>('/products/latest', { limit: LATEST_LIMIT })).products;
}

export async function fetchBlogTeasers(today: string): Promise<PageSummary[]> {
  return splitByPublication(await fetchPageList('blog'), today).published.slice(0, BLOG_TEASERS);
}
