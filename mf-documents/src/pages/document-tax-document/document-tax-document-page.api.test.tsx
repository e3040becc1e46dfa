import type { InvoiceRow } from '@shop/shared/contract';
import { renderPage } from '@test/render-page';
import { configure, screen } from '@testing-library/react';
import { lifecycleDocuments } from '../../testing/lifecycle-documents';
import DocumentTaxDocumentPage from './document-tax-document-page';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** The path and query a link leads to (its origin is the API's public address). */
const target = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', window.location.href);
  return url.pathname + url.search;
};

/** The value a sheet's list of facts gives under a label (a dt and its dd). */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

let taxDocument: InvoiceRow;

beforeAll(async () => {
  ({ taxDocument } = await lifecycleDocuments());
});

describe('tax document for a received payment (against the real API)', () => {
  it.each([
    [
      'cs',
      '/document/tax-document',
      {
        title: 'Daňový doklad k přijaté platbě',
        line: 'Záloha na objednávku {order} přijatá převodem',
        receivedOn: 'Datum přijetí platby',
        method: ['Forma úhrady', 'Bankovním převodem'],
        received: 'Přijatá platba',
        said: 'Platba byla přijata; doklad nic dalšího nežádá.',
        payment: 'Platební údaje',
        pdf: 'Stáhnout PDF',
        isdoc: 'Stáhnout ISDOC',
      },
    ],
    [
      'en',
      '/en/document/tax-document',
      {
        title: 'Tax document for a received payment',
        line: 'Advance on order {order} received by bank transfer',
        receivedOn: 'Payment received on',
        method: ['Payment method', 'Bank transfer'],
        received: 'Payment received',
        said: 'The payment has been received; nothing more is asked.',
        payment: 'Payment details',
        pdf: 'Download PDF',
        isdoc: 'Download ISDOC',
      },
    ],
  ] as const)(
    'in %s: the payment received, the day and the way it came, nothing asked, PDF and ISDOC',
    async (locale, base, text) => {
      await renderPage(<DocumentTaxDocumentPage />, {
        path: `${base}/${taxDocument.code}`,
        pattern: `${base}/:code`,
        locale,
      });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        `${text.title} ${taxDocument.number}`,
      );
      expect(
        screen.getByRole('cell', { name: text.line.replace('{order}', taxDocument.orderNumber) }),
      ).toBeInTheDocument();
      expect(fact(text.receivedOn)).toHaveTextContent(/\d/);
      expect(fact(text.method[0])).toHaveTextContent(text.method[1]);
      // As the account's list has it: the whole payment, with VAT.
      expect(fact(text.received)?.textContent?.replace(/\D/g, '')).toBe(
        String(taxDocument.amountWithTax),
      );
      expect(fact(text.received)).toHaveTextContent(/^[1-9][\d ]* CZK$/);
      expect(screen.getByTestId('document-balance')).toBe(fact(text.received));
      expect(screen.getByText(text.said)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: text.payment })).not.toBeInTheDocument();
      expect(screen.queryByTestId('document-qr')).not.toBeInTheDocument();
      expect(target(screen.getByRole('link', { name: text.pdf }))).toBe(
        `/api/document/tax-document/${taxDocument.code}/pdf?lang=${locale}`,
      );
      expect(target(screen.getByRole('link', { name: text.isdoc }))).toBe(
        `/api/document/tax-document/${taxDocument.code}/isdoc`,
      );
    },
  );

  it('the ISDOC link leads to the document’s ISDOC 6.0.2 XML', async () => {
    await renderPage(<DocumentTaxDocumentPage />, {
      path: `/document/tax-document/${taxDocument.code}`,
      pattern: '/document/tax-document/:code',
    });
    const link = await screen.findByRole('link', { name: 'Stáhnout ISDOC' });
    const answer = await fetch(new URL(link.getAttribute('href') ?? '', window.location.href));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).toContain('<Invoice xmlns="http://isdoc.cz/namespace/2013" version="6.0.2">');
    expect(xml).toContain(`<ID>${taxDocument.number}</ID>`);
  });

  it('says so when the code is unknown', async () => {
    await renderPage(<DocumentTaxDocumentPage />, {
      path: '/document/tax-document/00000000000000000000000000000000',
      pattern: '/document/tax-document/:code',
    });
    expect(await screen.findByText(/Doklad jsme nenašli/)).toBeInTheDocument();
  });
});
