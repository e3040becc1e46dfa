import { renderPage } from '@test/render-page';
import { cleanup, screen, within } from '@testing-library/react';
import BlogPage from './blog-page';

describe('blog page (against the real API)', () => {
  afterEach(cleanup);

  it('lists published posts, newest first, with dates and leads', async () => {
    await renderPage(<BlogPage />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    const teasers = await screen.findAllByTestId('page-teaser');
    expect(teasers.length).toBeGreaterThan(5);
    const dates = teasers.map(
      (teaser) => teaser.querySelector('time')?.getAttribute('datetime') ?? '',
    );
    expect(dates).toEqual([...dates].sort().reverse());
    expect(within(teasers[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/blog\/[a-z0-9-]+$/),
    );
  });

  it('links English posts under /en/blog', async () => {
    await renderPage(<BlogPage />, { path: '/en/blog', locale: 'en' });
    const [first] = await screen.findAllByTestId('page-teaser');
    expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/blog\/[a-z0-9-]+$/),
    );
  });
});
