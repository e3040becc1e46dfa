import { renderPage } from '@test/render-page';
import { cleanup, screen } from '@testing-library/react';
import AllAboutRentalSlugPage from './all-about-rental-slug-page';

describe('an about-rental page (against the real API)', () => {
  afterEach(cleanup);

  it('shows the page and a way back to the index', async () => {
    await renderPage(<AllAboutRentalSlugPage />, {
      path: '/en/all-about-rental/night-safe',
      pattern: '/en/all-about-rental/:slug',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Night safe');
    expect(screen.getByRole('link', { name: 'Back to All about rental' })).toHaveAttribute(
      'href',
      '/en/all-about-rental',
    );
  });

  it('answers an unknown page with not found', async () => {
    await renderPage(<AllAboutRentalSlugPage />, {
      path: '/vse-o-pronajmu/nic',
      pattern: '/vse-o-pronajmu/:slug',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Stránka nenalezena',
    );
  });
});
