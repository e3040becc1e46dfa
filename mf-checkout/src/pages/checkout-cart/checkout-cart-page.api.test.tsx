import { dataLayer } from '@shop/shared/analytics';
import { readCookie, writeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { formatPrice } from '@shop/shared/format';
import { queryClient } from '@shop/shared/query';
import { allowAnalytics } from '@test/analytics-consent';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCart } from '../../features/cart/api/get-cart';
import { postShareCart } from '../../features/cart/api/share-cart';
import { postCartUpdate } from '../../features/cart/api/update-cart';
import {
  cartWith,
  completeCart,
  currentCart,
  currentLocation,
  forgetCart,
  personalData,
  placeOrder,
  renderCheckoutPage,
  updateCurrentCart,
} from '../../testing/render-checkout';
import CheckoutCartPage from './checkout-cart-page';

// The pages' analytics events are looked for: the shopper allowed analytics.
beforeAll(allowAnalytics);

const cs = { path: '/checkout/kosik' };
const en = { path: '/en/checkout/cart', locale: 'en' as const };

// Seeded catalogue (api/src/db/seed/catalogue.ts: products, then kits, then dynamic products).
const SONY_FX6_KIT = 396;
const CINE_LENS_SET = 408;
const ZEISS_SUPREME_25_35_50 = [73, 74, 75];

/** The cart line (list item) showing this name. */
function cartLine(name: string): HTMLElement {
  const line = screen.getByText(name).closest<HTMLElement>('[data-testid="cart-line"]');
  if (!line) throw new Error(`No cart line of ${name}`);
  return line;
}

function contentsOf(line: HTMLElement): string[] {
  return within(within(line).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('cart page (against the real API)', () => {
  beforeEach(() => forgetCart());

  it('starts a new, empty cart for a first visit', async () => {
    await renderCheckoutPage(<CheckoutCartPage />, cs);
    expect(await screen.findByText('Košík je prázdný.')).toBeInTheDocument();
    expect(readCookie('cartCode')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Kroky objednávky' })).toBeInTheDocument();
  });

  it('lists rent lines with totals and removes the last item into a new cart', async () => {
    const before = await cartWith([{ id: 1, quantity: 2 }]);
    await renderCheckoutPage(<CheckoutCartPage />, en);
    const line = await screen.findByTestId('cart-line');
    expect(line).toHaveTextContent(/CZK/);
    expect(screen.getByRole('heading', { name: 'Rental' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-price')).not.toHaveTextContent(/^0/);
    expect(screen.getByText('Basic insurance for the Czech Republic')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Remove .* from the cart$/ }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(currentCart().cartCode).not.toBe(before.cartCode);
    expect(readCookie('cartCode')).toBe(currentCart().cartCode);
    expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'remove_from_cart' }));
  });

  it('changes the quantity of a line', async () => {
    await cartWith([{ id: 2 }]);
    await renderCheckoutPage(<CheckoutCartPage />, cs);
    const select = await screen.findByRole('combobox', { name: /^Množství/ });
    await userEvent.selectOptions(select, '3');
    await waitFor(() => expect(currentCart().itemCount).toBe(3));
    expect(screen.getByRole('combobox', { name: /^Množství/ })).toHaveValue('3');
  });

  it('a failed quantity change rolls back and says why', async () => {
    const cart = await completeCart();
    await renderCheckoutPage(<CheckoutCartPage />, en);
    const select = await screen.findByRole('combobox', { name: /^Quantity/ });
    expect(select).toHaveValue('1');
    // Meanwhile an order is placed from this very cart (in another tab): it is read-only now.
    expect((await postCartUpdate(cart.cartCode, null, { finishOrder: true })).success).toBe(true);

    await userEvent.selectOptions(select, '3');
    const line = screen.getByTestId('cart-line');
    const why = await within(line).findByRole('alert');
    expect(why).toHaveTextContent(
      'An order was already placed from this cart, so it can no longer be changed. Reload the page to start a new cart.',
    );
    expect(select).toHaveValue('1');
    expect(select).toHaveAccessibleDescription(why.textContent ?? '');
    expect(currentCart().itemCount).toBe(1);
  });

  it('sends a quick second quantity change with the first one in it', async () => {
    await cartWith([{ id: 1 }, { id: 2 }]);
    await renderCheckoutPage(<CheckoutCartPage />, cs);
    const [first, second] = await screen.findAllByRole('combobox', { name: /^Množství/ });
    if (!first || !second) throw new Error('Two lines expected');
    // Two changes at once: the second is made while the first one's request is on its way.
    fireEvent.change(first, { target: { value: '2' } });
    fireEvent.change(second, { target: { value: '3' } });
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));

    const stored = await fetchCart(currentCart().cartCode);
    expect(stored.items.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 3 },
    ]);
    expect(first).toHaveValue('2');
    expect(second).toHaveValue('3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a voucher code, refuses a wrong one and applies a valid one', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutCartPage />, en);
    // The form opens from its button (its code loads then), with the focus in its field.
    expect(screen.queryByRole('textbox', { name: 'Voucher code' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Enter a voucher code' }));
    const field = await screen.findByRole('textbox', { name: 'Voucher code' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter the voucher code')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await userEvent.type(field, 'NOSUCHCODE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Wrong voucher code')).toBeInTheDocument();
    expect(field.getAttribute('aria-describedby')).toContain('voucherCode-error');

    await userEvent.clear(field);
    await userEvent.type(field, 'FILM10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Voucher FILM10 is applied.')).toBeInTheDocument();
    expect(screen.getByText('Voucher discount')).toBeInTheDocument();
  });

  it('groups lines by category groups', async () => {
    await cartWith([{ id: 1 }, { id: 2 }]);
    await renderCheckoutPage(<CheckoutCartPage />, en);
    const toggle = await screen.findByRole('checkbox', { name: 'Group by category groups' });
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await userEvent.click(toggle);
    await waitFor(() => expect(currentCart().groupByCategoryGroups).toBe(true));
    expect(toggle).toBeChecked();
    const rental = screen.getByRole('region', { name: 'Rental' });
    expect(within(rental).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
  });

  it('refuses a wrong price offer', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutCartPage />, en);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter the offer number' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Offer number' }), '1');
    await userEvent.type(screen.getByLabelText('Offer password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));
    expect(
      await screen.findByText('The price offer number or password is wrong.'),
    ).toBeInTheDocument();
  });

  it('replaces a stored cart code the API does not know with a new empty cart', async () => {
    const unknownCode = 'deadbeef'.repeat(4);
    writeCookie('cartCode', unknownCode);
    await renderCheckoutPage(<CheckoutCartPage />, cs);
    expect(await screen.findByText('Košík je prázdný.')).toBeInTheDocument();
    expect(currentCart().cartCode).toMatch(/^[0-9a-f]{32}$/);
    expect(currentCart().cartCode).not.toBe(unknownCode);
    expect(readCookie('cartCode')).toBe(currentCart().cartCode);
  });

  it('shows what a kit contains and the options chosen for a custom set', async () => {
    await cartWith(
      [],
      { kind: 'Add', items: [{ id: SONY_FX6_KIT, type: 'bundle', quantity: 1, isSale: false }] },
      {
        kind: 'DynamicProduct',
        id: CINE_LENS_SET,
        quantity: 1,
        isSale: false,
        configuration: { lenses: ZEISS_SUPREME_25_35_50 },
      },
    );
    await renderCheckoutPage(<CheckoutCartPage />, cs);

    await screen.findByText('Sony FX6 – dokumentární set');
    const kitLine = cartLine('Sony FX6 – dokumentární set');
    expect(within(kitLine).getByText('Sada')).toBeInTheDocument();
    expect(within(kitLine).getByText('Obsahuje')).toBeInTheDocument();
    expect(contentsOf(kitLine)).toEqual([
      'Sony FX6',
      'Sony FE 24-70mm f/2.8 GM II',
      'Sennheiser MKH 416',
      'Core SWX Hypercore NEO 150 V-mount (2 ks)',
      'Sachtler Video 18 S2 s nohami Flowtech 75',
    ]);

    const setLine = cartLine('Sada cine objektivů na míru');
    expect(within(setLine).getByText('Sestava na míru')).toBeInTheDocument();
    expect(within(setLine).getByText('Obsahuje')).toBeInTheDocument();
    expect(contentsOf(setLine)).toEqual([
      'Zeiss Supreme Prime 25mm T1.5',
      'Zeiss Supreme Prime 35mm T1.5',
      'Zeiss Supreme Prime 50mm T1.5',
    ]);
  });

  it('adds a valid price offer with its fixed price and then blocks other items', async () => {
    await cartWith([{ id: 2 }]);
    await renderCheckoutPage(<CheckoutCartPage />, en);
    expect(screen.queryByText(/A price offer with fixed dates/)).not.toBeInTheDocument();
    const notices: string[] = [];
    const stop = eventBus.subscribe('notice:show', ({ message }) => notices.push(message));
    await userEvent.click(await screen.findByRole('button', { name: 'Enter the offer number' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Offer number' }), '1');
    await userEvent.type(screen.getByLabelText('Offer password'), 'nabidka1');
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));
    // The offer's own days (the seed's: 10:00 to 18:00), and the password is not kept.
    const fixedDates = String.raw`\d{2}/\d{2}/\d{4} 10:00 – \d{2}/\d{2}/\d{4} 18:00`;
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatch(
      new RegExp(`^The price offer is in your cart, with its fixed dates ${fixedDates}\\.$`),
    );
    await waitFor(() => expect(screen.getByLabelText('Offer password')).toHaveValue(''));
    stop();

    expect(await screen.findByText('Offer – commercial shoot')).toBeInTheDocument();
    const offer = cartLine('Offer – commercial shoot');
    expect(within(offer).getByText('Price offer')).toBeInTheDocument();
    // The offer's fixed total (seeded at 24 000 CZK), not a per-day price times days.
    const total = formatPrice(24_000, 'czk').replace(/\s/g, ' ');
    expect(within(offer).getByText(total, { selector: 'strong' })).toBeInTheDocument();
    expect(offer).not.toHaveTextContent(/\/ day/);
    expect(contentsOf(offer)).toEqual([
      'ARRI Alexa Mini LF',
      'Aputure LS 600d Pro (2 pcs)',
      'Core SWX Hypercore NEO 150 V-mount (4 pcs)',
    ]);
    expect(within(offer).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(offer).getByText('1 pcs')).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(
          `^A price offer with fixed dates ${fixedDates} is in the cart; nothing else can be added until it is removed\\.$`,
        ),
      ),
    ).toBeInTheDocument();

    let added = true;
    await act(async () => {
      ({ success: added } = await updateCurrentCart({
        kind: 'Add',
        items: [{ id: 3, type: 'product', quantity: 1, isSale: false }],
      }));
    });
    expect(added).toBe(false);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.queryByText('Sony FX9')).not.toBeInTheDocument();
  });

  it('says next to the field when a text is longer than the shop takes', async () => {
    await cartWith([{ id: 1 }], personalData);
    await renderCheckoutPage(<CheckoutCartPage />, en);
    await userEvent.click(await screen.findByRole('button', { name: 'Share cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the cart by e-mail' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Recipient e-mail' }),
      'petr@example.cz',
    );
    // The API takes a project name of at most 200 characters: a paste keeps the first 200.
    const project = within(dialog).getByRole('textbox', { name: 'Project name' });
    await userEvent.click(project);
    await userEvent.paste('Reklama '.repeat(26));
    expect(project).toHaveValue('Reklama '.repeat(26).slice(0, 200));
    // A longer text set past the input (a script, an old browser) is named next to the field.
    fireEvent.change(project, { target: { value: 'Reklama '.repeat(26) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(
      await within(dialog).findByText('This text is too long: at most 200 characters.'),
    ).toBeInTheDocument();
    expect(project).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('The cart was sent successfully.')).not.toBeInTheDocument();

    await userEvent.clear(project);
    await userEvent.type(project, 'Reklama na kávu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The cart was sent successfully.')).toBeInTheDocument();
  });

  it('shares the cart by e-mail from a modal', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutCartPage />, en);
    await userEvent.click(await screen.findByRole('button', { name: 'Share cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the cart by e-mail' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('textbox', { name: 'Your e-mail' })).toHaveFocus();
    expect(within(dialog).getAllByText('E-mail is required')).toHaveLength(2);
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Your e-mail' }),
      'jana@example.cz',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your name' }), 'Jana');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Recipient e-mail' }),
      'petr@example.cz',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Project name' }), 'Spot');
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
      'The e-mail carries at most 500 characters of the note, and links in it will not be clickable.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The cart was sent successfully.')).toBeInTheDocument();
  });

  it("says when a cart has been shared too often, in the shopper's language", async () => {
    await cartWith([{ id: 1 }]);
    const { cartCode } = currentCart();
    // The cart was shared three times already (the limit per cart and hour).
    for (let n = 0; n < 3; n += 1) {
      await postShareCart({
        cartCode,
        senderEmail: 'jana@example.cz',
        senderName: 'Jana',
        recipientEmail: `kolega${n}@example.cz`,
      });
    }
    await renderCheckoutPage(<CheckoutCartPage />, cs);
    await userEvent.click(await screen.findByRole('button', { name: 'Sdílet košík' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sdílet košík e-mailem' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Váš e-mail' }),
      'jana@example.cz',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Vaše jméno' }), 'Jana');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-mail příjemce' }),
      'dalsi@example.cz',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odeslat' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tento košík nebo tento příjemce už dostal e-mailů dost. Zkuste to prosím později.',
    );
  });

  it('starts a new cart when an order was placed from the stored one (in another tab)', async () => {
    await completeCart();
    const placed = currentCart().cartCode;
    expect((await placeOrder()).success).toBe(true);
    forgetCart();
    writeCookie('cartCode', placed);
    await renderCheckoutPage(<CheckoutCartPage />, cs);
    await waitFor(() => expect(currentCart().cartCode).not.toBe(placed));
    expect(currentCart().items).toHaveLength(0);
    expect(readCookie('cartCode')).toBe(currentCart().cartCode);
  });

  it('continues to personal data and tracks begin_checkout', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutCartPage />, cs);
    await userEvent.click(await screen.findByRole('link', { name: 'Pokračovat k osobním údajům' }));
    expect(currentLocation()).toBe('/checkout/osobni-udaje');
    expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'begin_checkout' }));
  });
});
