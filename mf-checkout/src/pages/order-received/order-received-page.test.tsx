import { screen } from '@testing-library/react';
import { act } from 'react';
import { placedOrder, renderCheckoutPage } from '../../testing/render-checkout';
import OrderReceivedPage from './order-received-page';

const DEMO_ORDER = '26000001';
const DEMO_ESTIMATE_CODE = '7c1e5a92d4b84f0e9a3b6d2c8e1f4a57';

describe('order received page', () => {
  it('shows a new order with bank transfer, QR payment and the estimate link', async () => {
    const order = await act(() => placedOrder());
    await renderCheckoutPage(<OrderReceivedPage />, {
      path: `/en/order-received/${order.orderNumber}?code=${order.estimateCode}`,
      pattern: '/en/order-received/:id',
      locale: 'en',
    });
    expect(await screen.findByText(`Order number: ${order.orderNumber}`)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /^Status: (Reserved|Conflict)$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the proforma invoice' })).toHaveAttribute(
      'href',
      `/en/document/estimate/${order.estimateCode}`,
    );
    expect(screen.getByRole('heading', { name: 'Bank transfer' })).toBeInTheDocument();
    expect(screen.getByText('Variable symbol').nextElementSibling).toHaveTextContent(
      order.orderNumber,
    );
    expect(screen.getByText(/^Please pay [1-9].* CZK by /)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^QR payment/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
  });

  it('shows the demo order, nothing left to pay, without payment buttons', async () => {
    await renderCheckoutPage(<OrderReceivedPage />, {
      path: `/en/order-received/${DEMO_ORDER}?code=${DEMO_ESTIMATE_CODE}`,
      pattern: '/en/order-received/:id',
      locale: 'en',
    });
    expect(await screen.findByText(`Order number: ${DEMO_ORDER}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it('does not show an order without its code', async () => {
    await renderCheckoutPage(<OrderReceivedPage />, {
      path: `/objednavka-odeslana/${DEMO_ORDER}?code=wrong`,
      pattern: '/objednavka-odeslana/:id',
    });
    expect(
      await screen.findByText('Objednávku jsme nenašli. Zkontrolujte prosím odkaz z e-mailu.'),
    ).toBeInTheDocument();
  });
});
