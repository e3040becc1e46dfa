import { screen, waitFor } from '@testing-library/react';
import {
  currentCart,
  currentLocation,
  forgetCart,
  renderCheckoutPage,
} from '../../testing/render-checkout';
import CartRefreshByOrderNumberPage from './cart-refresh-by-order-number-page';

describe('refresh cart by order number', () => {
  beforeEach(() => forgetCart());

  it('needs an order number', async () => {
    await renderCheckoutPage(<CartRefreshByOrderNumberPage />, {
      path: '/kosik/refresh-cart-by-order-number',
    });
    expect(await screen.findByText('V odkazu chybí číslo objednávky.')).toBeInTheDocument();
  });

  it('rebuilds the cart from the demo order and opens the cart', async () => {
    await renderCheckoutPage(<CartRefreshByOrderNumberPage />, {
      path: '/kosik/refresh-cart-by-order-number?orderNumber=26000001',
    });
    await waitFor(() => expect(currentLocation()).toBe('/checkout/kosik'));
    expect(currentCart().items.length).toBeGreaterThan(0);
  });
});
