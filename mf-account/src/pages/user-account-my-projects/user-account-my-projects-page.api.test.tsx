import { clearTokens } from '@shop/shared/auth';
import { renderPage } from '@test/render-page';
import { expectStackableTable } from '@test/stacked-table';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCustomerWithOrder } from '../../testing/account-with-order';
import UserAccountMyProjectsPage, { monthsFromSearch } from './user-account-my-projects-page';

describe('my projects page (against the real API)', () => {
  afterEach(() => clearTokens());

  it('lists the customer’s project leading to its orders, in Czech', async () => {
    await signedInCustomerWithOrder('Klip Vltava');
    await renderPage(<UserAccountMyProjectsPage />, { path: '/ucet/moje-projekty' });

    const link = await screen.findByRole('link', { name: 'Objednávky projektu Klip Vltava' });
    expect(link).toHaveAttribute('href', '/ucet?project=Klip+Vltava');
    const row = link.closest('tr');
    if (!row) throw new Error('no row of the project');
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(screen.getByText('1 projekt')).toBeInTheDocument();
    expectStackableTable(screen.getByRole('table'));
    const periods = screen.getByRole('navigation', { name: 'Období' });
    expect(within(periods).getByRole('link', { name: 'Všechny' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const tabs = screen.getByRole('navigation', { name: 'Můj účet' });
    expect(within(tabs).getByRole('link', { name: 'Moje projekty' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('filters by period through the URL, in English', async () => {
    await signedInCustomerWithOrder('Spot Brno');
    await renderPage(<UserAccountMyProjectsPage />, {
      path: '/en/account/my-projects',
      locale: 'en',
    });
    expect(
      await screen.findByRole('link', { name: 'Orders of project Spot Brno' }),
    ).toHaveAttribute('href', '/en/account?project=Spot+Brno');
    await userEvent.click(screen.getByRole('link', { name: 'Last 3 months' }));
    expect(screen.getByRole('link', { name: 'Last 3 months' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByRole('link', { name: 'Orders of project Spot Brno' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 project')).toBeInTheDocument();
  });

  it('leads to the catalogue when the customer has no project', async () => {
    await signedInCustomerWithOrder('');
    await renderPage(<UserAccountMyProjectsPage />, {
      path: '/en/account/my-projects',
      locale: 'en',
    });
    expect(await screen.findByText(/You have no projects yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse equipment' })).toHaveAttribute('href', '/en');
  });

  it('reads the period from the URL: 3, 6 or 12 months, else all', () => {
    expect(monthsFromSearch(new URLSearchParams('months=6'))).toBe(6);
    expect(monthsFromSearch(new URLSearchParams('months=12'))).toBe(12);
    expect(monthsFromSearch(new URLSearchParams('months=5'))).toBeUndefined();
    expect(monthsFromSearch(new URLSearchParams(''))).toBeUndefined();
  });

  it('shows an error with a retry when the customer is not signed in', async () => {
    clearTokens();
    await renderPage(<UserAccountMyProjectsPage />, { path: '/ucet/moje-projekty' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zkusit znovu|Znovu/ })).toBeInTheDocument();
  });
});
