import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createTestApp, form, type TestApp } from './test/test-db';

let t: TestApp;
let cartCode: string;
before(async () => {
  t = await createTestApp();
  const generated = await t.app.inject({ method: 'POST', url: '/api/cart/generate' });
  cartCode = (generated.json() as { cartCode: string }).cartCode;
});
after(async () => {
  await t?.close();
});

function cartUpdate(update: object) {
  return {
    method: 'POST' as const,
    url: '/api/cart/update',
    ...form({ cartCode, cart: JSON.stringify(update) }),
  };
}

describe('input no route may take', () => {
  const cases: Array<[string, () => InjectOptions | string, string]> = [
    ['Infinity as a path id', () => '/api/product/Infinity', 'id must be a finite number'],
    ['1e400 as a path id', () => '/api/product/1e400', 'id must be a finite number'],
    [
      '1e309 as a query limit',
      () => '/api/product/1/related?limit=1e309',
      'limit must be a finite number',
    ],
    [
      '1e309 as a form limit',
      () => ({ method: 'POST', url: '/api/products', ...form({ limit: '1e309' }) }),
      'limit must be a finite number',
    ],
    [
      '-Infinity as a form price',
      () => ({ method: 'POST', url: '/api/products', ...form({ min_price: '-Infinity' }) }),
      'min_price must be a finite number',
    ],
    [
      '1e309 in a JSON body',
      () => ({
        method: 'POST',
        url: '/api/products',
        payload: '{"limit": 1e309}',
        headers: { 'content-type': 'application/json' },
      }),
      'limit must be',
    ],
    ['NUL in a path slug', () => '/api/page/a%00b', 'slug must not contain control characters'],
    ['NUL in a query', () => '/api/redirect?path=%00', 'path must not contain control characters'],
    [
      'NUL in a voucher code',
      () => cartUpdate({ kind: 'Voucher', voucherCode: 'A\u0000' }),
      'cart.voucherCode must not contain control characters',
    ],
    [
      'NUL in an order note',
      () => cartUpdate({ kind: 'Additional', note: 'x\u0000y' }),
      'cart.note must not contain control characters',
    ],
    [
      'NUL in a name of the personal data',
      () => cartUpdate({ kind: 'PersonalData', customer: { firstname: 'Jan\u0000' } }),
      'cart.customer.firstname',
    ],
    [
      'NUL in a billing street',
      () => cartUpdate({ kind: 'Billing', customerId: 0, street: 'Ulice\u0000 1' }),
      'cart.street',
    ],
    [
      'an escaped NUL inside the cart JSON',
      () => ({
        method: 'POST',
        url: '/api/cart/update',
        ...form({ cartCode, cart: '{"kind":"Additional","note":"a\\u0000b"}' }),
      }),
      'cart.note must not contain control characters',
    ],
    [
      'a number beyond doubles inside the cart JSON',
      () => ({
        method: 'POST',
        url: '/api/cart/update',
        ...form({ cartCode, cart: '{"kind":"Billing","customerId":1e309}' }),
      }),
      'cart.customerId must be',
    ],
  ];
  for (const [label, request, message] of cases) {
    it(`answers 400 with a message for ${label}`, async () => {
      const response = await t.app.inject(request());
      assert.equal(response.statusCode, 400, response.body);
      const body = response.json() as { success: boolean; message: string };
      assert.equal(body.success, false);
      assert.ok(body.message.includes(message), `"${body.message}" names ${message}`);
    });
  }

  it('still takes ordinary Czech text with line breaks', async () => {
    const response = await t.app.inject(
      cartUpdate({ kind: 'Additional', note: 'Natáčení v Brně,\npředávka ve 7:00\tdíky' }),
    );
    assert.equal(response.statusCode, 200, response.body);
  });
});
