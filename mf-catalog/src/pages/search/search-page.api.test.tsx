/** Search results and selection links (against the real API). */
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, LocationProbe } from '../../testing/location-probe';
import SearchPage from './search-page';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

async function show(path: string, locale: 'cs' | 'en' = 'cs') {
  return renderPage(
    <>
      <SearchPage />
      <LocationProbe />
    </>,
    { path, pattern: locale === 'en' ? '/en/search' : '/hledat', locale },
  );
}

describe('search page (against the real API)', () => {
  afterEach(cleanup);

  it('finds lenses for "objektiv", with the matching category and the list capabilities', async () => {
    const user = userEvent.setup();
    await show('/hledat?s=objektiv');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Výsledky hledání „objektiv“',
    );
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(24);
    expect(screen.getByTestId('product-count').textContent).toMatch(/^\d+ produkt/);
    const categories = screen.getByRole('navigation', { name: 'Kategorie odpovídající hledání' });
    expect(within(categories).getByRole('link', { name: 'Objektivy' })).toHaveAttribute(
      'href',
      '/objektivy',
    );
    await user.selectOptions(screen.getByLabelText('Řadit'), 'sort_name_asc');
    await waitFor(() => expect(currentLocation()).toBe('/hledat?s=objektiv&sort=sort_name_asc'));
  });

  it('finds lenses for "lens" in English', async () => {
    await show('/en/search?s=lens', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search results for “lens”',
    );
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.length).toBeGreaterThan(10);
    expect(
      screen.getByRole('navigation', { name: 'Categories matching the search' }),
    ).toHaveTextContent('Lenses');
  });

  it('finds cameras first for "kamerou" and lenses for the typo "objektvi"', async () => {
    await show('/hledat?s=kamerou');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.length).toBeGreaterThan(10);
    const categories = screen.getByRole('navigation', { name: 'Kategorie odpovídající hledání' });
    expect(within(categories).getAllByRole('link')[0]).toHaveTextContent('Kamery');
    expect(screen.queryByTestId('search-suggestion')).not.toBeInTheDocument();
    cleanup();

    await show('/hledat?s=objektvi');
    await screen.findAllByTestId('product-card');
    expect(
      screen.getByRole('navigation', { name: 'Kategorie odpovídající hledání' }),
    ).toHaveTextContent('Objektivy');
  });

  it('offers the nearest words as a link when nothing is found', async () => {
    const user = userEvent.setup();
    await show('/hledat?s=stativxyz');
    const suggestion = await screen.findByTestId('search-suggestion');
    expect(suggestion).toHaveTextContent('Měli jste na mysli stativy?');
    await user.click(within(suggestion).getByRole('link', { name: 'stativy' }));
    expect(currentLocation()).toBe('/hledat?s=stativy');
    cleanup();

    await show('/en/search?s=ledka', 'en');
    const english = await screen.findByTestId('search-suggestion');
    expect(english).toHaveTextContent('Did you mean led?');
    expect(within(english).getByRole('link', { name: 'led' })).toHaveAttribute(
      'href',
      '/en/search?s=led',
    );
  });

  it('asks for a query when there is none', async () => {
    await show('/hledat');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hledání');
    expect(screen.getByText(/Co hledáte\?/)).toBeInTheDocument();
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
  });

  it('shows the products of a selection link', async () => {
    await show('/hledat?ids=4,1,999999');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vybrané produkty');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Sony FX6',
      'ARRI Alexa Mini LF',
    ]);
    expect(screen.getByText('2 produkty')).toBeInTheDocument();
  });
});
