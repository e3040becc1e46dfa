/**
 * The footer against the real API: every content page is linked, and each link resolves, in cs
 * and en, to a route of the route table (a `/:slug` link to a page the API knows).
 */
import '../i18n/shell-i18n';
import { getJson } from '@shop/shared/api-client';
import type { SlugResponse } from '@shop/shared/contract';
import { allRoutes } from '@shop/shared/routes';
import { renderPage } from '@test/render-page';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { matchPath } from 'react-router';
import { Footer } from './footer';

afterEach(cleanup);

/** The routes a path opens, most specific first (`/:slug` last), as the shell's router ranks them. */
function routesFor(path: string, locale: 'cs' | 'en') {
  return allRoutes()
    .filter((route) => matchPath(route.path[locale], path))
    .sort((a, b) => Number(a.path[locale].includes(':')) - Number(b.path[locale].includes(':')));
}

describe('footer', () => {
  it.each([
    [
      'cs',
      ['Vše o pronájmu', 'Časté dotazy', 'Blog', 'Ochrana osobních údajů', 'Studentské slevy'],
      'Všeobecné obchodní podmínky',
      '/obchodni-podminky',
      'Kontakty',
    ],
    [
      'en',
      ['All about rental', 'FAQ', 'Blog', 'Privacy policy', 'Student discounts'],
      'Terms and conditions',
      '/en/terms-and-conditions',
      'Contacts',
    ],
  ] as const)(
    'in %s links every content page, the terms and contacts',
    async (locale, titles, termsTitle, termsPath, contacts) => {
      await renderPage(<Footer />, {
        path: locale === 'en' ? '/en' : '/',
        pattern: '*',
        locale,
      });
      const footer = screen.getByRole('contentinfo');
      // The terms and the content pages are two answers of the API, each awaited (the machine may
      // be busy).
      const found = { timeout: 5000 };
      const terms = await within(footer).findByRole(
        'link',
        { name: new RegExp(termsTitle) },
        found,
      );
      expect(terms).toHaveAttribute('href', termsPath);
      for (const title of titles)
        expect(await within(footer).findByRole('link', { name: title }, found)).toBeVisible();
      expect(within(footer).getByRole('link', { name: contacts })).toBeVisible();
      // Contacts once, though it is both a route and a content page.
      expect(within(footer).getAllByRole('link', { name: contacts })).toHaveLength(1);
      await waitFor(() =>
        expect(within(footer).getAllByRole('link').length).toBeGreaterThanOrEqual(
          titles.length + 2,
        ),
      );

      for (const link of within(footer).getAllByRole('link')) {
        const path = link.getAttribute('href') ?? '';
        expect(path.startsWith(locale === 'en' ? '/en/' : '/')).toBe(true);
        const [route] = routesFor(path, locale);
        expect(route).toBeDefined();
        if (route?.name === 'slug') {
          const answer = await getJson<SlugResponse>('/slug', {
            path: path.replace(/^\/en/, ''),
            lang: locale,
          });
          expect(answer.kind).toBe('page');
        }
      }
    },
  );
});
