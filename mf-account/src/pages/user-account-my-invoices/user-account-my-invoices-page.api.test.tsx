import { apiClient, postForm } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type { Company, CompanyResponse, OrderUpdateResponse } from '@shop/shared/contract';
import { signedInLifecycleCustomer } from '@test/lifecycle-customer';
import { renderPage } from '@test/render-page';
import { expectStackableTable } from '@test/stacked-table';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCustomerWithOrder } from '../../testing/account-with-order';
import { signedInCompanyAdministrator } from '../../testing/company-order';
import UserAccountMyInvoicesPage, {
  companyChoices,
  filterFromSearch,
  OverdueNotices,
  searchFromValues,
} from './user-account-my-invoices-page';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** A company kept by the signed-in customer. */
async function keepCompany(name: string): Promise<Company> {
  const { result } = await postForm<CompanyResponse>('/user-company/save', {
    company: {
      name,
      street: 'Komunardů 1',
      city: 'Praha 7',
      zipCode: '170 00',
      country: 'CZ',
      taxRegNo: '27082440',
    },
  });
  return result;
}

/** The texts of a select's options. */
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('my invoices page (against the real API)', () => {
  afterEach(() => clearTokens());

  it('lists the order’s proforma with its amounts, state, document link and payment, in Czech', async () => {
    // A reserved order may be paid; a conflict waits for staff to confirm it.
    const { orderNumber } = await signedInCustomerWithOrder('Klip Vltava', { reserved: true });
    await renderPage(<UserAccountMyInvoicesPage />, { path: '/ucet/moje-faktury' });

    const orderLink = await screen.findByRole('link', { name: orderNumber });
    expect(orderLink).toHaveAttribute('href', `/ucet/objednavka/${orderNumber}`);
    const row = orderLink.closest('tr');
    if (!row) throw new Error('no row of the document');
    expect(row).toHaveTextContent('Zálohová faktura');
    expect(row).toHaveTextContent('Nezaplaceno');
    expect(row).toHaveTextContent('Jana Nováková');
    expect(optionsOf(screen.getByRole('combobox', { name: 'Typ dokladu' }))).toEqual([
      'Všechny typy',
      'Zálohová faktura',
      'Daňový doklad k přijaté platbě',
      'Faktura',
      'Opravný daňový doklad',
    ]);
    expect(row).toHaveTextContent(/\d CZK/);
    const number = within(row).getByRole('rowheader').textContent ?? '';
    const open = within(row).getByRole('link', { name: `Zobrazit doklad ${number}` });
    expect(open.getAttribute('href')).toMatch(/^\/document\/estimate\/[0-9a-f]{32}$/);
    const code = open.getAttribute('href')?.split('/').pop() ?? '';
    expect(
      within(row).getByRole('link', { name: `Zaplatit zálohovou fakturu ${number}` }),
    ).toHaveAttribute('href', `/objednavka-odeslana/${orderNumber}?code=${code}`);
    expect(screen.getByText('1 doklad')).toBeInTheDocument();
    expectStackableTable(screen.getByRole('table'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Můj účet' });
    expect(within(tabs).getByRole('link', { name: 'Moje faktury' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('filters through the URL, says when nothing matches and checks the fields, in English', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Spot Brno');
    await renderPage(<UserAccountMyInvoicesPage />, {
      path: '/en/account/my-invoices',
      locale: 'en',
    });
    const orderLink = await screen.findByRole('link', { name: orderNumber });
    expect(orderLink.closest('tr')).toHaveTextContent('Proforma invoice');
    expect(orderLink.closest('tr')).toHaveTextContent('Unpaid');

    await userEvent.type(screen.getByLabelText('Order number'), '26-1');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('An order number has at most 8 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('Order number'));
    await userEvent.type(screen.getByLabelText('Order number'), orderNumber);
    await userEvent.selectOptions(screen.getByLabelText('Document type'), 'Invoice');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No document matches the filter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all documents' })).toHaveAttribute(
      'href',
      '/en/account/my-invoices',
    );
    // The form shows the filter the URL holds.
    expect(screen.getByLabelText('Document type')).toHaveValue('invoice');
    expect(screen.getByLabelText('Order number')).toHaveValue(orderNumber);

    await userEvent.selectOptions(screen.getByLabelText('Document type'), 'Proforma invoice');
    await userEvent.selectOptions(screen.getByLabelText('Payment status'), 'Unpaid');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('link', { name: orderNumber })).toBeInTheDocument();
    expect(screen.getByText('1 document')).toBeInTheDocument();
  });

  it.each([
    [
      'cs',
      '/ucet/moje-faktury',
      {
        docType: 'Typ dokladu',
        taxDocument: 'Daňový doklad k přijaté platbě',
        apply: 'Filtrovat',
        count: '8 dokladů',
        state: 'Zaplaceno',
        open: 'Zobrazit doklad',
        documentPath: '/document/tax-document/',
      },
    ],
    [
      'en',
      '/en/account/my-invoices',
      {
        docType: 'Document type',
        taxDocument: 'Tax document for a received payment',
        apply: 'Filter',
        count: '8 documents',
        state: 'Paid',
        open: 'Open document',
        documentPath: '/en/document/tax-document/',
      },
    ],
  ] as const)(
    'lists the tax document of each received payment, picked by its type, in %s',
    async (locale, path, text) => {
      // The seeded customer's orders were paid by transfer eight times, each payment taxed.
      await signedInLifecycleCustomer();
      await renderPage(<UserAccountMyInvoicesPage />, { path, locale });
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: text.docType }),
        text.taxDocument,
      );
      await userEvent.click(screen.getByRole('button', { name: text.apply }));
      expect(await screen.findByText(text.count)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: text.docType })).toHaveValue('tax-document');

      const numbers = screen.getAllByRole('rowheader').map((header) => header.textContent ?? '');
      expect(numbers).toHaveLength(8);
      for (const number of numbers) {
        expect(number).toMatch(/^DP\d{8}$/);
        const open = screen.getByRole('link', { name: `${text.open} ${number}` });
        expect(open.getAttribute('href')).toMatch(new RegExp(`^${text.documentPath}[0-9a-f]{32}$`));
        const row = open.closest('tr');
        if (!row) throw new Error(`no row of ${number}`);
        expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(text.taxDocument);
        expect(row).toHaveTextContent(text.state);
        // A tax document asks for nothing: only its link.
        expect(within(row).getAllByRole('link')).toHaveLength(2);
      }
    },
  );

  /** The seeded credit note's fixed code (api/src/db/seed/lifecycle-orders.ts). */
  const creditNoteCode = 'c92d5e7a1b3f4d6e8a0c2b4f6d8e1a37';

  it.each([
    ['cs', '/ucet/moje-faktury', 'Opravný daňový doklad', 'Nevráceno', '1 doklad', '/document'],
    ['en', '/en/account/my-invoices', 'Credit note', 'Not refunded', '1 document', '/en/document'],
  ] as const)(
    'says in %s what of a credit note the shop has refunded',
    async (locale, path, type, state, count, documents) => {
      await signedInLifecycleCustomer();
      await renderPage(<UserAccountMyInvoicesPage />, {
        path: `${path}?docType=repair-invoice`,
        pattern: path,
        locale,
      });
      expect(await screen.findByText(count)).toBeInTheDocument();
      const [row] = screen.getAllByRole('row').slice(1);
      if (!row) throw new Error('no row of the credit note');
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(type);
      expect(within(row).getByText(state)).toBeInTheDocument();
      expect(within(row).getAllByRole('link').at(-1)).toHaveAttribute(
        'href',
        `${documents}/repair-invoice/${creditNoteCode}`,
      );
    },
  );

  it('offers only the companies whose invoices the customer may read, all by default, in Czech', async () => {
    // An administrator of someone else's company sees its orders, not its invoices.
    const { companyName } = await signedInCompanyAdministrator('Firemní faktury');
    const own = await keepCompany(`Vlastní ${Date.now() % 100_000} s.r.o.`);
    await renderPage(<UserAccountMyInvoicesPage />, { path: '/ucet/moje-faktury' });

    const select = await screen.findByRole('combobox', { name: 'Firma' });
    expect(select).toHaveValue('');
    expect(optionsOf(select)).toEqual(['Všechny doklady (moje i firemní)', own.name]);
    expect(optionsOf(select)).not.toContain(companyName);

    await userEvent.selectOptions(select, own.name);
    await userEvent.click(screen.getByRole('button', { name: 'Filtrovat' }));
    expect(await screen.findByText('Filtru neodpovídá žádný doklad.')).toBeInTheDocument();
    // The URL keeps the company: the form, rebuilt from it, still shows it.
    expect(screen.getByRole('combobox', { name: 'Firma' })).toHaveValue(String(own.id));
  });

  it('lists one company’s documents when it is picked, and all again for all, in English', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Company spot');
    const billed = await keepCompany(`Billed ${Date.now() % 100_000} Ltd`);
    const idle = await keepCompany(`Idle ${Date.now() % 100_000} Ltd`);
    await apiClient().post<OrderUpdateResponse>('/order/update', {
      orderNumber,
      orderAction: 'editBillingCustomer',
      billingCustomerId: billed.id,
    });
    await renderPage(<UserAccountMyInvoicesPage />, {
      path: `/en/account/my-invoices?companyId=${idle.id}`,
      pattern: '/en/account/my-invoices',
      locale: 'en',
    });

    expect(await screen.findByText('No document matches the filter.')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Company' });
    expect(select).toHaveValue(String(idle.id));
    expect(optionsOf(select)).toEqual([
      "All documents (mine and my companies')",
      billed.name,
      idle.name,
    ]);

    await userEvent.selectOptions(select, billed.name);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    // A document never changes: billing the order to the company issued it a new proforma
    // beside the first one (issued to the person).
    expect(await screen.findAllByRole('link', { name: orderNumber })).toHaveLength(2);
    expect(screen.getByText('2 documents')).toBeInTheDocument();
    const [first, second] = screen
      .getAllByRole('rowheader')
      .map((header) => header.textContent ?? '')
      .sort();
    expect(first).toMatch(/^ZF\d{6}$/);
    expect(second).toBe(`${first}-2`);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Company' }),
      "All documents (mine and my companies')",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findAllByRole('link', { name: orderNumber })).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('');
  });

  it.each([
    ['none yet', undefined, undefined, []],
    ['no company', [], undefined, []],
    ['the readable ones', 'companies', undefined, ['1', '3']],
    ['an unknown one from the URL', 'companies', 9, ['1', '3', '9']],
    ['a readable one from the URL', 'companies', 3, ['1', '3']],
    ['the URL’s before the list arrives', undefined, 9, []],
  ] as const)('offers companies: %s', (_, list, companyId, expected) => {
    const company = (id: number, myRoles: Company['myRoles']) =>
      ({ id, name: `Firma ${id}`, myRoles }) as unknown as Company;
    const companies =
      list === 'companies'
        ? [
            company(1, ['administrator', 'finance', 'billing-and-receiving']),
            company(2, ['administrator']),
            company(3, ['finance']),
          ]
        : list;
    expect(
      companyChoices(companies, companyId, (id) => `#${id}`).map((choice) => choice.value),
    ).toEqual(expected);
  });

  it('shows the overdue proformas and invoices, leading to the unpaid ones', async () => {
    await renderPage(<OverdueNotices overdue={{ estimates: 2, invoices: 5 }} />, {
      path: '/ucet/moje-faktury',
    });
    const notices = screen.getAllByRole('status');
    expect(notices.map((notice) => notice.textContent)).toEqual([
      'Máte 2 zálohové faktury po splatnosti. Zobrazit nezaplacené',
      'Máte 5 faktur po splatnosti. Zobrazit nezaplacené',
    ]);
    expect(within(notices[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/ucet/moje-faktury?docType=estimate&paymentStatus=unpaid',
    );
  });

  it('shows nothing when nothing is overdue', async () => {
    await renderPage(<OverdueNotices overdue={{ estimates: 0, invoices: 0 }} />, {
      path: '/en/account/my-invoices',
      locale: 'en',
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reads the filter from the URL, leaving out what the API would refuse', () => {
    expect(
      filterFromSearch(
        new URLSearchParams(
          'page=2&paymentStatus=part-paid&docType=invoice&issueDateFrom=2026-01-01&issueDateTo=2026-02-28&orderNumber=26&customerName=%20Ateli%C3%A9r%20&companyId=7',
        ),
      ),
    ).toEqual({
      page: 2,
      paymentStatus: 'part-paid',
      docType: 'invoice',
      issueDateFrom: '2026-01-01',
      issueDateTo: '2026-02-28',
      orderNumber: '26',
      customerName: 'Ateliér',
      companyId: 7,
    });
    expect(
      filterFromSearch(
        new URLSearchParams(
          'page=0&paymentStatus=overdue&docType=offer&issueDateFrom=2026-02-30&issueDateTo=x&orderNumber=26-1&customerName=&companyId=-1',
        ),
      ),
    ).toEqual({
      page: 1,
      paymentStatus: undefined,
      docType: undefined,
      issueDateFrom: undefined,
      issueDateTo: undefined,
      orderNumber: undefined,
      customerName: undefined,
      companyId: undefined,
    });
  });

  it('writes the form’s filter to the URL, with the company', () => {
    expect(
      searchFromValues({
        paymentStatus: 'unpaid',
        docType: '',
        orderNumber: ' 26 ',
        customerName: '',
        companyId: '3',
      }).toString(),
    ).toBe('paymentStatus=unpaid&orderNumber=26&companyId=3');
    expect(searchFromValues({ companyId: '' }).toString()).toBe('');
    expect(searchFromValues({}).toString()).toBe('');
  });

  it('shows an error with a retry when the customer is not signed in', async () => {
    clearTokens();
    await renderPage(<UserAccountMyInvoicesPage />, { path: '/ucet/moje-faktury' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zkusit znovu|Znovu/ })).toBeInTheDocument();
  });
});
