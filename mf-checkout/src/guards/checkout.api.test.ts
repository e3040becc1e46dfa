import { postForm } from '@shop/shared/api-client';
import type { Cart, CartCustomer, CartGenerateResponse } from '@shop/shared/contract';
import { removeCookie, writeCookie } from '@shop/shared/cookies';
import { queryClient } from '@shop/shared/query';
import type { Locale } from '@shop/shared/routes';
import '@test/render-page';
import { cartQuery } from '../features/cart/api/get-cart';
import checkoutGuard from './checkout';

function run(routeName: string, path: string, locale: Locale = 'cs') {
  return checkoutGuard({ routeName, url: new URL(`http://shop.test${path}`), locale });
}

/** A new cart with one camera, through the real API; its code is the shopper's cookie. */
async function cartWithAnItem(): Promise<Cart> {
  const { cartCode } = await postForm<CartGenerateResponse>('/cart/generate', {});
  await postForm('/cart/update', {
    cartCode,
    cart: { kind: 'Add', items: [{ id: 1, type: 'product', quantity: 1, isSale: false }] },
  });
  writeCookie('cartCode', cartCode);
  return queryClient.fetchQuery(cartQuery(cartCode));
}

describe('checkout route guard', () => {
  afterEach(() => removeCookie('cartCode'));

  it.each([
    ['checkout-personal-data', '/checkout/osobni-udaje', 'cs', '/checkout/kosik'],
    ['checkout-date-and-shipping', '/en/checkout/date-and-shipping', 'en', '/en/checkout/cart'],
    ['checkout-billing-data', '/checkout/udaje-o-objednavce', 'cs', '/checkout/kosik'],
    ['checkout-summary', '/en/checkout/summary', 'en', '/en/checkout/cart'],
    ['checkout-cart', '/checkout/kosik', 'cs', null],
  ] as const)('with no cart, %s (%s) goes to %s', async (step, path, locale, expected) => {
    expect(await run(step, path, locale)).toBe(expected);
  });

  it('counts a cart the API does not know as empty', async () => {
    writeCookie('cartCode', 'f00dbabe');
    expect(await run('checkout-summary', '/checkout/rekapitulace')).toBe('/checkout/kosik');
  });

  it('sends a cart with items but no personal data to that step, in the page language', async () => {
    await cartWithAnItem();
    expect(await run('checkout-personal-data', '/checkout/osobni-udaje')).toBeNull();
    expect(await run('checkout-billing-data', '/en/checkout/billing-data', 'en')).toBe(
      '/en/checkout/personal-data',
    );
  });

  it('reads the cart from the query cache, with no request', async () => {
    const cart = await cartWithAnItem();
    const customer: CartCustomer = {
      customerKey: null,
      email: 'jana@example.cz',
      phone: '+420777123456',
      firstname: 'Jana',
      lastname: 'Nová',
      address: null,
      bornDate: null,
      register: false,
      frequentCustomer: false,
    };
    // A code the API does not know: asking it would empty the cart and send the shopper back.
    const cached = 'c0ffee00';
    queryClient.setQueryData(cartQuery(cached).queryKey, { ...cart, cartCode: cached, customer });
    writeCookie('cartCode', cached);
    expect(await run('checkout-date-and-shipping', '/checkout/termin-a-doprava')).toBeNull();
    expect(await run('checkout-summary', '/checkout/rekapitulace')).toBe(
      '/checkout/termin-a-doprava',
    );
  });

  it('counts a cart an order was placed from as empty', async () => {
    const cart = await cartWithAnItem();
    const order = {
      orderNumber: '26000001',
      status: 'ORDERED',
      estimateCode: 'e',
      paymentUrl: null,
    };
    queryClient.setQueryData(cartQuery(cart.cartCode).queryKey, { ...cart, order });
    expect(await run('checkout-personal-data', '/checkout/osobni-udaje')).toBe('/checkout/kosik');
  });

  it('fails a route that is no checkout step', async () => {
    await expect(run('order-received', '/objednavka-odeslana/1')).rejects.toThrow(
      'order-received is not a checkout step',
    );
  });
});
