/** `/:slug` asks the API what a slug is (against the real API). */
import { pageMetaAtom } from '@shop/shared/meta';
import { shopStore } from '@shop/shared/store';
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { currentLocation, LocationProbe } from '../../testing/location-probe';
import SlugPage from './slug-page';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

async function show(path: string, locale: 'cs' | 'en' = 'cs') {
  return renderPage(
    <>
      <SlugPage />
      <LocationProbe />
    </>,
    { path, pattern: locale === 'en' ? '/en/:slug' : '/:slug', locale },
  );
}

describe('slug page (against the real API)', () => {
  afterEach(cleanup);

  it('shows a content page with its sanitised body, description and alternates', async () => {
    await show('/o-nas');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('O nás');
    // The body is the API's HTML, rendered as such.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Co pro vás děláme' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article').querySelectorAll('li').length).toBeGreaterThan(2);
    expect(shopStore.get(pageMetaAtom)).toMatchObject({
      title: 'O nás',
      alternates: { cs: '/o-nas', en: '/en/about-us' },
    });
    expect(shopStore.get(pageMetaAtom).description?.length).toBeGreaterThan(20);
  });

  it('shows a category or a product by its slug', async () => {
    await show('/kamery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kamery' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('product-card')).toHaveLength(24);
    cleanup();
    await show('/en/sony-fx6', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sony FX6' })).toBeInTheDocument();
    expect(screen.getByTestId('product-detail')).toBeInTheDocument();
  });

  it("replaces the other language's slug with this language's one", async () => {
    await show('/en/objektivy', 'en');
    await waitFor(() => expect(currentLocation()).toBe('/en/lenses'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lenses' })).toBeInTheDocument();
  });

  it('answers an unknown slug with the not-found page (404, non-fatal)', async () => {
    const { container } = await show('/nic-takoveho');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Stránka nenalezena',
    );
    expect(screen.getByText('Stránku /nic-takoveho jsme nenašli.')).toBeInTheDocument();
    expect(container.querySelector('[data-status="404"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Zpět na úvodní stránku' })).toHaveAttribute(
      'href',
      '/',
    );
    cleanup();
    await show('/en/no-such-thing', 'en');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  });
});
