import { renderPage } from '@test/render-page';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ORDER, DEMO_ORDER_NUMBER } from '../../../../api/src/db/seed/demo-data';
import GearListPage from '../../pages/gear-list/gear-list-page';
import GearListWithPricesPage from '../../pages/gear-list-with-prices/gear-list-with-prices-page';

describe('gear lists (against the real API)', () => {
  it('shows the list with prices in dated blocks with the order totals (cs)', async () => {
    await renderPage(<GearListWithPricesPage />, {
      path: `/p/${DEMO_ORDER.productListCode}`,
      pattern: '/p/:code',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      `Seznam techniky k zakázce ${DEMO_ORDER_NUMBER}`,
    );
    const rows = screen.getAllByRole('row');
    // A header row and the three demo lines.
    expect(rows.length).toBe(1 + DEMO_ORDER.items.length);
    expect(screen.getByRole('columnheader', { name: 'Cena/ks/den' })).toBeInTheDocument();
    expect(screen.getByText('ARRI Alexa Mini LF')).toBeInTheDocument();
    expect(screen.getByTestId('gear-list-total')).toHaveTextContent(/\d.*CZK/);
    // The PDF of the same sheet: grouped, with prices, in the page's language.
    const pdf = await screen.findByRole('link', { name: 'Stáhnout PDF' });
    expect(pdf).toHaveAttribute('download');
    expect(pdf).toHaveAttribute(
      'href',
      `/api/order/product-list.pdf?code=${DEMO_ORDER.productListCode}&grouped=1&prices=1&lang=cs`,
    );
  });

  it('shows the crew the same list without any price (en)', async () => {
    await renderPage(<GearListPage />, {
      path: `/en/t/${DEMO_ORDER.crewListCode}`,
      pattern: '/en/t/:code',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      `Equipment list of order ${DEMO_ORDER_NUMBER}`,
    );
    expect(screen.getAllByRole('row').length).toBe(1 + DEMO_ORDER.items.length);
    expect(screen.queryByText(/CZK/)).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Price/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('gear-list-total')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/order/product-list.pdf?code=${DEMO_ORDER.crewListCode}&grouped=1&prices=0&lang=en`,
    );
  });

  it('shows no price on the crew’s page even with the code that opens prices', async () => {
    await renderPage(<GearListPage />, {
      path: `/t/${DEMO_ORDER.productListCode}`,
      pattern: '/t/:code',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/CZK/)).not.toBeInTheDocument();
    // Its PDF leaves the prices out too.
    expect(await screen.findByRole('link', { name: 'Stáhnout PDF' })).toHaveAttribute(
      'href',
      expect.stringContaining('&prices=0&'),
    );
  });

  it('says so when the code is unknown', async () => {
    await renderPage(<GearListWithPricesPage />, {
      path: '/en/p/00000000000000000000000000000000',
      pattern: '/en/p/:code',
      locale: 'en',
    });
    expect(await screen.findByText(/could not find this equipment list/)).toBeInTheDocument();
  });

  it('checks the e-mail next to the field and sends the link', async () => {
    const user = userEvent.setup();
    await renderPage(<GearListPage />, {
      path: `/t/${DEMO_ORDER.crewListCode}`,
      pattern: '/t/:code',
    });
    const form = within(await screen.findByRole('region', { name: 'Poslat seznam e-mailem' }));
    const email = form.getByLabelText(/E-mail příjemce/);
    await user.type(email, 'nejde');
    await user.click(form.getByRole('button', { name: 'Poslat odkaz' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    await user.type(email, 'stab-test@example.cz');
    await user.click(form.getByRole('button', { name: 'Poslat odkaz' }));
    expect(await form.findByText('Odkaz na seznam jsme poslali.')).toBeInTheDocument();
  });
});
