import { readCookie } from '@shop/shared/cookies';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartWith,
  currentCart,
  currentLocation,
  forgetCart,
  renderCheckoutPage,
} from '../../testing/render-checkout';
import CartSharePage from './cart-share-page';

describe('shared cart page', () => {
  beforeEach(() => forgetCart());

  it('shows the shared cart read-only and takes a copy of it as the current cart', async () => {
    const shared = await cartWith([{ id: 1, quantity: 2 }]);
    forgetCart();
    await renderCheckoutPage(<CartSharePage />, {
      path: `/en/checkout/share/${shared.cartCode}`,
      pattern: '/en/checkout/share/:code',
      locale: 'en',
    });
    expect(await screen.findByTestId('cart-line')).toHaveTextContent('2 pcs');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use this cart' }));
    await waitFor(() => expect(currentLocation()).toBe('/en/checkout/cart'));
    expect(currentCart().cartCode).not.toBe(shared.cartCode);
    expect(currentCart().itemCount).toBe(2);
    expect(readCookie('cartCode')).toBe(currentCart().cartCode);
  });

  it('says when the shared cart does not exist', async () => {
    await renderCheckoutPage(<CartSharePage />, {
      path: '/kosik/sdilet/nosuchcart',
      pattern: '/kosik/sdilet/:code',
    });
    expect(
      await screen.findByText('Sdílený košík jsme nenašli. Odkaz možná vypršel.'),
    ).toBeInTheDocument();
  });
});
