/** What the home page reads, before it renders: the category groups, featured and latest products, the blog and the branches. */
import { pageListQuery } from '@shop/shared/catalog/get-page-list';
import type { PageLoader } from '@shop/shared/query';
import { branchesQuery } from '../../features/branches/api/get-branches';
import { categoryGroupsQuery } from '../../features/categories/api/get-category-groups';
import { featuredProductsQuery } from './api/get-featured-products';
import { latestProductsQuery } from './api/get-latest-products';

export const homeLoader: PageLoader = ({ client }) =>
  Promise.all([
    client.ensureQueryData(categoryGroupsQuery()),
    client.ensureQueryData(featuredProductsQuery()),
    client.ensureQueryData(latestProductsQuery()),
    client.ensureQueryData(pageListQuery('blog')),
    client.ensureQueryData(branchesQuery()),
  ]);
