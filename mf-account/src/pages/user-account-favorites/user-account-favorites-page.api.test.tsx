/** Favourite equipment against the real API, in Czech and English. */
import { getJson, postForm } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type { FavouritesResponse } from '@shop/shared/contract';
import { queryClient } from '@shop/shared/query';
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCustomerWithOrder } from '../../testing/account-with-order';
import UserAccountFavoritesPage from './user-account-favorites-page';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** Sony FX6, rented, with a few pieces. */
const SONY = 4;

async function addFavourite(productId: number): Promise<void> {
  await postForm<FavouritesResponse>('/favourites/add', { productId });
}

const list = () => getJson<FavouritesResponse>('/favourites');

/** Picks two days of next month ('Thursday, 12 November 2026' / 'čtvrtek, 12. listopadu 2026'). */
async function pickNextMonth(calendar: HTMLElement, first: number, last: number) {
  const user = userEvent.setup();
  const day = (n: number) => new RegExp(`, ${n}\\.? `);
  await user.click(within(calendar).getByRole('button', { name: /next month|další měsíc/i }));
  await user.click(within(calendar).getByRole('button', { name: day(first) }));
  await user.click(within(calendar).getByRole('button', { name: day(last) }));
}

describe('favourite equipment page (against the real API)', () => {
  afterEach(() => {
    cleanup();
    clearTokens();
    queryClient.clear();
  });

  it('lists a favourite linking to the product, watches a period and ends the watch, in Czech', async () => {
    const user = userEvent.setup();
    await signedInCustomerWithOrder('Oblíbené');
    await addFavourite(SONY);
    await renderPage(<UserAccountFavoritesPage />, { path: '/ucet/oblibena-technika' });

    const link = await screen.findByRole('link', { name: /Sony FX6/ });
    expect(link).toHaveAttribute('href', '/sony-fx6');
    expect(link).toHaveTextContent(/CZK \/ den bez DPH/);
    const tabs = screen.getByRole('navigation', { name: 'Můj účet' });
    expect(within(tabs).getByRole('link', { name: 'Oblíbená technika' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Hlídat dostupnost' }));
    // Nothing picked: the message sits next to the calendar.
    await user.click(screen.getByRole('button', { name: 'Hlídat termín' }));
    expect(await screen.findByText('Vyberte první a poslední den.')).toBeInTheDocument();

    await pickNextMonth(screen.getByRole('group', { name: 'Termín, který hlídat' }), 10, 12);
    const quantity = screen.getByLabelText(/Počet kusů/);
    await user.clear(quantity);
    await user.type(quantity, '51');
    await user.click(screen.getByRole('button', { name: 'Hlídat termín' }));
    expect(await screen.findByText('Zadejte 1 až 50 kusů.')).toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.click(screen.getByRole('button', { name: 'Hlídat termín' }));
    expect(await screen.findByText(/Hlídáme\. Jakmile bude dost kusů volných/)).toBeInTheDocument();
    const watched = await screen.findByText(/50 kusů — hlídáme/);
    expect(watched).toBeInTheDocument();
    const [favourite] = (await list()).favourites;
    expect(favourite?.watches).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Přestat hlídat termín/ }));
    await waitFor(() => expect(screen.queryByText(/50 kusů — hlídáme/)).not.toBeInTheDocument());
    expect((await list()).favourites[0]?.watches).toEqual([]);
  });

  it('says at once when the pieces are free, removes the favourite and leads to the catalogue, in English', async () => {
    const user = userEvent.setup();
    await signedInCustomerWithOrder('Favourites');
    await addFavourite(SONY);
    await renderPage(<UserAccountFavoritesPage />, { path: '/en/account/favorites', locale: 'en' });

    const link = await screen.findByRole('link', { name: /Sony FX6/ });
    expect(link).toHaveAttribute('href', '/en/sony-fx6');
    await user.click(screen.getByRole('button', { name: 'Watch availability' }));
    await pickNextMonth(screen.getByRole('group', { name: 'Period to watch' }), 20, 21);
    await user.click(screen.getByRole('button', { name: 'Watch the period' }));
    expect(
      await screen.findByText(/pieces? (is|are) free for this period already/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rent it' })).toHaveAttribute('href', '/en/sony-fx6');
    expect((await list()).favourites[0]?.watches).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Sony FX6 from favourites' }));
    expect(
      await screen.findByText(
        'You have no favourite equipment yet. The heart on a product keeps it here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the equipment' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect((await list()).favourites).toEqual([]);
  });

  it('shows a notified watch as e-mailed', async () => {
    await signedInCustomerWithOrder('Upozornění');
    await addFavourite(SONY);
    await renderPage(<UserAccountFavoritesPage />, { path: '/en/account/favorites', locale: 'en' });
    await screen.findByRole('link', { name: /Sony FX6/ });
    queryClient.setQueryData<FavouritesResponse>(['account', 'favourites'], (data) =>
      data
        ? {
            ...data,
            favourites: data.favourites.map((item) => ({
              ...item,
              watches: [
                {
                  id: 1,
                  dateFrom: '2031-03-04T00:00',
                  dateTo: '2031-03-05T23:59',
                  quantity: 2,
                  notifiedAt: '2031-02-01T10:00:00.000Z',
                },
              ],
            })),
          }
        : data,
    );
    expect(await screen.findByText(/2 pieces — we've e-mailed you/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the customer is not signed in', async () => {
    clearTokens();
    await renderPage(<UserAccountFavoritesPage />, { path: '/ucet/oblibena-technika' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zkusit znovu|Znovu/ })).toBeInTheDocument();
  });
});
