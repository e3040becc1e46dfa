import { screen } from '@testing-library/react';
import { postCreatePayment } from '../../features/order/api/create-payment';
import { placedOrder, RESERVED_GEAR, renderCheckoutPage } from '../../testing/render-checkout';
import PaymentGopayPage from './payment-gopay-page';

const pattern = '/en/online-platby/gopay/:id';

describe('payment result page', () => {
  it('says when the payment is unknown', async () => {
    await renderCheckoutPage(<PaymentGopayPage />, {
      path: '/en/online-platby/gopay/999999999?code=abc',
      pattern,
      locale: 'en',
    });
    expect(await screen.findByText('We could not find the payment.')).toBeInTheDocument();
  });

  it('shows an open payment to whoever holds the order code, and to nobody else', async () => {
    // Only an order the shop has reserved may be paid (a conflict awaits staff's confirmation).
    const order = await placedOrder(RESERVED_GEAR);
    const other = await placedOrder(RESERVED_GEAR);
    const { paymentId } = await postCreatePayment(order.orderNumber, order.estimateCode, 'en');

    const view = await renderCheckoutPage(<PaymentGopayPage />, {
      path: `/en/online-platby/gopay/${paymentId}?code=${order.estimateCode}`,
      pattern,
      locale: 'en',
    });
    expect(await screen.findByText('The payment is not finished yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the order' })).toHaveAttribute(
      'href',
      `/en/order-received/${order.orderNumber}?code=${order.estimateCode}`,
    );
    view.unmount();

    for (const search of [`?code=${other.estimateCode}`, '']) {
      const foreign = await renderCheckoutPage(<PaymentGopayPage />, {
        path: `/en/online-platby/gopay/${paymentId}${search}`,
        pattern,
        locale: 'en',
      });
      expect(await screen.findByText('We could not find the payment.')).toBeInTheDocument();
      expect(screen.queryByText('The payment is not finished yet.')).not.toBeInTheDocument();
      foreign.unmount();
    }
  });
});
