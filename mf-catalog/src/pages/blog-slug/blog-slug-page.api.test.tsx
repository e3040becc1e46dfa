import { pageMetaAtom } from '@shop/shared/meta';
import { shopStore } from '@shop/shared/store';
import { renderPage } from '@test/render-page';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { currentLocation, LocationProbe } from '../../testing/location-probe';
import BlogSlugPage from './blog-slug-page';

function show(path: string, locale: 'cs' | 'en' = 'cs') {
  return renderPage(
    <>
      <BlogSlugPage />
      <LocationProbe />
    </>,
    { path, pattern: locale === 'en' ? '/en/blog/:slug' : '/blog/:slug', locale },
  );
}

describe('blog post page (against the real API)', () => {
  afterEach(cleanup);

  it('shows the post with its date, body and both language paths', async () => {
    await show('/blog/alexa-35-v-praxi');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Alexa 35/);
    expect(screen.getByText(/^Publikováno/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na blog' })).toHaveAttribute('href', '/blog');
    expect(shopStore.get(pageMetaAtom).alternates).toEqual({
      cs: '/blog/alexa-35-v-praxi',
      en: '/en/blog/alexa-35-in-practice',
    });
  });

  it('moves a Czech slug under /en to the English one', async () => {
    await show('/en/blog/alexa-35-v-praxi', 'en');
    await waitFor(() => expect(currentLocation()).toBe('/en/blog/alexa-35-in-practice'));
  });

  it('does not show other kinds of pages as blog posts', async () => {
    await show('/blog/o-nas');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Stránka nenalezena',
    );
    cleanup();
    await show('/blog/nic-takoveho');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Stránka nenalezena',
    );
  });
});
