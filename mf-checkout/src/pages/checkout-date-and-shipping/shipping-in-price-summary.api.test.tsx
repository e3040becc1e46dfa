/**
 * The date and shipping step's price summary follows the ways as they are chosen, before anything
 * is saved, and shows what the API then prices (against the real API).
 */
import { eventBus } from '@shop/shared/event-bus';
import { addDays, toPragueWallClock } from '@shop/shared/rules/prague-time';
import { weekdayAhead } from '@test/dates';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartWith,
  currentCart,
  currentLocation,
  forgetCart,
  personalData,
  renderCheckoutPage,
} from '../../testing/render-checkout';
import CheckoutDateAndShippingPage from './checkout-date-and-shipping-page';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** Prague's calendar day `days` from today and the wall-clock time now, e.g. ['2026-11-24', '10:17']. */
function pragueNow(days: number): [string, string] {
  const now = toPragueWallClock(new Date());
  return [addDays(now.slice(0, 10), days), now.slice(11)];
}

/** The amount of a line of the price summary, '1 490 CZK' -> 1490 (null when not shown). */
function summaryLine(name: string): number | null {
  const totals = screen.getByRole('region', { name: 'Price summary' });
  const term = within(totals).queryByText(name, { selector: 'dt' });
  if (!term) return null;
  const text = term.nextElementSibling?.textContent ?? '';
  return text === 'free' ? 0 : Number(text.replace(/\D/g, ''));
}

describe('date and shipping step: the price summary', () => {
  beforeEach(() => forgetCart());

  it('adds transport to the set (990 CZK and the 500 CZK express fee) as soon as it is chosen', async () => {
    const user = userEvent.setup();
    await cartWith([{ id: 1 }], personalData);
    // Pickup tomorrow, less than 24 hours from now: the express fee applies.
    const [tomorrow, now] = pragueNow(1);
    const pickupTime = `${now.slice(0, 2)}:${now.slice(3) < '30' ? '00' : '30'}`;
    eventBus.publish('rental:dates', { from: tomorrow, to: weekdayAhead(2) });
    await renderCheckoutPage(<CheckoutDateAndShippingPage />, {
      path: '/en/checkout/date-and-shipping',
      locale: 'en',
    });
    const pickupWay = await screen.findByRole('combobox', { name: 'How you get the equipment' });
    // At a branch both ways: free.
    expect(summaryLine('Shipping')).toBe(0);
    const before = summaryLine('Price excl. VAT') ?? 0;
    expect(before).toBeGreaterThan(0);

    await user.selectOptions(pickupWay, 'set_transport');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pickup time' }), pickupTime);
    expect(summaryLine('Shipping')).toBe(990);
    expect(summaryLine('Express fee')).toBe(500);
    expect(summaryLine('Price excl. VAT')).toBe(before + 1490);
    const withoutVat = before + 1490;
    expect(summaryLine('VAT 21 %')).toBe(Math.round(withoutVat * 0.21));
    expect(summaryLine('Total incl. VAT')).toBe(withoutVat + Math.round(withoutVat * 0.21));
    // Nothing saved yet: the cart is still priced without shipping.
    expect(currentCart().price.shippingPrice).toBe(0);

    // Confirming the date prices the rental days; the shipping stays in the summary.
    await user.click(screen.getByRole('button', { name: 'Confirm date' }));
    expect(await screen.findByTestId('date-confirmed')).toBeInTheDocument();
    const pickup = screen.getByRole('region', { name: 'Pickup' });
    expect(within(pickup).getByTestId('pickup-way')).toHaveTextContent('How: Transport to the set');
    expect(summaryLine('Shipping')).toBe(990);
    expect(summaryLine('Express fee')).toBe(500);
    const shown = {
      price: summaryLine('Price excl. VAT'),
      totalWithVat: summaryLine('Total incl. VAT'),
    };
    expect(shown.price).toBe(currentCart().price.price + 1490 - currentCart().price.shippingPrice);

    // Saved: the API prices the cart as the summary showed it.
    await user.type(
      within(pickup).getByRole('combobox', { name: /^Street and number/ }),
      'Dukelských hrdinů 12',
    );
    await user.type(within(pickup).getByRole('textbox', { name: /^City/ }), 'Praha 7');
    await user.type(within(pickup).getByRole('textbox', { name: /^Postcode/ }), '170 00');
    await user.click(screen.getByRole('button', { name: 'Continue to order details' }));
    await waitFor(() => expect(currentLocation()).toBe('/en/checkout/billing-data'));
    expect(currentCart().price).toMatchObject({
      shippingPrice: 990,
      expressFee: 500,
      price: shown.price,
      totalWithVat: shown.totalWithVat,
    });
  });
});
