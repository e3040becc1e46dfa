import { clearTokens } from '@shop/shared/auth';
import { renderPage } from '@test/render-page';
import { expectStackableTable } from '@test/stacked-table';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCustomerWithOrder } from '../../testing/account-with-order';
import UserAccountPage, { filterFromSearch } from './user-account-page';

describe('my orders page (against the real API)', () => {
  afterEach(() => clearTokens());

  it('lists the signed-in customer’s order with its states, in Czech', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Klip Vltava');
    await renderPage(<UserAccountPage />, { path: '/ucet' });

    const link = await screen.findByRole('link', { name: orderNumber });
    expect(link).toHaveAttribute('href', `/ucet/objednavka/${orderNumber}`);
    const row = link.closest('tr');
    if (!row) throw new Error('no row of the order');
    expect(row).toHaveTextContent('Klip Vltava');
    expect(row).toHaveTextContent(/Rezervováno|Konflikt/);
    expect(row).toHaveTextContent('Nepřipraveno');
    expect(row).toHaveTextContent('Nezaplaceno');
    expect(row).toHaveTextContent(/\d CZK/);
    expectStackableTable(screen.getByRole('table'));
    expect(screen.getByText('1 objednávka')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Můj účet' });
    expect(within(tabs).getByRole('link', { name: 'Moje objednávky' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Moje faktury' })).toHaveAttribute(
      'href',
      '/ucet/moje-faktury',
    );
    expect(within(tabs).getAllByRole('link')).toHaveLength(6);
  });

  it('filters by project through the URL and says when nothing matches, in English', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Spot Brno');
    await renderPage(<UserAccountPage />, { path: '/en/account', locale: 'en' });
    const link = await screen.findByRole('link', { name: orderNumber });
    expect(link.closest('tr')).toHaveTextContent(/Reserved|Conflict/);
    expect(link.closest('tr')).toHaveTextContent('Not ready');

    await userEvent.type(screen.getByLabelText('Project'), 'Jiný projekt');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No order matches the filter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all orders' })).toHaveAttribute(
      'href',
      '/en/account',
    );

    await userEvent.clear(screen.getByLabelText('Project'));
    await userEvent.type(screen.getByLabelText('Project'), 'Spot Brno');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No order matches the filter.')).toBeInTheDocument();
  });

  it('reads the page, status and project from the URL, leaving out what the API would refuse', () => {
    expect(filterFromSearch(new URLSearchParams('page=2&status=PAID&project=%20Klip%20'))).toEqual({
      page: 2,
      status: 'PAID',
      project: 'Klip',
    });
    expect(filterFromSearch(new URLSearchParams('page=0&status=RESERVED&project='))).toEqual({
      page: 1,
      status: undefined,
      project: undefined,
    });
    expect(filterFromSearch(new URLSearchParams('page=10001')).page).toBe(1);
  });

  it('shows an error with a retry when the customer is not signed in', async () => {
    clearTokens();
    await renderPage(<UserAccountPage />, { path: '/ucet' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zkusit znovu|Znovu/ })).toBeInTheDocument();
  });
});
