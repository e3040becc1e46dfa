/**
 * What `/:slug` reads, before it renders (the server renders it once with all of it): what the
 * slug is, then a product with its related products, its accessories and the category groups of
 * its breadcrumbs, all at once; a category with its groups and its product list as the query
 * string filters it; or a content page. The code of a product's or a content page's view is
 * asked for alongside its data.
 */
import type { PageLoader } from '@shop/shared/query';
import { categoryGroupsQuery } from '../../features/categories/api/get-category-groups';
import { pageQuery } from '../../features/content/api/get-page';
import { accessoriesQuery } from '../../features/product-detail/api/get-accessories';
import { productQuery } from '../../features/product-detail/api/get-product';
import { relatedProductsQuery } from '../../features/product-detail/api/get-related-products';
import { productListQuery } from '../../features/product-list/api/get-products';
import { parseListQuery } from '../../features/product-list/list-query';
import { categoryQuery } from './api/get-category';
import { slugQuery } from './api/get-slug';
import { loadContentArticle, loadProductDetail } from './slug-views';

export const slugLoader: PageLoader = async ({ params, search, locale, client }) => {
  const slug = params.slug ?? '';
  const resolved = await client.ensureQueryData(slugQuery(slug, locale));
  // The other language's slug: the page moves to this language's one, and shows nothing here.
  if (resolved.slugs[locale] !== slug) return;
  if (resolved.kind === 'product') {
    await Promise.all([
      client.ensureQueryData(productQuery(resolved.id)),
      client.ensureQueryData(relatedProductsQuery(resolved.id)),
      client.ensureQueryData(accessoriesQuery(resolved.id)),
      client.ensureQueryData(categoryGroupsQuery()),
      loadProductDetail(),
    ]);
  } else if (resolved.kind === 'category') {
    const { page, ...filters } = parseListQuery(search);
    await Promise.all([
      client.ensureQueryData(categoryQuery(resolved.id)),
      client.ensureQueryData(categoryGroupsQuery()),
      client.ensureInfiniteQueryData(
        productListQuery({ filters, lang: locale, categoryId: resolved.id, restorePages: page }),
      ),
    ]);
  } else {
    await Promise.all([client.ensureQueryData(pageQuery(slug, locale)), loadContentArticle()]);
  }
};
