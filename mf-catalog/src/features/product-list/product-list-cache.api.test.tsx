/**
 * The product list keeps its pages in the query cache (against the real API): a shopper who opens
 * a product and comes back sees the list at once, and the API is not asked again.
 */
import { apiClient } from '@shop/shared/api-client';
import { queryClient } from '@shop/shared/query';
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import SlugPage from '../../pages/slug/slug-page';
import { currentLocation, LocationProbe } from '../../testing/location-probe';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** The browser's back button, for the memory router. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

/** Every request the page's API client sends, as 'POST /products', until `stop`. */
function recordRequests() {
  const requests: string[] = [];
  const client = apiClient();
  const id = client.interceptors.request.use((config) => {
    requests.push(`${config.method?.toUpperCase()} ${config.url}`);
    return config;
  });
  return { requests, stop: () => client.interceptors.request.eject(id) };
}

describe('product list cache (against the real API)', () => {
  afterEach(cleanup);

  it('going back to a visited product list renders from cache with no request', async () => {
    const user = userEvent.setup();
    const { requests, stop } = recordRequests();
    try {
      await renderPage(
        <>
          <SlugPage />
          <LocationProbe />
          <BackButton />
        </>,
        { path: '/objektivy', pattern: '/:slug' },
      );
      await screen.findByRole('heading', { level: 1, name: 'Objektivy' });
      expect(await screen.findAllByTestId('product-card')).toHaveLength(24);
      await user.click(screen.getByRole('button', { name: 'Načíst dalších 24 produktů' }));
      await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(48));
      expect(currentLocation()).toBe('/objektivy?page=2');
      // The list's two pages: the first, then the one load more asked for.
      expect(requests.filter((request) => request === 'POST /products')).toHaveLength(2);

      const [card] = screen.getAllByTestId('product-card') as HTMLElement[];
      const link = within(card as HTMLElement)
        .getByRole('heading')
        .querySelector('a');
      const name = link?.textContent ?? '';
      await user.click(link as HTMLAnchorElement);
      await screen.findByRole('heading', { level: 1, name });
      expect(screen.queryByTestId('product-grid')).not.toBeInTheDocument();
      // The product's own requests (related products, accessories) are over.
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      requests.length = 0;

      await user.click(screen.getByRole('button', { name: 'Back' }));
      // At once: no loading state, the heading, both pages and their count, nothing asked.
      expect(currentLocation()).toBe('/objektivy?page=2');
      // The only status on the page is the location probe's <output>: no loading state.
      expect(screen.getAllByRole('status')).toEqual([screen.getByTestId('location')]);
      expect(screen.getByRole('heading', { level: 1, name: 'Objektivy' })).toBeInTheDocument();
      expect(screen.getAllByTestId('product-card')).toHaveLength(48);
      expect(screen.getByText('Zobrazeno 48 z 62')).toBeInTheDocument();
      expect(queryClient.isFetching()).toBe(0);

      // Nor a moment later (a refresh in the background would have started by now).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(requests.filter((request) => request === 'POST /products')).toEqual([]);
      // Neither is the slug or the category asked again.
      expect(requests).toEqual([]);
    } finally {
      stop();
    }
  });
});
