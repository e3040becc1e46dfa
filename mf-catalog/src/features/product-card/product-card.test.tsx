/** Product cards and the detail's price against the real API: a configurable set's "from" price. */
import { currencyAtom, shopStore } from '@shop/shared/store';
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, within } from '@testing-library/react';
import SlugPage from '../../pages/slug/slug-page';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

afterEach(() => {
  cleanup();
  shopStore.set(currencyAtom, 'czk');
});

async function cardOf(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  const card = heading.closest<HTMLElement>('[data-testid="product-card"]');
  if (!card) throw new Error(`No card of ${name}`);
  return card;
}

describe('product card', () => {
  it('shows a configurable set from its cheapest configuration', async () => {
    await renderPage(<SlugPage />, { path: '/objektivy', pattern: '/:slug' });
    const set = await cardOf('Sada cine objektivů na míru');
    // The API's priceFrom: 1 080 own + 3 × 400 cheapest lens = 2 280 a day; 2 759 with VAT.
    expect(within(set).getByTestId('product-price')).toHaveTextContent(
      'od 2 280 CZK / den bez DPH',
    );
    expect(set).toHaveTextContent('od 2 759 CZK s DPH');
    expect(set).not.toHaveTextContent('1 080');
    expect(within(set).getByRole('link', { name: 'Sestavte si set' })).toBeInTheDocument();
  });

  it('names its add button by the visible words first, then the product', async () => {
    await renderPage(<SlugPage />, { path: '/en/lenses', pattern: '/en/:slug', locale: 'en' });
    await cardOf('Build your own cine lens set');
    const cards = screen.getAllByTestId('product-card');
    const card = cards.find((each) => within(each).queryByRole('button'));
    if (!card) throw new Error('No card with an add button');
    const name = within(card).getByRole('heading', { level: 3 }).textContent;
    expect(within(card).getByRole('button')).toHaveAccessibleName(`Add to cart – ${name}`);
    expect(within(card).getByRole('button')).toHaveTextContent(/^Add to cart/);
    expect(within(card).getByTestId('product-price')).not.toHaveTextContent(/from/);
  });

  it('shows the "from" price on the set\'s own page, in the chosen currency', async () => {
    shopStore.set(currencyAtom, 'eur');
    await renderPage(<SlugPage />, {
      path: '/en/build-your-own-cine-lens-set',
      pattern: '/en/:slug',
      locale: 'en',
    });
    await screen.findByRole('heading', { level: 1, name: 'Build your own cine lens set' });
    // 2 280 CZK at 25 CZK a euro: 91 EUR.
    expect(screen.getAllByTestId('product-price')[0]).toHaveTextContent(
      'from 91 EUR / day excl. VAT',
    );
  });
});
