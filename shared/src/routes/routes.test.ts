import {
  clearRoutes,
  defineRoute,
  getRoute,
  localeFromPath,
  loginPath,
  pathFor,
  type RouteName,
  registerRoutes,
} from './routes';

const title = { cs: 'T', en: 'T' };

describe('named routes', () => {
  beforeEach(() => {
    clearRoutes();
    registerRoutes('catalog', [
      defineRoute('home', { cs: '/', en: '/en' }, title, { page: 'home' }),
      defineRoute('slug', { cs: '/:slug', en: '/en/:slug' }, title, {
        aliases: ['product-detail', 'product-list'],
      }),
    ]);
    registerRoutes('account', [
      defineRoute(
        'user-account-order-id',
        { cs: '/ucet/objednavka/:id', en: '/en/account/order/:id' },
        title,
        {
          guard: 'auth',
        },
      ),
      defineRoute('login', { cs: '/prihlaseni', en: '/en/login' }, title, { guard: 'guest' }),
    ]);
  });

  it.each([
    ['/ucet/objednavka/26000123', 'cs', '/prihlaseni?returnUrl=%2Fucet%2Fobjednavka%2F26000123'],
    [
      '/en/checkout/date-and-shipping?x=1&y=2',
      'en',
      '/en/login?returnUrl=%2Fen%2Fcheckout%2Fdate-and-shipping%3Fx%3D1%26y%3D2',
    ],
  ] as const)('signs in from %s (%s) and comes back', (returnUrl, locale, expected) => {
    expect(loginPath(returnUrl, locale)).toBe(expected);
  });

  it('builds paths by name in both languages', () => {
    expect(pathFor('home', {}, 'cs')).toBe('/');
    expect(pathFor('home', {}, 'en')).toBe('/en');
    expect(pathFor('product-detail', { slug: 'sony-fx6' }, 'en')).toBe('/en/sony-fx6');
    expect(pathFor('user-account-order-id', { id: 26000123 }, 'cs')).toBe(
      '/ucet/objednavka/26000123',
    );
  });

  it('resolves aliases to the route that owns the path', () => {
    expect(getRoute('product-list')?.name).toBe('slug');
    expect(pathFor('product-list', { slug: 'kamery' }, 'cs')).toBe('/kamery');
  });

  it('fills route defaults', () => {
    expect(getRoute('user-account-order-id')).toMatchObject({
      layout: 'default',
      guard: 'auth',
      page: 'placeholder',
      remote: 'account',
    });
  });

  it('encodes parameters', () => {
    expect(pathFor('product-detail', { slug: 'a b/c' }, 'cs')).toBe('/a%20b%2Fc');
  });

  it('refuses unknown names and missing parameters', () => {
    // A name whose remote's table is not registered (not loaded, or gone), and one from nowhere.
    expect(() => pathFor('faq')).toThrow('Unknown route name: faq');
    expect(() => pathFor('nowhere' as RouteName)).toThrow('Unknown route name: nowhere');
    expect(() => pathFor('product-detail', {}, 'cs')).toThrow('"slug" is missing');
  });

  it('tells the locale from the path', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/checkout/cart')).toBe('en');
    expect(localeFromPath('/encyclopedie')).toBe('cs');
    expect(localeFromPath('/')).toBe('cs');
  });
});
