import { eventBus } from '@shop/shared/event-bus';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartWith,
  currentCart,
  forgetCart,
  personalData,
  renderCheckoutPage,
  weekdayAhead,
} from '../../testing/render-checkout';
import CheckoutDateAndShippingPage from './checkout-date-and-shipping-page';

const en = { path: '/en/checkout/date-and-shipping', locale: 'en' as const };

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
    expect(within(pickup).getByRole('radio', { name: /At a branch/ })).toBeChecked();
    // Night safe is for frequent customers only.
    expect(within(pickup).queryByRole('radio', { name: /Night safe/ })).not.toBeInTheDocument();
    await userEvent.click(within(pickup).getByRole('radio', { name: /Courier/ }));
    expect(within(pickup).getByTestId('pickup-price')).toHaveTextContent('Price: 290');
    expect(within(pickup).getByRole('combobox', { name: 'Delivery window' })).toBeInTheDocument();
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
