import { registerAllRoutes } from '@test/render-page';
import { fixedRedirect } from './redirect-rules';

registerAllRoutes();

describe('fixed redirect rules', () => {
  it.each([
    ['/kosik/refresh-cart', '?cartCode=abc123', '/kosik/sdilet/abc123'],
    ['/en/kosik/refresh-cart', '?cartCode=abc123', '/en/checkout/share/abc123'],
    ['/cs/kosik/refresh-cart/', '?cartCode=abc123', '/kosik/sdilet/abc123'],
    ['/en/kosik/refresh-cart', '?cartCode=a%2Fb', '/en/checkout/share/a%2Fb'],
    ['/kosik/refresh-cart', '', null],
    ['/muj-ucet/objednavka/detail/26000123', '', '/ucet/objednavka/26000123'],
    ['/en/muj-ucet/objednavka/detail/26000123', '', '/en/account/order/26000123'],
    ['/cs/muj-ucet/objednavka/detail/26000123/', '', '/ucet/objednavka/26000123'],
    ['/ucet/objednavka/26000123', '', null],
    ['/kamery', '', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(fixedRedirect(pathname, search)).toBe(expected);
  });
});
