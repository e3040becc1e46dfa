import { clearTokens } from '@shop/shared/auth';
import { eventBus } from '@shop/shared/event-bus';
import { signInThroughApi } from '@test/api-session';
import { weekdayAhead } from '@test/dates';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linkCartMutation } from '../../features/cart/api/link-cart';
import { runMutation } from '../../query/run-mutation';
import {
  cartWith,
  currentCart,
  forgetCart,
  personalData,
  renderCheckoutPage,
} from '../../testing/render-checkout';
import CheckoutDateAndShippingPage from './checkout-date-and-shipping-page';

const en = { path: '/en/checkout/date-and-shipping', locale: 'en' as const };

// Signing in (a password hash) and linking the cart take the real API a few seconds when busy.
jest.setTimeout(30_000);

describe('date and shipping step', () => {
  beforeEach(() => forgetCart());

  it('explains shooting days and offers shipping only after the date is confirmed', async () => {
    await cartWith([{ id: 1 }], personalData);
    // Days picked on a product page arrive on the bus (replayed to the page).
    eventBus.publish('rental:dates', { from: weekdayAhead(0), to: weekdayAhead(2) });
    await renderCheckoutPage(<CheckoutDateAndShippingPage />, en);
    expect(await screen.findByText(/free evening pickup from 17:00/)).toBeInTheDocument();
    expect(screen.getByText(/free morning return before 10:00/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pickup time' })).toHaveValue('17:00');
    expect(screen.getByRole('combobox', { name: 'Return time' })).toHaveValue('09:00');
    // Monday 17:00 → Wednesday 9:00 bills Tuesday only.
    expect(screen.getByText('We bill 1 shooting day.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shipping' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You choose shipping once the date and time are confirmed.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm date' }));
    expect(await screen.findByRole('heading', { name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getByTestId('date-confirmed')).toHaveTextContent(/Confirmed: pickup/);
    expect(currentCart().date).toEqual({
      from: `${weekdayAhead(0)}T17:00`,
      to: `${weekdayAhead(2)}T09:00`,
    });
    const pickup = screen.getByRole('region', { name: 'Pickup' });
    expect(within(pickup).getByTestId('pickup-way')).toHaveTextContent('How: At a branch');
    expect(within(pickup).getByRole('combobox', { name: 'Branch' })).toBeInTheDocument();
  });

  it('offers only the times the chosen way allows and confirms only what the API accepts', async () => {
    await cartWith([{ id: 1 }], personalData);
    eventBus.publish('rental:dates', { from: weekdayAhead(0), to: weekdayAhead(2) });
    await renderCheckoutPage(<CheckoutDateAndShippingPage />, en);
    const way = await screen.findByRole('combobox', { name: 'How you get the equipment' });
    const time = screen.getByRole('combobox', { name: 'Pickup time' });
    // A branch: its opening hours only; the night safe is for frequent customers only.
    const offered = () =>
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(offered()[0]).toBe('09:00');
    expect(offered().at(-1)).toBe('19:00');
    expect(offered()).not.toContain('20:00');
    expect(within(way).queryByRole('option', { name: /Night safe/ })).not.toBeInTheDocument();

    // A courier: the window's times; 17:00 falls in 16:00–20:00.
    await userEvent.selectOptions(way, 'courier');
    const window = screen.getByRole('combobox', { name: 'Delivery window' });
    expect(window).toHaveValue('16-20');
    expect(offered()).toEqual([
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
    expect(time).toHaveValue('17:00');
    // The morning window moves the time into it and bills Monday too.
    await userEvent.selectOptions(window, '08-12');
    expect(time).toHaveValue('12:00');
    expect(screen.getByText('We bill 2 shooting days.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm date' }));
    expect(await screen.findByTestId('date-confirmed')).toHaveTextContent(/Confirmed: pickup/);
    expect(currentCart().date.from).toBe(`${weekdayAhead(0)}T12:00`);
    expect(currentCart().shootingDays).toBe(2);
    const pickup = screen.getByRole('region', { name: 'Pickup' });
    expect(within(pickup).getByTestId('pickup-way')).toHaveTextContent('How: Courier, 08:00–12:00');
    // Another way takes the confirmation back until it is confirmed again.
    await userEvent.selectOptions(way, 'branch');
    expect(screen.queryByTestId('date-confirmed')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shipping' })).not.toBeInTheDocument();
  });

  it('refuses a branch pickup on a Saturday at confirm, next to the pickup time', async () => {
    await cartWith([{ id: 1 }], personalData);
    eventBus.publish('rental:dates', { from: weekdayAhead(-2), to: weekdayAhead(2) });
    await renderCheckoutPage(<CheckoutDateAndShippingPage />, en);
    const time = await screen.findByRole('combobox', { name: 'Pickup time' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not possible on this day']);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm date' }));
    const message = await screen.findByText(
      'The branch is closed at that time (Mon–Fri 9:00–19:00, except public holidays).',
    );
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByTestId('date-confirmed')).not.toBeInTheDocument();
    expect(currentCart().date.from).toBeNull();
  });

  it('shows a date error next to the field it concerns', async () => {
    await cartWith([{ id: 1 }], personalData);
    eventBus.publish('rental:dates', { from: weekdayAhead(2), to: weekdayAhead(2) });
    await renderCheckoutPage(<CheckoutDateAndShippingPage />, en);
    // Same day, pickup 17:00 after return 9:00.
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm date' }));
    expect(
      await screen.findByText('The borrowing date must be earlier than the return date.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentCart().date.from).toBeNull());
  });
});

describe('the night safe on the date step', () => {
  // The demo's frequent customer (README "Checkout demo data").
  const FREQUENT = { email: 'stala@example.cz', password: 'trezor24' };
  /** Saturday and Sunday before the weekday a week ahead: only the night safe is open. */
  const weekend = () => ({ from: weekdayAhead(-2), to: weekdayAhead(-1) });

  beforeEach(() => forgetCart());
  afterEach(() => act(() => clearTokens()));

  it('tells a guest with a frequent customer’s e-mail that it is for signed-in frequent customers, and offers to sign in', async () => {
    const cart = await cartWith([{ id: 1 }], {
      kind: 'PersonalData',
      customer: {
        firstname: 'Jana',
        lastname: 'Nováková',
        email: FREQUENT.email,
        phone: '+420603123456',
      },
    });
    expect(cart.customer?.frequentCustomer).toBe(false);
    eventBus.publish('rental:dates', weekend());
    await renderCheckoutPage(<CheckoutDateAndShippingPage />, {
      path: '/checkout/termin-a-doprava',
    });
    const way = await screen.findByRole('combobox', { name: 'Jak si techniku převezmete' });
    expect(within(way).queryByRole('option', { name: /Noční trezor/ })).not.toBeInTheDocument();
    const note = screen.getByTestId('night-safe-sign-in');
    expect(note).toHaveTextContent(
      'Noční trezor (vyzvednutí i vrácení kdykoli, i v noci a o víkendu) je jen pro přihlášené stálé zákazníky.',
    );
    expect(within(note).getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      `/prihlaseni?returnUrl=${encodeURIComponent('/checkout/termin-a-doprava')}`,
    );
    // A Saturday at a branch is not a time the API accepts either.
    await userEvent.click(screen.getByRole('button', { name: 'Potvrdit termín' }));
    expect(
      await screen.findByText('Pobočka je v tuto dobu zavřená (Po–Pá 9:00–19:00, mimo svátky).'),
    ).toBeInTheDocument();
    expect(currentCart().date.from).toBeNull();
  });

  it('lets the signed-in frequent customer pick it on a Saturday night, without the note (en)', async () => {
    await cartWith([{ id: 1 }]);
    await signInThroughApi(FREQUENT.email, FREQUENT.password);
    await act(async () => {
      await runMutation(linkCartMutation(), currentCart().cartCode);
    });
    expect(currentCart().customer?.frequentCustomer).toBe(true);
    eventBus.publish('rental:dates', weekend());
    await renderCheckoutPage(<CheckoutDateAndShippingPage />, en);
    const pickupWay = await screen.findByRole('combobox', { name: 'How you get the equipment' });
    expect(screen.queryByTestId('night-safe-sign-in')).not.toBeInTheDocument();
    await userEvent.selectOptions(pickupWay, 'night_safe');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'How you return the equipment' }),
      'night_safe',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pickup time' }), '23:00');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm date' }));
    expect(await screen.findByTestId('date-confirmed')).toHaveTextContent(/Confirmed: pickup/);
    expect(currentCart().date.from).toBe(`${weekend().from}T23:00`);
  });
});
