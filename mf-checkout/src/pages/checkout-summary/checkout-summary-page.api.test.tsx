import { dataLayer } from '@shop/shared/analytics';
import { readCookie } from '@shop/shared/cookies';
import { allowAnalytics } from '@test/analytics-consent';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartWith,
  completeCart,
  currentCart,
  currentLocation,
  forgetCart,
  personalData,
  renderCheckoutPage,
} from '../../testing/render-checkout';
import CheckoutSummaryPage from './checkout-summary-page';

// The pages' analytics events are looked for: the shopper allowed analytics.
beforeAll(allowAnalytics);

describe('summary step', () => {
  beforeEach(() => forgetCart());

  it('shows everything with edit links back to each step', async () => {
    await cartWith([{ id: 1 }], personalData, {
      kind: 'Additional',
      projectName: 'Reklama Letná',
      productionName: null,
      projectRole: null,
      note: null,
    });
    await renderCheckoutPage(<CheckoutSummaryPage />, {
      path: '/en/checkout/summary',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    const personal = await screen.findByRole('region', { name: 'Personal data' });
    expect(personal).toHaveTextContent('Jana Nováková');
    expect(personal).toHaveTextContent('+420 603 123 456');
    expect(within(personal).getByRole('link', { name: 'Edit: Personal data' })).toHaveAttribute(
      'href',
      '/en/checkout/personal-data',
    );
    expect(screen.getByRole('link', { name: 'Edit: Items' })).toHaveAttribute(
      'href',
      '/en/checkout/cart',
    );
    expect(screen.getByRole('link', { name: 'Edit: Shipping' })).toHaveAttribute(
      'href',
      '/en/checkout/date-and-shipping',
    );
    expect(screen.getByRole('link', { name: 'Edit: Billing' })).toHaveAttribute(
      'href',
      '/en/checkout/billing-data',
    );
    expect(screen.getByRole('region', { name: 'Project' })).toHaveTextContent('Reklama Letná');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});

describe('placing the order', () => {
  beforeEach(() => forgetCart());

  it('places the order, tracks the purchase, opens the order page and starts a new cart', async () => {
    const placed = await completeCart();
    await renderCheckoutPage(<CheckoutSummaryPage />, { path: '/checkout/rekapitulace' });
    await userEvent.click(await screen.findByRole('button', { name: 'Odeslat objednávku' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/objednavka-odeslana\/\d{8}\?code=/));
    expect(dataLayer()).toContainEqual(
      expect.objectContaining({
        event: 'purchase',
        ecommerce: expect.objectContaining({ transaction_id: expect.stringMatching(/^\d{8}$/) }),
      }),
    );
    await waitFor(() => expect(currentCart().cartCode).not.toBe(placed.cartCode));
    expect(currentCart().items).toEqual([]);
    expect(readCookie('cartCode')).toBe(currentCart().cartCode);
  });
});
