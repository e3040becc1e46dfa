import { renderPage } from '@test/render-page';
import { screen } from '@testing-library/react';
import { DEMO_ESTIMATE_CODE } from '../../../../api/src/db/seed/demo-data';
import DocumentEstimatePage from './document-estimate-page';

const pattern = '/document/estimate/:code';

describe('estimate document (against the real API)', () => {
  it('renders the seeded estimate with parties, items and totals', async () => {
    await renderPage(<DocumentEstimatePage />, {
      path: `/document/estimate/${DEMO_ESTIMATE_CODE}`,
      pattern,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Zálohová faktura');
    expect(screen.getByRole('heading', { name: 'Dodavatel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Odběratel' })).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByTestId('estimate-total')).toHaveTextContent(/\d.*CZK/);
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
