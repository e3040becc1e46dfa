import { screen } from '@testing-library/react';
import { act } from 'react';
import {
  CONFLICTING_GEAR,
  placedOrder,
  RESERVED_GEAR,
  renderCheckoutPage,
} from '../../testing/render-checkout';
import OrderReceivedPage from './order-received-page';

const DEMO_ORDER = '26000001';
const DEMO_ESTIMATE_CODE = '7c1e5a92d4b84f0e9a3b6d2c8e1f4a57';

describe('order received page', () => {
  it('shows a reserved order with bank transfer, QR payment, card payment and the estimate link', async () => {
    const order = await act(() => placedOrder(RESERVED_GEAR));
    await renderCheckoutPage(<OrderReceivedPage />, {
      path: `/en/order-received/${order.orderNumber}?code=${order.estimateCode}`,
      pattern: '/en/order-received/:id',
      locale: 'en',
    });
    expect(await screen.findByText(`Order number: ${order.orderNumber}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Status: Reserved' })).toBeInTheDocument();
    expect(
      screen.getByText('The equipment is reserved for you for the chosen dates.'),
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

  it.each([
    [
      'cs',
      '/objednavka-odeslana',
      {
        number: 'Číslo objednávky',
        status: 'Stav: Konflikt',
        waiting:
          'Dostupnost techniky potvrdíme do jednoho pracovního dne; poté vám pošleme výzvu k platbě.',
        card: 'Zaplatit kartou',
        bank: 'Platba převodem',
        paid: 'Objednávka je zaplacena. Děkujeme.',
        estimate: 'Zobrazit zálohovou fakturu',
        estimatePath: '/document/estimate/',
      },
    ],
    [
      'en',
      '/en/order-received',
      {
        number: 'Order number',
        status: 'Status: Conflict',
        waiting:
          'We will confirm the equipment’s availability within one business day and then send you a request for payment.',
        card: 'Pay by card',
        bank: 'Bank transfer',
        paid: 'The order is paid. Thank you.',
        estimate: 'Show the proforma invoice',
        estimatePath: '/en/document/estimate/',
      },
    ],
  ] as const)(
    'a conflict order in %s awaits staff’s confirmation: no card, no bank transfer, no QR',
    async (locale, base, text) => {
      const order = await act(() => placedOrder(CONFLICTING_GEAR));
      await renderCheckoutPage(<OrderReceivedPage />, {
        path: `${base}/${order.orderNumber}?code=${order.estimateCode}`,
        pattern: `${base}/:id`,
        locale,
      });
      expect(await screen.findByText(`${text.number}: ${order.orderNumber}`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: text.status })).toBeInTheDocument();
      expect(screen.getByText(text.waiting)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.card })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: text.bank })).not.toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.queryByText(text.paid)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: text.estimate })).toHaveAttribute(
        'href',
        `${text.estimatePath}${order.estimateCode}`,
      );
    },
  );

  it('shows the demo order, reserved and unpaid, with its payment', async () => {
    await renderCheckoutPage(<OrderReceivedPage />, {
      path: `/en/order-received/${DEMO_ORDER}?code=${DEMO_ESTIMATE_CODE}`,
      pattern: '/en/order-received/:id',
      locale: 'en',
    });
    expect(await screen.findByText(`Order number: ${DEMO_ORDER}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Status: Reserved' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bank transfer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
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
