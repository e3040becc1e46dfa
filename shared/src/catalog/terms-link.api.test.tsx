/** The page list's paths by language, and the terms link against the real API's terms page. */
import { renderPage } from '@test/render-page';
import { screen, waitFor } from '@testing-library/react';
import { contentPagePath, pageTitle, TERMS_SERVER_PATH } from './get-page-list';
import { TermsLink } from './terms-link';

const privacy = {
  slug: 'ochrana-osobnich-udaju',
  title: 'Ochrana osobních údajů',
  translations: {
    en: { slug: 'privacy-policy', title: 'Privacy policy', perex: '', path: null },
  },
};

describe('content page paths', () => {
  it.each([
    ['cs', '/ochrana-osobnich-udaju', 'Ochrana osobních údajů'],
    ['en', '/en/privacy-policy', 'Privacy policy'],
  ] as const)('in %s: %s, titled %s', (locale, path, title) => {
    expect(contentPagePath(privacy, locale)).toBe(path);
    expect(pageTitle(privacy, locale)).toBe(title);
  });
});

describe('terms link', () => {
  it.each([
    ['cs', '/obchodni-podminky'],
    ['en', '/en/terms-and-conditions'],
  ] as const)('in %s leads to the terms page %s', async (locale, path) => {
    await renderPage(<TermsLink locale={locale}>terms</TermsLink>, { locale });
    const link = screen.getByRole('link', { name: 'terms' });
    // Before the list answers, the server's address of the terms.
    expect([TERMS_SERVER_PATH, path]).toContain(link.getAttribute('href'));
    await waitFor(() => expect(link).toHaveAttribute('href', path));
  });
});
