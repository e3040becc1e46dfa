/** Companies and billing data against the real API: a signed-in customer with an account. */
import { postForm } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type { CompanyListResponse, CompanyResponse } from '@shop/shared/contract';
import { renderPage } from '@test/render-page';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCustomerWithOrder } from '../../testing/account-with-order';
import UserAccountBillingDataPage from './user-account-billing-data-page';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const renderCompanies = (locale: 'cs' | 'en') =>
  renderPage(<UserAccountBillingDataPage />, {
    path: locale === 'en' ? '/en/account/billing-data' : '/ucet/fakturacni-udaje',
    locale,
  });

/** The customer's companies as the API has them now. */
async function storedCompanies() {
  return (await postForm<CompanyListResponse>('/user-company/list', {})).result;
}

async function saveCompanyThroughApi() {
  return (
    await postForm<CompanyResponse>('/user-company/save', {
      company: JSON.stringify({
        name: 'Ateliér Vltava s.r.o.',
        street: 'Korunní 2569/108',
        city: 'Praha 10',
        zipCode: '101 00',
        country: 'CZ',
        taxRegNo: '17508622',
        vatRegNo: 'CZ17508622',
      }),
    })
  ).result;
}

describe('companies and billing data page', () => {
  afterEach(() => clearTokens());

  it('leads from the empty state to a company filled from the registry, in Czech', async () => {
    await signedInCustomerWithOrder('Firmy');
    await renderCompanies('cs');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Firmy a fakturační údaje' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Firmy a fakturační údaje' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText(/Zatím nemáte uloženou žádnou firmu/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Přidat firmu' }));

    const form = screen.getByRole('form', { name: 'Nová firma' });
    await userEvent.type(within(form).getByLabelText(/IČO/), '17508623');
    await userEvent.click(within(form).getByRole('button', { name: 'Uložit firmu' }));
    expect(
      within(form).getByText('IČO není platné (8 číslic s kontrolní číslicí)'),
    ).toBeInTheDocument();
    expect(within(form).getAllByText('Pole je povinné').length).toBeGreaterThan(0);

    await userEvent.clear(within(form).getByLabelText(/IČO/));
    await userEvent.type(within(form).getByLabelText(/IČO/), '17508622');
    await userEvent.click(within(form).getByRole('button', { name: 'Vyhledat v ARES' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Název firmy/)).toHaveValue('Ateliér Vltava s.r.o.'),
    );
    expect(within(form).getByLabelText(/DIČ/)).toHaveValue('CZ17508622');
    await userEvent.clear(within(form).getByLabelText(/DIČ/));
    await userEvent.type(within(form).getByLabelText(/DIČ/), '17508622');
    await userEvent.tab();
    expect(
      within(form).getByText('DIČ neodpovídá zemi (pro Česko CZ a 8–10 číslic)'),
    ).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/DIČ/));
    await userEvent.type(within(form).getByLabelText(/DIČ/), 'CZ17508622');
    await userEvent.click(within(form).getByRole('button', { name: 'Uložit firmu' }));

    const card = await screen.findByRole('article', { name: 'Ateliér Vltava s.r.o.' });
    expect(within(card).getByText('Vlastník')).toBeInTheDocument();
    expect(within(card).getByText('17508622')).toBeInTheDocument();
    const [stored] = await storedCompanies();
    expect(stored).toMatchObject({ name: 'Ateliér Vltava s.r.o.', city: 'Praha 10', owner: true });
  });

  it('adds a contact with roles, changes them, refuses a duplicate and removes it, in Czech', async () => {
    await signedInCustomerWithOrder('Firmy kontakty');
    await saveCompanyThroughApi();
    await renderCompanies('cs');
    const card = await screen.findByRole('article', { name: 'Ateliér Vltava s.r.o.' });
    expect(within(card).getByText('Firma zatím nemá žádné další kontakty.')).toBeInTheDocument();

    const add = within(card).getByRole('form', { name: 'Přidat kontakt' });
    await userEvent.type(within(add).getByLabelText(/E-mail kontaktu/), 'Petr@Example.cz');
    await userEvent.click(within(add).getByRole('button', { name: 'Přidat kontakt' }));
    expect(within(add).getByText('Vyberte alespoň jednu roli')).toBeInTheDocument();
    await userEvent.click(within(add).getByRole('checkbox', { name: /Finance/ }));
    await userEvent.click(within(add).getByRole('button', { name: 'Přidat kontakt' }));

    const contact = await within(card).findByRole('form', { name: 'Kontakt petr@example.cz' });
    expect(within(contact).getByRole('checkbox', { name: /Finance/ })).toBeChecked();
    await userEvent.click(within(contact).getByRole('checkbox', { name: /Správce/ }));
    await userEvent.click(within(contact).getByRole('button', { name: 'Uložit role' }));
    await waitFor(async () =>
      expect((await storedCompanies())[0]?.contacts[0]?.roleId).toEqual([
        'administrator',
        'finance',
      ]),
    );

    await userEvent.type(within(add).getByLabelText(/E-mail kontaktu/), 'petr@example.cz');
    await userEvent.click(within(add).getByRole('checkbox', { name: /Fakturace a převzetí/ }));
    await userEvent.click(within(add).getByRole('button', { name: 'Přidat kontakt' }));
    const email = within(add).getByLabelText(/E-mail kontaktu/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Firma už kontakt s tímto e-mailem má.'),
    );

    await userEvent.click(within(contact).getByRole('button', { name: 'Odebrat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odebrat kontakt?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ano, odebrat' }));
    await waitFor(() =>
      expect(within(card).queryByRole('form', { name: 'Kontakt petr@example.cz' })).toBeNull(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await storedCompanies())[0]?.contacts).toEqual([]);
  });

  it('edits a company and deletes it after a confirmation, in English', async () => {
    await signedInCustomerWithOrder('Companies');
    await saveCompanyThroughApi();
    await renderCompanies('en');
    const card = await screen.findByRole('article', { name: 'Ateliér Vltava s.r.o.' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit data' }));
    const form = within(card).getByRole('form', { name: 'Edit the company' });
    await userEvent.clear(within(form).getByLabelText(/City/));
    await userEvent.type(within(form).getByLabelText(/City/), 'Praha 7');
    await userEvent.clear(within(form).getByLabelText(/Zip code/));
    await userEvent.type(within(form).getByLabelText(/Zip code/), '1700');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the company' }));
    expect(within(form).getByText('A zip code has 5 digits (e.g. 170 00)')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/Zip code/));
    await userEvent.type(within(form).getByLabelText(/Zip code/), '170 00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the company' }));
    await waitFor(() => expect(within(card).getByText(/170 00 Praha 7/)).toBeInTheDocument());
    expect((await storedCompanies())[0]?.city).toBe('Praha 7');

    await userEvent.click(within(card).getByRole('button', { name: 'Delete the company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the company?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await storedCompanies()).toHaveLength(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete the company' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete the company?' })).getByRole(
        'button',
        { name: 'Yes, delete' },
      ),
    );
    expect(await screen.findByText(/You have no saved company yet/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Add a company' })).toBeInTheDocument();
    expect(await storedCompanies()).toEqual([]);
  });
});
