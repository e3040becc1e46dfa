import { renderPage } from '@test/render-page';
import { cleanup, screen } from '@testing-library/react';
import AllAboutRentalPage from './all-about-rental-page';

describe('all about rental (against the real API)', () => {
  afterEach(cleanup);

  it('lists the about-rental pages with links to them', async () => {
    await renderPage(<AllAboutRentalPage />, { path: '/vse-o-pronajmu' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vše o pronájmu');
    expect(await screen.findByRole('link', { name: 'Noční trezor' })).toHaveAttribute(
      'href',
      '/vse-o-pronajmu/nocni-trezor',
    );
    expect(screen.getAllByTestId('page-teaser').length).toBeGreaterThan(4);
  });
});
