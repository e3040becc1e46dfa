/** A product's page against the real API (the demo order books the only ARRI Alexa Mini LF). */
import { dataLayer } from '@shop/shared/analytics';
import { getJson } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type { DocumentResponse } from '@shop/shared/contract';
import { eventBus, type ShopEvents } from '@shop/shared/event-bus';
import { pageMetaAtom } from '@shop/shared/meta';
import { currencyAtom, shopStore } from '@shop/shared/store';
import { allowAnalytics } from '@test/analytics-consent';
import { signInThroughApi } from '@test/api-session';
import { renderPage } from '@test/render-page';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEMO_FREQUENT_CUSTOMER,
  DEMO_FREQUENT_CUSTOMER_PASSWORD,
} from '../../../../api/src/db/seed/checkout-data';
import SlugPage from '../../pages/slug/slug-page';

// The pages' analytics events are looked for: the shopper allowed analytics.
beforeAll(allowAnalytics);

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

async function showProduct(path: string, name: string, locale: 'cs' | 'en' = 'cs') {
  const view = await renderPage(<SlugPage />, {
    path,
    pattern: locale === 'en' ? '/en/:slug' : '/:slug',
    locale,
  });
  await screen.findByRole('heading', { level: 1, name });
  return view;
}

/** The next month's days in Prague, e.g. ['2026-12-10', '2026-12-12']. */
function nextMonthDays(first: number, last: number) {
  const [year = 0, month = 1] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' })
    .format(new Date())
    .split('-')
    .map(Number);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const iso = (day: number) =>
    `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return [iso(first), iso(last)];
}

describe('product detail (against the real API)', () => {
  afterEach(() => {
    cleanup();
    shopStore.set(currencyAtom, 'czk');
    clearTokens();
  });

  it('shows name, brand, prices, usual stock, meta with both languages and JSON-LD', async () => {
    const { container } = await showProduct('/arri-alexa-mini-lf', 'ARRI Alexa Mini LF');
    expect(screen.getByRole('heading', { level: 1 }).previousElementSibling).toHaveTextContent(
      'ARRI',
    );
    expect(screen.getAllByTestId('product-price')[0]).toHaveTextContent(/CZK \/ den bez DPH/);
    expect(screen.getByTestId('usual-stock')).toHaveTextContent('Běžně máme 1 kus');
    expect(shopStore.get(pageMetaAtom)).toMatchObject({
      title: 'ARRI Alexa Mini LF',
      alternates: { cs: '/arri-alexa-mini-lf', en: '/en/arri-alexa-mini-lf' },
    });
    expect(shopStore.get(pageMetaAtom).description).toMatch(/ARRI/);
    // The product's structured data (beside the breadcrumbs', once the categories are known).
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .find((item) => item['@type'] === 'Product');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'ARRI Alexa Mini LF',
      brand: { name: 'ARRI' },
      offers: { '@type': 'Offer', priceCurrency: 'CZK' },
    });
    expect(dataLayer()).toContainEqual(
      expect.objectContaining({
        event: 'view_item',
        ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: '1' })] }),
      }),
    );

    act(() => shopStore.set(currencyAtom, 'eur'));
    expect(screen.getAllByTestId('product-price')[0]).toHaveTextContent(/EUR/);
  });

  it('has keyboard tabs: parameters with units, alternatives, sets and manuals', async () => {
    const user = userEvent.setup();
    await showProduct('/arri-alexa-mini-lf', 'ARRI Alexa Mini LF');
    const tablist = screen.getByRole('tablist', { name: 'Informace o produktu' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Parametry',
      'Alternativy (3)',
      'Sety (1)',
      'Návody (2)',
    ]);
    const parameters = screen.getByRole('tabpanel', { name: 'Parametry' });
    expect(within(parameters).getByRole('row', { name: /Bajonet LPL/ })).toBeInTheDocument();
    expect(within(parameters).getByRole('row', { name: /Hmotnost .* kg/ })).toBeInTheDocument();

    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alternativy (3)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Alternativy (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const alternatives = screen.getByRole('tabpanel', { name: 'Alternativy (3)' });
    expect(within(alternatives).getAllByTestId('product-card')).toHaveLength(3);
    expect(screen.queryByRole('tabpanel', { name: 'Parametry' })).not.toBeInTheDocument();

    await user.keyboard('{End}');
    const manuals = screen.getByRole('tabpanel', { name: 'Návody (2)' });
    const links = within(manuals).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/product-manual\/\d+\.pdf$/),
    );
    expect(links[0]).toHaveTextContent(/PDF, čeština/);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'Sety (1)' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Parametry' })).toHaveFocus();

    expect(await screen.findByRole('heading', { name: 'Podobné produkty' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Podobné produkty' });
    expect(within(related).getAllByTestId('product-card')).toHaveLength(10);
    const accessories = await screen.findByRole('region', { name: 'Doporučené příslušenství' });
    expect(within(accessories).getAllByTestId('product-card').length).toBeGreaterThan(0);
  });

  it('with no free piece for the picked dates shows the alternatives first', async () => {
    // The demo order reserves the only piece from a Monday to a Wednesday ahead; its estimate
    // says which.
    const { document } = await getJson<DocumentResponse>(
      '/document/estimate/7c1e5a92d4b84f0e9a3b6d2c8e1f4a57',
    );
    const monday = document.rentalFrom?.slice(0, 10) ?? '';
    const tuesday = new Date(Date.parse(`${monday}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    eventBus.publish('rental:dates', { from: monday, to: tuesday });
    await showProduct('/arri-alexa-mini-lf', 'ARRI Alexa Mini LF');
    expect(await screen.findByText('V tomto termínu není volný žádný kus.')).toBeInTheDocument();
    // Nothing to offer instead: only the warning that an order would wait for the shop.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Objednávka 1 ks by v tomto termínu čekala na naše potvrzení.',
    );
    expect(within(screen.getByRole('alert')).queryByRole('button')).not.toBeInTheDocument();
    const alternatives = screen.getByRole('region', {
      name: 'Tento produkt v termínu není volný. Vyberte si náhradu:',
    });
    expect(within(alternatives).getAllByTestId('product-card')).toHaveLength(3);
    cleanup();

    const [free = '', freeTo = ''] = nextMonthDays(23, 24);
    eventBus.publish('rental:dates', { from: free, to: freeTo });
    await showProduct('/arri-alexa-mini-lf', 'ARRI Alexa Mini LF');
    expect(await screen.findByText('V termínu je volných 1 z 1 ks.')).toBeInTheDocument();
    expect(screen.queryByTestId('alternatives-now')).not.toBeInTheDocument();
  });

  it('warns when more pieces are chosen than are free and offers the free count', async () => {
    const user = userEvent.setup();
    const added: Array<ShopEvents['cart:add-item']> = [];
    const off = eventBus.subscribe('cart:add-item', (item) => added.push(item));
    // The shop has one Alexa Mini LF, free on these days.
    const [from = '', to = ''] = nextMonthDays(23, 24);
    eventBus.publish('rental:dates', { from, to });
    await showProduct('/arri-alexa-mini-lf', 'ARRI Alexa Mini LF');
    expect(await screen.findByText('V termínu je volných 1 z 1 ks.')).toBeInTheDocument();
    const quantity = screen.getByLabelText('Počet kusů');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '3');
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(
      'V termínu je volných jen 1 ks. Objednávka 3 ks by čekala na naše potvrzení.',
    );
    expect(quantity).toHaveAccessibleDescription(/volných jen 1 ks/);

    await user.click(within(warning).getByRole('button', { name: 'Změnit počet na 1 ks' }));
    expect(quantity).toHaveValue(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přidat do košíku – ARRI Alexa Mini LF' }));
    expect(added).toEqual([expect.objectContaining({ productId: 1, quantity: 1 })]);
    off();
    cleanup();

    // The same in English.
    eventBus.publish('rental:dates', { from, to });
    await showProduct('/en/arri-alexa-mini-lf', 'ARRI Alexa Mini LF', 'en');
    expect(await screen.findByText('1 of 1 pcs are free on these dates.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only 1 pcs are free on these dates. An order of 2 pcs would wait for our confirmation.',
    );
    expect(
      within(screen.getByRole('alert')).getByRole('button', {
        name: 'Change the quantity to 1 pcs',
      }),
    ).toBeInTheDocument();
  });

  it('picks dates in the calendar, shares them and adds the rental to the cart', async () => {
    const user = userEvent.setup();
    const picked: Array<ShopEvents['rental:dates']> = [];
    const added: Array<ShopEvents['cart:add-item']> = [];
    const offDates = eventBus.subscribe('rental:dates', (dates) => picked.push(dates));
    const offCart = eventBus.subscribe('cart:add-item', (item) => added.push(item));
    const [from, to] = nextMonthDays(10, 12);
    // Dates picked on another page show at once; the shopper clears them and picks others.
    eventBus.publish('rental:dates', { from: to as string, to: to as string });
    await showProduct('/en/sony-fx6', 'Sony FX6', 'en');
    const calendar = screen.getByRole('group', { name: 'Rental dates' });
    // The calendar's code loads when the shopper reaches for it: until then its place shows the
    // dates and a button, which makes it and puts the focus on the picked day (a mouse over the
    // picker makes it too).
    expect(within(calendar).queryByRole('grid')).not.toBeInTheDocument();
    act(() => within(calendar).getByRole('button', { name: 'Choose the dates' }).focus());
    await user.keyboard('{Enter}');
    const pickedDay = await within(calendar).findByRole('button', { name: / 12 .*selected/ });
    await waitFor(() => expect(pickedDay).toHaveFocus());
    await user.click(within(calendar).getByRole('button', { name: 'Clear the dates' }));
    await user.click(within(calendar).getByRole('button', { name: /previous month/i }));
    await user.click(within(calendar).getByRole('button', { name: /next month/i }));
    await user.click(within(calendar).getByRole('button', { name: / 10 / }));
    await user.click(within(calendar).getByRole('button', { name: / 12 / }));
    expect(picked.at(-1)).toEqual({ from, to });
    expect(await screen.findByText(/pcs are free on these dates/)).toBeInTheDocument();

    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart – Sony FX6' }));
    expect(added).toEqual([
      expect.objectContaining({ productId: 4, quantity: 2, isSale: false, name: 'Sony FX6' }),
    ]);
    expect(dataLayer()).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({ currency: 'CZK' }),
      }),
    );
    offDates();
    offCart();
  });

  it("opens closed days for the night safe in a signed-in frequent customer's calendar", async () => {
    const user = userEvent.setup();
    const legend = (text: RegExp) => within(calendar()).findByText(text);
    const calendar = () => screen.getByRole('group', { name: 'Rental dates' });
    // A guest: the branch's closed days are closed.
    const guest = await showProduct('/en/sony-fx6', 'Sony FX6', 'en');
    await user.click(within(calendar()).getByRole('button', { name: 'Choose the dates' }));
    expect(await legend(/the branch is closed/)).not.toHaveTextContent(/night safe/);
    guest.unmount();
    // The frequent customer, signed in: the same days are open for the night safe.
    await signInThroughApi(DEMO_FREQUENT_CUSTOMER.email, DEMO_FREQUENT_CUSTOMER_PASSWORD);
    await showProduct('/en/sony-fx6', 'Sony FX6', 'en');
    await user.click(within(calendar()).getByRole('button', { name: 'Choose the dates' }));
    expect(await legend(/you can use the night safe at any time/)).toBeInTheDocument();
  });

  it('lets a dynamic product be configured and sends the configuration to the cart', async () => {
    const user = userEvent.setup();
    const added: Array<ShopEvents['cart:add-item']> = [];
    const off = eventBus.subscribe('cart:add-item', (item) => added.push(item));
    await showProduct('/bezdratovy-zvukovy-set-na-miru', 'Bezdrátový zvukový set na míru');
    const button = screen.getByRole('button', {
      name: 'Přidat do košíku – Bezdrátový zvukový set na míru',
    });
    // The wireless group needs at least one set: it starts with its first one.
    const first = screen.getByRole('spinbutton', { name: 'Počet kusů: Sennheiser EW-DP ME2 set' });
    expect(first).toHaveValue(1);
    expect(button).toBeEnabled();
    await user.clear(first);
    await user.type(first, '0');
    expect(button).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Doplňte výběr: Bezdrátové sety');
    const pieces = screen.getByRole('spinbutton', { name: 'Počet kusů: DJI Mic 2' });
    await user.clear(pieces);
    await user.type(pieces, '2');
    expect(button).toBeEnabled();
    expect(screen.getByText(/Orientační cena setu: 725/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Zoom F6/ }));
    expect(screen.getByText(/Orientační cena setu: 1\s325/)).toBeInTheDocument();
    await user.click(button);
    expect(added).toEqual([
      expect.objectContaining({
        productId: 410,
        type: 'dynamicProduct',
        configuration: {
          wireless: [{ productId: 280, quantity: 2 }],
          recorder: [{ productId: 31, quantity: 1 }],
        },
      }),
    ]);
    off();
  });

  it('keeps a guest’s favourite mark in this browser', async () => {
    const user = userEvent.setup();
    await showProduct('/sony-fx6', 'Sony FX6');
    await user.click(screen.getByRole('button', { name: 'Přidat do oblíbených' }));
    expect(screen.getByRole('button', { name: 'Odebrat z oblíbených' })).toBeInTheDocument();
    expect(localStorage.getItem('shop_favourites')).toBe('[4]');
    await user.click(screen.getByRole('button', { name: 'Odebrat z oblíbených' }));
    expect(localStorage.getItem('shop_favourites')).toBeNull();
  });
});
