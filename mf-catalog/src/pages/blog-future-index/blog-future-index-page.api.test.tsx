import { renderPage } from '@test/render-page';
import { cleanup, screen, within } from '@testing-library/react';
import BlogFutureIndexPage from './blog-future-index-page';

describe('blog future index (against the real API)', () => {
  afterEach(cleanup);

  it('announces upcoming posts and indexes every published post by year', async () => {
    await renderPage(<BlogFutureIndexPage />, { path: '/blog/future-index' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog – připravujeme');
    const upcoming = await screen.findByRole('region', { name: 'Připravujeme' });
    expect(upcoming).toBeInTheDocument();
    const all = screen.getByRole('region', { name: 'Všechny články' });
    expect(within(all).getByRole('region', { name: 'Rok 2025' })).toBeInTheDocument();
    expect(within(all).getAllByRole('link').length).toBeGreaterThan(5);
  });
});
