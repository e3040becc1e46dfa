import { renderPage } from '@test/render-page';
import { screen, within } from '@testing-library/react';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER_NUMBER } from '../../../../api/src/db/seed/demo-data';
import DocumentEstimatePage from './document-estimate-page';

const pattern = '/document/estimate/:code';

describe('proforma document (against the real API)', () => {
  it('renders the seeded proforma with parties, items, totals and the bank transfer', async () => {
    await renderPage(<DocumentEstimatePage />, {
      path: `/document/estimate/${DEMO_ESTIMATE_CODE}`,
      pattern,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^Zálohová faktura ZF\d{6}$/,
    );
    expect(screen.getByText('Zálohová faktura není daňovým dokladem.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dodavatel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Odběratel' })).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByTestId('document-balance')).toHaveTextContent(/\d.*CZK/);
    const payment = screen.getByRole('region', { name: 'Platební údaje' });
    expect(within(payment).getByText(DEMO_ORDER_NUMBER)).toBeInTheDocument();
    expect(within(payment).getByRole('img', { name: 'QR Platba' })).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Stáhnout PDF' }).getAttribute('href') ?? '';
    expect(
      new URL(pdf, 'http://shop.test').pathname + new URL(pdf, 'http://shop.test').search,
    ).toBe(`/api/document/estimate/${DEMO_ESTIMATE_CODE}/pdf?lang=cs`);
  });

  it('speaks English under /en', async () => {
    await renderPage(<DocumentEstimatePage />, {
      path: `/en/document/estimate/${DEMO_ESTIMATE_CODE}`,
      pattern: '/en/document/estimate/:code',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Proforma invoice/);
    expect(screen.getByRole('columnheader', { name: 'Total excl. VAT' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      expect.stringContaining('lang=en'),
    );
  });

  it('says so when the code is unknown', async () => {
    await renderPage(<DocumentEstimatePage />, {
      path: '/en/document/estimate/00000000000000000000000000000000',
      pattern: '/en/document/estimate/:code',
      locale: 'en',
    });
    expect(await screen.findByText(/could not find this document/)).toBeInTheDocument();
  });
});
