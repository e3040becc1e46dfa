/** The product detail's pictures against the real API: the main one is the page's LCP. */
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SlugPage from '../../pages/slug/slug-page';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

afterEach(cleanup);

async function showGallery() {
  await renderPage(<SlugPage />, {
    path: '/en/build-your-own-cine-lens-set',
    pattern: '/en/:slug',
    locale: 'en',
  });
  await screen.findByRole('heading', { level: 1, name: 'Build your own cine lens set' });
  return screen.getByRole('region', { name: 'Product pictures' });
}

describe('gallery', () => {
  it('loads the main picture at once and first, the thumbnails at once after it; every box is reserved', async () => {
    const gallery = await showGallery();
    const main = within(gallery).getByTestId('gallery-image');
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '600');
    expect(main).toHaveAttribute('decoding', 'async');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');

    const thumbnails = within(gallery)
      .getAllByRole('button')
      .map((button) => button.querySelector('img'));
    expect(thumbnails.length).toBeGreaterThan(1);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('width', '96');
      expect(thumbnail).toHaveAttribute('height', '72');
      expect(thumbnail).toHaveAttribute('decoding', 'async');
      // Right under the main picture, so in the first screen, but never ahead of it.
      expect(thumbnail).toHaveAttribute('loading', 'eager');
      expect(thumbnail).toHaveAttribute('fetchpriority', 'auto');
    }
  });

  it('keeps the main picture eager when another one is chosen', async () => {
    const user = userEvent.setup();
    const gallery = await showGallery();
    const [, second] = within(gallery).getAllByRole('button');
    if (!second) throw new Error('No second thumbnail');
    await user.click(second);
    const main = within(gallery).getByTestId('gallery-image');
    expect(main).toHaveAttribute('src', second.querySelector('img')?.getAttribute('src'));
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('width', '800');
  });
});
