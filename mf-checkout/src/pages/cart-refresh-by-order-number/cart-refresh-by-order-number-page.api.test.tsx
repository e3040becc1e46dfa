import { screen, waitFor } from '@testing-library/react';
import {
  currentCart,
  currentLocation,
  forgetCart,
  renderCheckoutPage,
} from '../../testing/render-checkout';
import CartRefreshByOrderNumberPage from './cart-refresh-by-order-number-page';

const DEMO_ESTIMATE_CODE = '7c1e5a92d4b84f0e9a3b6d2c8e1f4a57';

describe('refresh cart by order number', () => {
  it('says the order was not found without its code, and offers no pointless retry', async () => {
    await renderCheckoutPage(<CartRefreshByOrderNumberPage />, {
      path: '/kosik/refresh-cart-by-order-number?orderNumber=26000001',
    });
    expect(await screen.findByText(/Objednávku jsme nenašli/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  beforeEach(() => forgetCart());

  it('needs an order number', async () => {
    await renderCheckoutPage(<CartRefreshByOrderNumberPage />, {
      path: '/kosik/refresh-cart-by-order-number',
    });
    expect(await screen.findByText('V odkazu chybí číslo objednávky.')).toBeInTheDocument();
  });

  it('rebuilds the cart from the demo order and its code, and opens the cart', async () => {
    await renderCheckoutPage(<CartRefreshByOrderNumberPage />, {
      path: `/kosik/refresh-cart-by-order-number?orderNumber=26000001&code=${DEMO_ESTIMATE_CODE}`,
    });
    await waitFor(() => expect(currentLocation()).toBe('/checkout/kosik'));
    expect(currentCart().items.length).toBeGreaterThan(0);
  });
});
