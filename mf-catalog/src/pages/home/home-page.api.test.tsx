import { eventBus } from '@shop/shared/event-bus';
import { currencyAtom, shopStore } from '@shop/shared/store';
import { renderPage } from '@test/render-page';
import { act, cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from './home-page';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

describe('home page (against the real API)', () => {
  afterEach(() => {
    cleanup();
    shopStore.set(currencyAtom, 'czk');
  });

  it('shows the claims, category groups, featured and newest products, blog and branches', async () => {
    await renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Půjčovna a prodej filmové a foto techniky',
    );
    const claims = screen.getByRole('list', { name: 'Proč si půjčit u nás' });
    expect(
      within(claims)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Garance nejnižší ceny',
      'Večerní vyzvednutí zdarma',
      'Pojištění v ceně',
      'Doprava na plac',
      'Po–Pá 9–19',
    ]);

    const categories = screen.getByRole('region', { name: 'Kategorie' });
    expect(await within(categories).findByRole('link', { name: 'Objektivy' })).toHaveAttribute(
      'href',
      '/objektivy',
    );
    expect(within(categories).getByRole('region', { name: 'Kamery a optika' })).toBeInTheDocument();

    const featured = await screen.findByTestId('home-featured');
    expect(within(featured).getAllByTestId('product-card')).toHaveLength(5);
    const latest = await screen.findByTestId('home-latest');
    expect(within(latest).getAllByTestId('product-card')).toHaveLength(5);
    expect(within(latest).getAllByTestId('product-price')[0]).toHaveTextContent(/CZK/);

    const blog = screen.getByRole('region', { name: 'Z blogu' });
    expect(await within(blog).findAllByTestId('page-teaser')).toHaveLength(3);
    expect(within(blog).getByRole('link', { name: 'Všechny články' })).toHaveAttribute(
      'href',
      '/blog',
    );

    const branches = screen.getByRole('region', { name: 'Pobočky' });
    expect(await within(branches).findAllByTestId('branch')).toHaveLength(2);
  });

  it('speaks English under /en and follows the shared currency', async () => {
    await renderPage(<HomePage />, { path: '/en', locale: 'en' });
    const latest = await screen.findByTestId('home-latest');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Film and photo equipment');
    expect(await screen.findByRole('link', { name: 'Lenses' })).toHaveAttribute(
      'href',
      '/en/lenses',
    );
    const [first] = within(latest).getAllByTestId('product-card');
    act(() => shopStore.set(currencyAtom, 'eur'));
    expect(within(first as HTMLElement).getByTestId('product-price')).toHaveTextContent(/EUR/);
  });

  it('asks the cart owner to add a product over the event bus', async () => {
    const requests: unknown[] = [];
    const off = eventBus.subscribe('cart:add-item', (request) => requests.push(request));
    await renderPage(<HomePage />);
    const latest = await screen.findByTestId('home-latest');
    const card = within(latest)
      .getAllByTestId('product-card')
      .find((item) => within(item).queryByRole('button')) as HTMLElement;
    const name = within(card).getByRole('heading').textContent;
    await userEvent.click(within(card).getByRole('button'));
    off();
    expect(requests).toEqual([
      expect.objectContaining({ quantity: 1, name, productId: expect.any(Number) }),
    ]);
  });
});
