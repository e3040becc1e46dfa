/**
 * The product list of a category page against the real API: the URL is the list's state, so a
 * copied link shows the same products.
 */
import { dataLayer } from '@shop/shared/analytics';
import { removeCookie } from '@shop/shared/cookies';
import type { ShopEvents } from '@shop/shared/event-bus';
import { eventBus } from '@shop/shared/event-bus';
import { allowAnalytics } from '@test/analytics-consent';
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SlugPage from '../../pages/slug/slug-page';
import { currentLocation, LocationProbe } from '../../testing/location-probe';

// The pages' analytics events are looked for: the shopper allowed analytics.
beforeAll(allowAnalytics);

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** Renders a category page and waits for the category (heading, filters) and its products. */
async function showCategory(path: string, heading = 'Objektivy') {
  const locale = path.startsWith('/en/') ? 'en' : 'cs';
  await renderPage(
    <>
      <SlugPage />
      <LocationProbe />
    </>,
    { path, pattern: locale === 'en' ? '/en/:slug' : '/:slug', locale },
  );
  await screen.findByRole('heading', { level: 1, name: heading });
  return screen.findAllByTestId('product-card');
}

function cardNames() {
  return screen
    .getAllByTestId('product-card')
    .map((card) => within(card).getByRole('heading').textContent);
}

describe('category product list (against the real API)', () => {
  afterEach(() => {
    cleanup();
    removeCookie('gridStyle');
  });

  it('shows the category, its count with a Czech plural and the first 24 products', async () => {
    const cards = await showCategory('/objektivy');
    expect(cards).toHaveLength(24);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Objektivy');
    expect(screen.getByTestId('product-count')).toHaveTextContent('62 produktů');
    expect(screen.getByLabelText('Řadit')).toHaveValue('sort_old_desc');
    expect(screen.getByText('Zobrazeno 24 z 62')).toBeInTheDocument();
    expect(dataLayer()).toContainEqual({
      event: 'view_item_list',
      ecommerce: expect.objectContaining({
        item_list_name: 'category:objektivy',
        items: expect.arrayContaining([expect.objectContaining({ item_category: 'Objektivy' })]),
      }),
    });
  });

  it('filters, sorts and limits the price; the URL carries it all and restores the same view', async () => {
    const user = userEvent.setup();
    await showCategory('/objektivy');
    await user.click(await screen.findByRole('checkbox', { name: 'PL (19)' }));
    await waitFor(() => expect(currentLocation()).toBe('/objektivy?f3_select=17'));
    await waitFor(() =>
      expect(screen.getByTestId('product-count')).toHaveTextContent('19 produktů'),
    );

    await user.selectOptions(screen.getByLabelText('Řadit'), 'sort_price_asc');
    await waitFor(() =>
      expect(currentLocation()).toBe('/objektivy?sort=sort_price_asc&f3_select=17'),
    );

    const price = screen.getByRole('group', { name: 'Cena za den (CZK bez DPH)' });
    await user.type(within(price).getByLabelText('Od'), '500');
    await user.type(within(price).getByLabelText('Do'), '2000');
    await user.click(within(price).getByRole('button', { name: 'Použít' }));
    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/objektivy?priceMin=500&priceMax=2000&sort=sort_price_asc&f3_select=17',
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('product-count').textContent).toMatch(/^([1-9]|1[0-8]) produkt/),
    );
    const count = screen.getByTestId('product-count').textContent;
    const names = cardNames();
    const prices = screen
      .getAllByTestId('product-price')
      .map((element) => Number((element.textContent ?? '').split('CZK')[0]?.replace(/\D/g, '')));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((amount) => amount >= 500 && amount <= 2000)).toBe(true);

    // A link copied from here opens the same list.
    const url = currentLocation();
    cleanup();
    await showCategory(url);
    await waitFor(() => expect(screen.getByTestId('product-count')).toHaveTextContent(count ?? ''));
    expect(cardNames()).toEqual(names);
    expect(screen.getByLabelText('Řadit')).toHaveValue('sort_price_asc');
    // The ticked mount counts what the price range leaves of it: the list shown.
    const shown = (count ?? '').split(' ')[0];
    expect(screen.getByRole('checkbox', { name: `PL (${shown})` })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Cena za den (CZK bez DPH)' })).getByLabelText('Od'),
    ).toHaveValue(500);
  });

  it('counts 1 produkt and 2 produkty, and clears the filters again', async () => {
    const user = userEvent.setup();
    await showCategory('/objektivy?f3_select=3');
    await waitFor(() =>
      expect(screen.getByTestId('product-count')).toHaveTextContent(/^1 produkt$/),
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'LPL (1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nikon Z (2)' }));
    await waitFor(() =>
      expect(screen.getByTestId('product-count')).toHaveTextContent(/^2 produkty$/),
    );
    expect(currentLocation()).toBe('/objektivy?f3_select=51');
    await user.click(
      screen.getAllByRole('button', { name: 'Zrušit všechny filtry' })[0] as HTMLElement,
    );
    await waitFor(() =>
      expect(screen.getByTestId('product-count')).toHaveTextContent('62 produktů'),
    );
    expect(currentLocation()).toBe('/objektivy');
  });

  it('counts each value beside the other ticked filters: the number ticked is the number shown', async () => {
    const user = userEvent.setup();
    await showCategory('/kamery', 'Kamery');
    const countOf = (name: string) => {
      const box = screen.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
      return Number(/\((\d+)\)$/.exec(box.closest('label')?.textContent ?? '')?.[1]);
    };
    await screen.findByRole('checkbox', { name: /^Sony E \(\d+\)$/ });
    const sonyInCategory = countOf('Sony E');
    const fullFrame = countOf('Full frame');

    await user.click(screen.getByRole('checkbox', { name: /^Full frame \(/ }));
    await waitFor(() =>
      expect(screen.getByTestId('product-count')).toHaveTextContent(
        new RegExp(`^${fullFrame} produkt`),
      ),
    );
    // Sony E now counts its full-frame cameras only; the sensor sizes stay alternatives.
    await waitFor(() => expect(countOf('Sony E')).toBeLessThan(sonyInCategory));
    expect(countOf('Full frame')).toBe(fullFrame);
    const sonyFullFrame = countOf('Sony E');
    expect(sonyFullFrame).toBeGreaterThan(0);

    await user.click(screen.getByRole('checkbox', { name: /^Sony E \(/ }));
    await waitFor(() =>
      expect(screen.getByTestId('product-count')).toHaveTextContent(
        new RegExp(`^${sonyFullFrame} produkt`),
      ),
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(sonyFullFrame);
  });

  it('applies a range filter of the category (focal length in mm)', async () => {
    const user = userEvent.setup();
    await showCategory('/objektivy');
    const focal = await screen.findByRole('group', { name: 'Ohnisková vzdálenost (mm)' });
    await user.type(within(focal).getByLabelText('Od'), '20');
    await user.type(within(focal).getByLabelText('Do'), '60');
    await user.click(within(focal).getByRole('button', { name: 'Použít' }));
    await waitFor(() => expect(currentLocation()).toBe('/objektivy?f5_range=20%2C60'));
    await waitFor(() =>
      expect(screen.getByTestId('product-count').textContent).toMatch(
        /^([0-9]|[1-5][0-9]) produkt/,
      ),
    );
  });

  it('loads 24 more on request, appending them, and a URL with page=2 shows both pages', async () => {
    const user = userEvent.setup();
    await showCategory('/objektivy');
    const first = cardNames();
    await user.click(screen.getByRole('button', { name: 'Načíst dalších 24 produktů' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(48));
    expect(cardNames().slice(0, 24)).toEqual(first);
    expect(currentLocation()).toBe('/objektivy?page=2');
    const two = cardNames();
    // 62 products: the last page has 14.
    await user.click(screen.getByRole('button', { name: 'Načíst dalších 14 produktů' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(62));
    expect(screen.queryByRole('button', { name: /Načíst/ })).not.toBeInTheDocument();

    cleanup();
    await showCategory('/objektivy?page=2');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(48));
    expect(cardNames()).toEqual(two);
  });

  it('keeps the grid style in a cookie (big by default)', async () => {
    const user = userEvent.setup();
    await showCategory('/objektivy');
    expect(screen.getByRole('button', { name: 'Velké dlaždice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-grid', 'big');
    await user.click(screen.getByRole('button', { name: 'Malé dlaždice' }));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-grid', 'small');
    expect(document.cookie).toContain('shop_grid=small');
    cleanup();
    await showCategory('/objektivy');
    expect(screen.getByRole('button', { name: 'Malé dlaždice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-grid', 'small');
  });

  it('copies a link with the filters and a link listing picked products, with notices', async () => {
    const user = userEvent.setup();
    const notices: Array<ShopEvents['notice:show']> = [];
    const off = eventBus.subscribe('notice:show', (notice) => notices.push(notice));
    await showCategory('/objektivy?sort=sort_name_asc');
    await user.click(screen.getByRole('button', { name: 'Zkopírovat odkaz s filtry' }));
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/objektivy?sort=sort_name_asc`,
    );
    expect(notices[0]).toEqual({ kind: 'success', message: 'Odkaz s filtry je ve schránce.' });

    const [first, second] = screen.getAllByTestId('product-card') as HTMLElement[];
    await user.click(within(first as HTMLElement).getByRole('checkbox'));
    await user.click(within(second as HTMLElement).getByRole('checkbox'));
    expect(screen.getByText('Vybráno: 2 produkty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkopírovat odkaz na výběr' }));
    await waitFor(() => expect(notices).toHaveLength(2));
    const ids = [first, second].map((card) => card?.getAttribute('data-product-id')).join(',');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/hledat?ids=${ids}`,
    );
    expect(notices[1]).toEqual({
      kind: 'success',
      message: 'Odkaz na vybrané produkty je ve schránce.',
    });
    off();
  });

  it('tells when nothing matches and offers to clear the filters', async () => {
    await renderPage(<SlugPage />, { path: '/objektivy?priceMin=99999', pattern: '/:slug' });
    expect(await screen.findByText('Filtrům neodpovídá žádný produkt.')).toBeInTheDocument();
    expect(screen.getByTestId('product-count')).toHaveTextContent('0 produktů');
  });

  it('speaks English under /en, with the English slug', async () => {
    await showCategory('/en/lenses', 'Lenses');
    expect(screen.getByTestId('product-count')).toHaveTextContent('62 products');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Recently added');
  });
});
