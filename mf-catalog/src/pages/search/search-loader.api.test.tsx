/**
 * The search page's loader asks for everything the page reads: once it has run, the page shows
 * its results at once and asks the API for nothing more (against the real API).
 */
import { queryClient } from '@shop/shared/query';
import { renderPage } from '@test/render-page';
import { cleanup, screen, within } from '@testing-library/react';
import { searchLoader } from './search-loader';
import SearchPage from './search-page';

jest.setTimeout(20_000);

/** Runs the loader for `path`, then shows the page from what it left in the cache. */
async function loadThenShow(path: string, locale: 'cs' | 'en' = 'cs') {
  const { searchParams } = new URL(path, 'http://shop.test');
  await searchLoader({ params: {}, search: searchParams, locale, client: queryClient });
  expect(queryClient.isFetching()).toBe(0);
  await renderPage(<SearchPage />, {
    path,
    pattern: locale === 'en' ? '/en/search' : '/hledat',
    locale,
  });
}

describe('search loader', () => {
  afterEach(cleanup);

  it('a text: the results as many pages deep as the address asks, shown without asking again', async () => {
    await loadThenShow('/hledat?s=objektiv&page=2');
    // No wait: the cards are there on the first render.
    expect(screen.getAllByTestId('product-card').length).toBeGreaterThan(24);
    expect(screen.getByTestId('product-count').textContent).toMatch(/^\d+ produkt/);
    expect(queryClient.isFetching()).toBe(0);
  });

  it('a text that finds nothing: the nearest words, shown without asking again', async () => {
    await loadThenShow('/en/search?s=ledka', 'en');
    expect(screen.getByTestId('search-suggestion')).toHaveTextContent('Did you mean led?');
    expect(queryClient.isFetching()).toBe(0);
  });

  it('a selection link: its products, shown without asking again', async () => {
    await loadThenShow('/hledat?ids=4,1,999999');
    const cards = screen.getAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Sony FX6',
      'ARRI Alexa Mini LF',
    ]);
    expect(queryClient.isFetching()).toBe(0);
  });

  it('no text: nothing to ask', async () => {
    await loadThenShow('/hledat');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(screen.getByText(/Co hledáte\?/)).toBeInTheDocument();
  });
});
