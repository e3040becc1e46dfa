import { postForm } from '@shop/shared/api-client';
import { clearTokens, setTokens } from '@shop/shared/auth';
import type { CartGenerateResponse } from '@shop/shared/contract';
import { removeCookie, writeCookie } from '@shop/shared/cookies';
import { registerAllRoutes } from '@test/render-page';
import type { LoaderFunctionArgs } from 'react-router';
import { guardLoader } from './guards';

registerAllRoutes();

async function run(guard: string, routeName: string, url: string) {
  const loader = guardLoader(guard, routeName);
  if (!loader) throw new Error('no loader');
  const args = { request: new Request(`http://shop.test${url}`), params: {}, context: {} };
  const result = await loader(args as LoaderFunctionArgs);
  return result instanceof Response ? result.headers.get('Location') : result;
}

describe('route guards', () => {
  afterEach(() => {
    clearTokens();
    removeCookie('cartCode');
  });

  it('auth sends a guest to login with the way back, in the page language', async () => {
    expect(await run('auth', 'user-account', '/en/account?tab=2')).toBe(
      '/en/login?returnUrl=%2Fen%2Faccount%3Ftab%3D2',
    );
    expect(await run('auth', 'user-account', '/ucet')).toBe('/prihlaseni?returnUrl=%2Fucet');
  });

  it('auth lets a signed-in customer in; guest sends them home', async () => {
    setTokens({ accessToken: 't', tokenType: 'Bearer', expiresAt: Date.now() + 60_000 });
    expect(await run('auth', 'user-account', '/ucet')).toBeNull();
    expect(await run('guest', 'login', '/en/login')).toBe('/en');
  });

  it('guest lets a guest in', async () => {
    expect(await run('guest', 'login', '/prihlaseni')).toBeNull();
  });

  it('checkout loads the cart first: no cart sends every step to the cart', async () => {
    expect(await run('checkout', 'checkout-summary', '/checkout/rekapitulace')).toBe(
      '/checkout/kosik',
    );
  });

  it('checkout sends a cart with items but no personal data to that step', async () => {
    const { cartCode } = await postForm<CartGenerateResponse>('/cart/generate', {});
    await postForm('/cart/update', {
      cartCode,
      cart: { kind: 'Add', items: [{ id: 1, type: 'product', quantity: 1, isSale: false }] },
    });
    writeCookie('cartCode', cartCode);
    expect(await run('checkout', 'checkout-personal-data', '/checkout/osobni-udaje')).toBeNull();
    expect(await run('checkout', 'checkout-billing-data', '/en/checkout/billing-data')).toBe(
      '/en/checkout/personal-data',
    );
  });

  it('an unknown guard name is an error', async () => {
    await expect(run('vip', 'user-account', '/ucet')).rejects.toThrow('Unknown route guard: vip');
    expect(guardLoader(null, 'home')).toBeUndefined();
  });
});
