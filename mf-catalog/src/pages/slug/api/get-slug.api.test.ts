/** What a slug asks for once it is known (against the real API). */
import '@test/render-page';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { accessoryKeys } from '../../../features/product-detail/api/get-accessories';
import { productKeys } from '../../../features/product-detail/api/get-product';
import {
  RELATED_LIMIT,
  relatedProductKeys,
} from '../../../features/product-detail/api/get-related-products';
import { categoryKeys } from './get-category';
import { slugQuery } from './get-slug';

jest.setTimeout(20_000);

/** The queries in the cache, by key, once nothing is being fetched. */
async function settledKeys(client: QueryClient): Promise<string[]> {
  await waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 5000 });
  return client
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
}

describe('slug query', () => {
  it('a product, once its slug is known, asks for the product, its related products and accessories', async () => {
    const client = new QueryClient();
    const answer = await client.fetchQuery(slugQuery('arri-alexa-mini-lf', 'cs'));
    expect(answer.kind).toBe('product');
    await settledKeys(client);
    expect(client.getQueryData(productKeys.byId(answer.id))).toMatchObject({
      id: answer.id,
      slug: 'arri-alexa-mini-lf',
    });
    const related = client.getQueryData(relatedProductKeys.byProduct(answer.id, RELATED_LIMIT));
    expect(Array.isArray(related) && related.length > 0).toBe(true);
    const accessories = client.getQueryData(accessoryKeys.byProduct(answer.id, 'cs'));
    expect(Array.isArray(accessories) && accessories.length > 0).toBe(true);
  });

  it('a category asks for its category', async () => {
    const client = new QueryClient();
    const answer = await client.fetchQuery(slugQuery('lenses', 'en'));
    expect(answer.kind).toBe('category');
    await settledKeys(client);
    expect(client.getQueryData(categoryKeys.byId(answer.id))).toMatchObject({ id: answer.id });
  });

  it('a content page asks for nothing more', async () => {
    const client = new QueryClient();
    const answer = await client.fetchQuery(slugQuery('o-nas', 'cs'));
    expect(answer.kind).toBe('page');
    expect(await settledKeys(client)).toEqual([JSON.stringify(['site', 'slug', 'o-nas', 'cs'])]);
  });
});
