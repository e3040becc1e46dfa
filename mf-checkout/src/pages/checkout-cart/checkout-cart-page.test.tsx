import { dataLayer } from '@shop/shared/analytics';
import { readCookie } from '@shop/shared/cookies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartWith,
  currentCart,
  currentLocation,
  forgetCart,
  renderCheckoutPage,
} from '../../testing/render-checkout';
import CheckoutCartPage from './checkout-cart-page';

const cs = { path: '/checkout/kosik' };
const en = { path: '/en/checkout/cart', locale: 'en' as const };

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

  it('asks for a voucher code, refuses a wrong one and applies a valid one', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutCartPage />, en);
    const field = await screen.findByRole('textbox', { name: 'Voucher code' });
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
    await userEvent.type(await screen.findByRole('textbox', { name: 'Offer number' }), '1');
    await userEvent.type(screen.getByLabelText('Offer password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));
    expect(
      await screen.findByText('The price offer number or password is wrong.'),
    ).toBeInTheDocument();
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The cart was sent successfully.')).toBeInTheDocument();
  });

  it('continues to personal data and tracks begin_checkout', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutCartPage />, cs);
    await userEvent.click(await screen.findByRole('link', { name: 'Pokračovat k osobním údajům' }));
    expect(currentLocation()).toBe('/checkout/osobni-udaje');
    expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'begin_checkout' }));
  });
});
