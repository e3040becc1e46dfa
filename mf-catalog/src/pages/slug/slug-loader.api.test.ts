/** What `/:slug`'s loader asks for, once the slug is known (against the real API). */
import '@test/render-page';
import type { SlugResponse } from '@shop/shared/contract';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { pageKeys } from '../../features/content/api/get-page';
import { accessoryKeys } from '../../features/product-detail/api/get-accessories';
import { productKeys } from '../../features/product-detail/api/get-product';
import {
  RELATED_LIMIT,
  relatedProductKeys,
} from '../../features/product-detail/api/get-related-products';
import { categoryKeys } from './api/get-category';
import { slugKeys } from './api/get-slug';
import { slugLoader } from './slug-loader';

jest.setTimeout(20_000);

function assert(value: unknown): asserts value {
  expect(value).toBeTruthy();
}

/** The queries in the cache, by key, once nothing is being fetched. */
async function settledKeys(client: QueryClient): Promise<string[]> {
  await waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 5000 });
  return client
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
}

describe('slug loader', () => {
  it('a product: the product, its related products and its accessories', async () => {
    const client = new QueryClient();
    await slugLoader({
      params: { slug: 'arri-alexa-mini-lf' },
      search: new URLSearchParams(),
      locale: 'cs',
      client,
    });
    const answer = client.getQueryData<SlugResponse>(slugKeys.bySlug('arri-alexa-mini-lf', 'cs'));
    assert(answer);
    expect(answer.kind).toBe('product');
    await settledKeys(client);
    expect(client.getQueryData(productKeys.byId(answer.id))).toMatchObject({
      id: answer.id,
      slug: 'arri-alexa-mini-lf',
    });
    const related = client.getQueryData(relatedProductKeys.byProduct(answer.id, RELATED_LIMIT));
    expect(Array.isArray(related) && related.length > 0).toBe(true);
    const accessories = client.getQueryData(accessoryKeys.byProduct(answer.id));
    expect(Array.isArray(accessories) && accessories.length > 0).toBe(true);
  });

  it('a category: the category', async () => {
    const client = new QueryClient();
    await slugLoader({
      params: { slug: 'lenses' },
      search: new URLSearchParams(),
      locale: 'en',
      client,
    });
    const answer = client.getQueryData<SlugResponse>(slugKeys.bySlug('lenses', 'en'));
    assert(answer);
    expect(answer.kind).toBe('category');
    await settledKeys(client);
    expect(client.getQueryData(categoryKeys.byId(answer.id))).toMatchObject({ id: answer.id });
  });

  it('a content page: the page', async () => {
    const client = new QueryClient();
    await slugLoader({
      params: { slug: 'o-nas' },
      search: new URLSearchParams(),
      locale: 'cs',
      client,
    });
    const answer = client.getQueryData<SlugResponse>(slugKeys.bySlug('o-nas', 'cs'));
    assert(answer);
    expect(answer.kind).toBe('page');
    expect(await settledKeys(client)).toEqual(
      [slugKeys.bySlug('o-nas', 'cs'), pageKeys.bySlug('o-nas', 'cs')]
        .map((key) => JSON.stringify(key))
        .sort(),
    );
    expect(client.getQueryData(pageKeys.bySlug('o-nas', 'cs'))).toMatchObject({ slug: 'o-nas' });
  });
});
