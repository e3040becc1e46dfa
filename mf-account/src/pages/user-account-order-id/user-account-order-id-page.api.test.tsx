import { getJson } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type { AccountOrderResponse, InvoicesResponse } from '@shop/shared/contract';
import { signedInLifecycleCustomer } from '@test/lifecycle-customer';
import { renderPage } from '@test/render-page';
import { expectStackableTable } from '@test/stacked-table';
import { screen, within } from '@testing-library/react';
import { updateOrder } from '../../features/order-editing/api/update-order';
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
    expectStackableTable(within(items).getByRole('table'));
    const shipping = screen.getByRole('region', { name: 'Doprava' });
    expectStackableTable(within(shipping).getByRole('table'));
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

  it.each([
    [
      'cs',
      cs,
      {
        documents: 'Doklady a platby',
        payments: 'Platby',
        estimate: 'Zálohová faktura',
        taxDocument: 'Daňový doklad k přijaté platbě',
        documentPath: '/document/tax-document/',
        issuedOn: /^vystaveno \d{1,2}\. \d{1,2}\. \d{4}$/,
        payment: /^\d{1,2}\. \d{1,2}\. \d{4}: [\d\u00a0]+\u00a0CZK \(převodem\)$/,
      },
    ],
    [
      'en',
      en,
      {
        documents: 'Documents and payments',
        payments: 'Payments',
        estimate: 'Proforma invoice',
        taxDocument: 'Tax document for a received payment',
        documentPath: '/en/document/tax-document/',
        issuedOn: /^issued \d{2}\/\d{2}\/\d{4}$/,
        payment: /^\d{2}\/\d{2}\/\d{4}: [\d\u00a0]+\u00a0CZK \(by bank transfer\)$/,
      },
    ],
  ] as const)(
    'lists in %s the tax document of a payment received and the payment’s method in words',
    async (_locale, at, text) => {
      await signedInLifecycleCustomer();
      const { invoices } = await getJson<InvoicesResponse>('/invoices', {
        docType: 'tax-document',
      });
      const taxDocument = invoices[0];
      if (!taxDocument) throw new Error('the seeded customer has no tax document');
      await renderPage(<UserAccountOrderIdPage />, at(taxDocument.orderNumber));

      const documents = await screen.findByRole('region', { name: text.documents });
      const link = within(documents).getByRole('link', {
        name: `${text.taxDocument} ${taxDocument.number}`,
      });
      expect(link).toHaveAttribute('href', `${text.documentPath}${taxDocument.code}`);
      // Issued the day the money came: no due date of its own.
      expect(link.nextElementSibling?.textContent?.trim()).toMatch(text.issuedOn);
      const estimate = within(documents)
        .getByRole('link', { name: new RegExp(`^${text.estimate} `) })
        .closest('li');
      if (!estimate) throw new Error('no proforma in the list');
      const payments = within(estimate).getByRole('list', { name: text.payments });
      expect(
        within(payments)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringMatching(text.payment)]);
    },
  );

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

  it('tells the order’s changes in the reader’s words, never in the API’s', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Reklama Podzim');
    await updateOrder({
      orderNumber,
      orderAction: 'editOrderData',
      projectName: 'Videoklip Vltava',
      note: 'Zavolejte před vydáním',
    });
    const { result } = await getJson<AccountOrderResponse>(`/order/${orderNumber}`);
    const item = result.blocks[0]?.items[0];
    if (!item) throw new Error('the order has no item');
    await updateOrder({ orderNumber, orderAction: 'cancelItems', items: [{ id: item.id }] });

    const { unmount } = await renderPage(<UserAccountOrderIdPage />, cs(orderNumber));
    const czech = await screen.findByRole('region', { name: 'Historie objednávky' });
    expect(czech).toHaveTextContent('Změna údajů objednávky');
    expect(czech).toHaveTextContent('Název projektu: Videoklip Vltava; Změna poznámky');
    expect(czech).toHaveTextContent('Zrušení položek');
    expect(czech).toHaveTextContent(/Zrušení položky \S.* \(1 ks\); Zrušení objednávky/);
    for (const raw of [/projectName|editOrderData|cancelItems|CANCELED/, /\d{4}-\d{2}-\d{2}T/]) {
      expect(czech).not.toHaveTextContent(raw);
    }
    unmount();

    await renderPage(<UserAccountOrderIdPage />, en(orderNumber));
    const english = await screen.findByRole('region', { name: 'Order history' });
    expect(english).toHaveTextContent('Order data changed');
    expect(english).toHaveTextContent('Project name: Videoklip Vltava; Note changed');
    expect(english).toHaveTextContent('Items cancelled');
    expect(english).toHaveTextContent(/Item cancelled: \S.* \(1 pc\); Order cancelled/);
    for (const raw of [/projectName|editOrderData|cancelItems|CANCELED/, /\d{4}-\d{2}-\d{2}T/]) {
      expect(english).not.toHaveTextContent(raw);
    }
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
