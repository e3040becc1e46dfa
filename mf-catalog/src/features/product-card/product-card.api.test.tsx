/** Product cards and the detail's price against the real API: a configurable set's "from" price. */
import { currencyAtom, shopStore } from '@shop/shared/store';
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, within } from '@testing-library/react';
import HomePage from '../../pages/home/home-page';
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

  describe('picture', () => {
    const pictureOf = (card: HTMLElement | undefined) => {
      const image = card?.querySelector('img');
      if (!image) throw new Error('No picture in the card');
      return image;
    };

    it("reserves its 4:3 box and loads the list's first cards at once, first of all", async () => {
      await renderPage(<SlugPage />, { path: '/objektivy', pattern: '/:slug' });
      await cardOf('Sada cine objektivů na míru');
      const cards = screen.getAllByTestId('product-card');
      expect(cards.length).toBeGreaterThan(3);
      const first = pictureOf(cards[0]);
      expect(first).toHaveAttribute(
        'src',
        expect.stringMatching(/^\/api\/product-image\/\d+\.svg$/),
      );
      expect(first).toHaveAttribute('width', '400');
      expect(first).toHaveAttribute('height', '300');
      expect(first).toHaveAttribute('decoding', 'async');
      expect(first).toHaveAttribute('loading', 'eager');
      expect(first).toHaveAttribute('fetchpriority', 'high');
      // The third card: in a desktop's first screen, not a phone's.
      const third = pictureOf(cards[2]);
      expect(third).toHaveAttribute('loading', 'eager');
      expect(third).toHaveAttribute('fetchpriority', 'auto');
      // The fourth card, a desktop's second row: below the fold everywhere.
      const later = pictureOf(cards[3]);
      expect(later).toHaveAttribute('width', '400');
      expect(later).toHaveAttribute('height', '300');
      expect(later).toHaveAttribute('decoding', 'async');
      expect(later).toHaveAttribute('loading', 'lazy');
      expect(later).not.toHaveAttribute('fetchpriority', 'high');
    });

    it('on the home page loads the featured cards at once, none before the heading, the newest lazily', async () => {
      await renderPage(<HomePage />, { path: '/', pattern: '/' });
      const featured = await screen.findByTestId('home-featured');
      const latest = await screen.findByTestId('home-latest');
      const featuredCards = within(featured).getAllByTestId('product-card');
      expect(pictureOf(featuredCards[0])).toHaveAttribute('loading', 'eager');
      expect(pictureOf(featuredCards[0])).toHaveAttribute('fetchpriority', 'auto');
      expect(pictureOf(featuredCards[0])).toHaveAttribute('decoding', 'async');
      const latestCards = within(latest).getAllByTestId('product-card');
      expect(pictureOf(latestCards[0])).toHaveAttribute('loading', 'lazy');
      expect(pictureOf(latestCards[0])).not.toHaveAttribute('fetchpriority', 'high');
    });
  });
});
