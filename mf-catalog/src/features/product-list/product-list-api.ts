import { getJson, postForm } from '@shop/shared/api-client';
import type {
  CategoryResponse,
  Locale,
  ProductResponse,
  ProductsResponse,
} from '@shop/shared/contract';
import { type ListQuery, productsForm } from './list-query';

/** One page of POST /products for a list state. */
export async function fetchProductsPage(
  query: ListQuery,
  options: { page: number; lang: Locale; categoryId?: number | undefined },
) {
  return postForm<ProductsResponse>('/products', productsForm(query, options));
}

/** GET /category/:id: the category with its filters. */
export async function fetchCategory(id: number) {
  return (await getJson<CategoryResponse>(`/category/${id}`)).category;
}

/** GET /product/:id for each id (a shared selection link); unknown ids are left out. */
export async function fetchProductsByIds(ids: number[]) {
  const answers = await Promise.allSettled(
    ids.map((id) => getJson<ProductResponse>(`/product/${id}`)),
  );
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.product] : []));
}
