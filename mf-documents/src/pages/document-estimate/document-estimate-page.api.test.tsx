import { renderPage } from '@test/render-page';
import { configure, screen, within } from '@testing-library/react';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER_NUMBER } from '../../../../api/src/db/seed/demo-data';
import { lifecycleDocuments } from '../../testing/lifecycle-documents';
import DocumentEstimatePage from './document-estimate-page';

const pattern = '/document/estimate/:code';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

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
    const isdoc = screen.getByRole('link', { name: 'Stáhnout ISDOC' }).getAttribute('href') ?? '';
    expect(new URL(isdoc, 'http://shop.test').pathname).toBe(
      `/api/document/estimate/${DEMO_ESTIMATE_CODE}/isdoc`,
    );
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
    expect(screen.getByRole('link', { name: 'Download ISDOC' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/api/document/estimate/${DEMO_ESTIMATE_CODE}/isdoc$`)),
    );
  });

  it.each([
    [
      'cs',
      '/document/estimate',
      {
        note: 'Zálohová faktura není daňovým dokladem. Dostupnost techniky potvrdíme do jednoho pracovního dne. Do potvrzení prosíme neplaťte; pošleme vám výzvu k platbě.',
        payment: 'Platební údaje',
        paid: 'Doklad je plně uhrazen.',
      },
    ],
    [
      'en',
      '/en/document/estimate',
      {
        note: 'A proforma invoice is not a tax document. We will confirm the equipment’s availability within one business day. Please do not pay before then; we will send you a request for payment.',
        payment: 'Payment details',
        paid: 'This document is fully paid.',
      },
    ],
  ] as const)(
    'a conflict order’s proforma in %s asks to wait for the confirmation and gives no payment details',
    async (locale, base, text) => {
      const { conflictProforma } = await lifecycleDocuments();
      await renderPage(<DocumentEstimatePage />, {
        path: `${base}/${conflictProforma.code}`,
        pattern: `${base}/:code`,
        locale,
      });
      expect(await screen.findByText(text.note)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(conflictProforma.number);
      expect(screen.queryByRole('region', { name: text.payment })).not.toBeInTheDocument();
      expect(screen.queryByTestId('document-qr')).not.toBeInTheDocument();
      expect(screen.queryByText(text.paid)).not.toBeInTheDocument();
    },
  );

  it('says so when the code is unknown', async () => {
    await renderPage(<DocumentEstimatePage />, {
      path: '/en/document/estimate/00000000000000000000000000000000',
      pattern: '/en/document/estimate/:code',
      locale: 'en',
    });
    expect(await screen.findByText(/could not find this document/)).toBeInTheDocument();
  });
});
