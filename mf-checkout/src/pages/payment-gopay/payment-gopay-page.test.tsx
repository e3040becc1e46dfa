import { screen } from '@testing-library/react';
import { renderCheckoutPage } from '../../testing/render-checkout';
import PaymentGopayPage from './payment-gopay-page';

describe('payment result page', () => {
  it('says when the payment is unknown', async () => {
    await renderCheckoutPage(<PaymentGopayPage />, {
      path: '/en/online-platby/gopay/999999999',
      pattern: '/en/online-platby/gopay/:id',
      locale: 'en',
    });
    expect(await screen.findByText('We could not find the payment.')).toBeInTheDocument();
  });
});
