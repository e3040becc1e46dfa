import { clearTokens } from '@shop/shared/auth';
import { renderPage } from '@test/render-page';
import { screen, within } from '@testing-library/react';
import { signedInCustomerWithOrder } from '../../testing/account-with-order';
import UserAccountOrderIdPage from './user-account-order-id-page';

const cs = (id: string) => ({ path: `/ucet/objednavka/${id}`, pattern: '/ucet/objednavka/:id' });
const en = (id: string) => ({
  path: `/en/account/order/${id}`,
  pattern: '/en/account/order/:id',
  locale: 'en' as const,
});

describe('order detail page (against the real API)', () => {
  afterEach(() => clearTokens());

  it('shows the order read-only: states, dated items, shipping, insurance, note, documents', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Reklama Léto');
    await renderPage(<UserAccountOrderIdPage />, cs(orderNumber));

    expect(
      await screen.findByRole('heading', { level: 1, name: `Objednávka ${orderNumber}` }),
    ).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Přehled' });
    expect(summary).toHaveTextContent(/Rezervováno|Konflikt/);
    expect(summary).toHaveTextContent('Nepřipraveno');
    expect(summary).toHaveTextContent('Nezaplaceno');
    expect(summary).toHaveTextContent('Reklama Léto');
    const items = screen.getByRole('region', { name: 'Položky' });
    expect(within(items).getAllByRole('table')).toHaveLength(1);
    expect(within(items).getByRole('table')).toHaveAccessibleName(/\d+\. \d+\. \d{4} 10:00 – /);
    const shipping = screen.getByRole('region', { name: 'Doprava' });
    expect(within(shipping).getByText('Vyzvednutí')).toBeInTheDocument();
    expect(within(shipping).getAllByText('Na pobočce')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Pojištění' })).toHaveTextContent(
      'Základní pojištění pro Českou republiku (v ceně)',
    );
    expect(screen.getByRole('region', { name: 'Poznámka' })).toHaveTextContent('Vyzvednu osobně');
    const documents = screen.getByRole('region', { name: 'Doklady a platby' });
    expect(within(documents).getByRole('link', { name: /^Zálohová faktura / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/document\/estimate\/[0-9a-f]{32}$/),
    );
    // A fresh order of the customer's own may still change: its actions are offered.
    expect(screen.getByRole('region', { name: 'Změnit objednávku' })).toBeInTheDocument();
    expect(within(items).getByRole('button', { name: 'Prodloužit pronájem' })).toBeInTheDocument();
  });

  it('links the order’s customer to its gear lists, with prices and for the crew', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Klip Ostrava');
    await renderPage(<UserAccountOrderIdPage />, cs(orderNumber));
    const items = await screen.findByRole('region', { name: 'Položky' });
    expect(within(items).getByRole('link', { name: 'Seznam techniky s cenami' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/p\/[0-9a-f]{32}$/),
    );
    expect(
      within(items).getByRole('link', { name: 'Seznam techniky pro štáb (bez cen)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/t\/[0-9a-f]{32}$/));
  });

  it('speaks English', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Spot Brno');
    await renderPage(<UserAccountOrderIdPage />, en(orderNumber));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${orderNumber}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Overview' })).toHaveTextContent(
      /Reserved|Conflict/,
    );
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveTextContent('At a branch');
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute(
      'href',
      '/en/account',
    );
  });

  it('says an order that is not the customer’s was not found', async () => {
    await signedInCustomerWithOrder('Cizí');
    await renderPage(<UserAccountOrderIdPage />, cs('26999999'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Objednávku 26999999 jsme mezi vašimi objednávkami nenašli.',
    );
  });

  it('says a malformed number was not found without asking the API', async () => {
    await renderPage(<UserAccountOrderIdPage />, en('abc'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We did not find order abc among your orders.',
    );
  });
});
