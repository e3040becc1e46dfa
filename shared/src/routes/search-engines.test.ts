/**
 * Which pages search engines are told to leave alone, read from the remotes' own route tables.
 */
import { registerAllRoutes } from '@test/render-page';
import { defineRoute } from './route-types';
import { allRoutes } from './routes';
import { disallowedPaths, isIndexable } from './search-engines';

registerAllRoutes();

const title = { cs: 'T', en: 'T' };

describe('pages for search engines', () => {
  it('are the public pages the server renders, and no session or private page', () => {
    const indexable = allRoutes()
      .filter(isIndexable)
      .map((route) => route.name)
      .sort();
    expect(indexable).toEqual([
      'all-about-rental',
      'all-about-rental-slug',
      'blog',
      'blog-future-index',
      'blog-slug',
      'contacts',
      'faq',
      'home',
      'search',
      'slug',
    ]);
    for (const name of [
      'checkout-cart',
      'checkout-summary',
      'login',
      'registration',
      'reset-password',
      'user-account',
      'user-account-order-id',
      'cart-share',
      'order-received',
      'payment-gopay',
      'gear-list',
      'price-offer',
      'document-invoice',
      'desk-sign-in',
      'desk-board',
    ]) {
      const route = allRoutes().find((candidate) => candidate.name === name);
      expect([name, route && isIndexable(route)]).toEqual([name, false]);
    }
  });

  it('are left alone by path prefix in both languages, each prefix once', () => {
    expect(disallowedPaths(allRoutes())).toEqual([
      '/auth/callback',
      '/checkout/kosik',
      '/checkout/osobni-udaje',
      '/checkout/rekapitulace',
      '/checkout/termin-a-doprava',
      '/checkout/udaje-o-objednavce',
      '/desk',
      '/document/estimate/',
      '/document/handover/',
      '/document/invoice/',
      '/document/repair-invoice/',
      '/document/return/',
      '/document/tax-document/',
      '/e/',
      '/en/account',
      '/en/auth/callback',
      '/en/cart/refresh-cart-by-order-number',
      '/en/checkout/billing-data',
      '/en/checkout/cart',
      '/en/checkout/date-and-shipping',
      '/en/checkout/personal-data',
      '/en/checkout/share/',
      '/en/checkout/summary',
      '/en/desk',
      '/en/document/estimate/',
      '/en/document/handover/',
      '/en/document/invoice/',
      '/en/document/repair-invoice/',
      '/en/document/return/',
      '/en/document/tax-document/',
      '/en/e/',
      '/en/i/',
      '/en/login',
      '/en/online-platby/gopay/',
      '/en/order-received/',
      '/en/p/',
      '/en/preview-price-offer/',
      '/en/price-offer/',
      '/en/registration',
      '/en/reset-password',
      '/en/t/',
      '/i/',
      '/kosik/refresh-cart-by-order-number',
      '/kosik/sdilet/',
      '/objednavka-odeslana/',
      '/online-platby/gopay/',
      '/p/',
      '/preview-price-offer/',
      '/price-offer/',
      '/prihlaseni',
      '/registrace',
      '/t/',
      '/ucet',
      '/zapomenute-heslo',
    ]);
  });

  it('never leave a whole language out, whatever a route table says', () => {
    const routes = [
      defineRoute('price-offer', { cs: '/:code', en: '/en/:code' }, title, { private: true }),
      defineRoute('user-account', { cs: '/panel/:id?', en: '/en/panel' }, title),
      defineRoute('faq', { cs: '/panelak', en: '/en/block' }, title, { serverRender: true }),
    ];
    expect(disallowedPaths(routes)).toEqual(['/en/panel', '/panel/']);
  });
});
