/**
 * The head of a page: a title in the page's language that names the shop once, and `noindex` on
 * every page that is not for search engines, in the server's HTML and after each navigation.
 */
import '../i18n/shell-i18n';
import { i18n } from '@shop/shared/i18n';
import type { Locale, RouteName, RouteParams } from '@shop/shared/routes';
import { registerAllRoutes } from '@test/render-page';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { MetaManager } from './meta-manager';
import { documentTitle, headTags, pageHead } from './page-head';

registerAllRoutes();

const brands: Record<Locale, string> = {
  cs: 'Půjčovna filmové techniky',
  en: 'Film Equipment Rental',
};

function headOf(name: RouteName | null, locale: Locale, params: RouteParams = {}, title?: string) {
  return pageHead({
    name,
    params,
    locale,
    pathname: '/',
    meta: title ? { title } : {},
    brand: brands[locale],
    defaultDescription: 'Půjčovna',
  });
}

const robots = (name: RouteName | null, locale: Locale, params: RouteParams = {}) =>
  headTags(headOf(name, locale, params), 'https://shop.test', brands[locale]).filter(
    ([, attributes]) => attributes.name === 'robots',
  );

describe('the title', () => {
  it.each<[RouteName, Locale, string | undefined, string]>([
    ['home', 'cs', undefined, 'Půjčovna filmové techniky'],
    ['home', 'en', undefined, 'Film Equipment Rental'],
    // A product or category before its page has named itself.
    ['slug', 'en', undefined, 'Film Equipment Rental'],
    ['contacts', 'cs', undefined, 'Kontakty | Půjčovna filmové techniky'],
    ['contacts', 'en', undefined, 'Contacts | Film Equipment Rental'],
    ['login', 'en', undefined, 'Sign in | Film Equipment Rental'],
    ['slug', 'en', 'ARRI Alexa Mini LF', 'ARRI Alexa Mini LF | Film Equipment Rental'],
  ])('of %s in %s (page title %j) is %j', (name, locale, title, expected) => {
    expect(headOf(name, locale, { slug: 'x' }, title).title).toBe(expected);
  });

  it('names the shop once, whatever the page says', () => {
    expect(documentTitle('film equipment rental ', 'Film Equipment Rental')).toBe(
      'Film Equipment Rental',
    );
    expect(documentTitle('Blog | Film Equipment Rental', 'Film Equipment Rental')).toBe(
      'Blog | Film Equipment Rental',
    );
  });
});

describe('noindex', () => {
  it.each<[RouteName, RouteParams]>([
    ['checkout-cart', {}],
    ['checkout-personal-data', {}],
    ['checkout-summary', {}],
    ['login', {}],
    ['registration', {}],
    ['reset-password', {}],
    ['user-account', {}],
    ['user-account-order-id', { id: '26000123' }],
    ['cart-share', { code: 'abc' }],
    ['order-received', { id: '26000123' }],
    ['payment-gopay', { id: '1' }],
    ['gear-list', { code: 'abc' }],
    ['price-offer', { code: 'abc' }],
    ['document-invoice', { code: 'abc' }],
  ])('is said on %s, in both languages', (name, params) => {
    for (const locale of ['cs', 'en'] as const) {
      expect(robots(name, locale, params)).toEqual([
        ['meta', { name: 'robots', content: 'noindex' }],
      ]);
    }
  });

  it.each<RouteName>(['home', 'slug', 'contacts', 'faq', 'blog', 'search'])(
    'is not said on %s',
    (name) => {
      expect(robots(name, 'cs', { slug: 'objektivy' })).toEqual([]);
      expect(robots(name, 'en', { slug: 'lenses' })).toEqual([]);
    },
  );

  it('is not said on a path no route claims (its answer is a 404)', () => {
    expect(robots(null, 'cs')).toEqual([]);
  });
});

describe('the head after a navigation in the browser', () => {
  afterEach(cleanup);

  it('gets noindex on a sign-in page and loses it on the home page', async () => {
    await i18n.changeLanguage('en');
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <MetaManager />
              <Outlet />
            </>
          ),
          children: [
            { path: '/en', handle: { name: 'home' }, element: <h1>Home</h1> },
            { path: '/en/login', handle: { name: 'login' }, element: <h1>Sign in</h1> },
          ],
        },
      ],
      { initialEntries: ['/en'] },
    );
    render(<RouterProvider router={router} />);
    const robotsMeta = () => document.head.querySelectorAll('meta[name="robots"]');
    expect(document.title).toBe('Film Equipment Rental');
    expect(robotsMeta()).toHaveLength(0);

    await act(() => router.navigate('/en/login'));
    expect(document.title).toBe('Sign in | Film Equipment Rental');
    expect([...robotsMeta()].map((meta) => meta.getAttribute('content'))).toEqual(['noindex']);

    await act(() => router.navigate('/en'));
    expect(document.title).toBe('Film Equipment Rental');
    expect(robotsMeta()).toHaveLength(0);
    cleanup();
    await i18n.changeLanguage('cs');
  });
});
