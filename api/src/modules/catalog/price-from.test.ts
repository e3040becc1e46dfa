import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Product, ProductResponse, ProductsResponse } from '@shop/shared/contract';
import { createTestApp, form, type TestApp } from '../../test/test-db';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

async function listed(name: string): Promise<Product> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    ...form({ search_text: name, limit: 100 }),
  });
  const product = (response.json() as ProductsResponse).products.find((p) => p.name === name);
  assert.ok(product, `seeded product ${name}`);
  return product;
}

async function detail(id: number): Promise<ProductResponse['product']> {
  const response = await t.app.inject(`/api/product/${id}`);
  assert.equal(response.statusCode, 200);
  return (response.json() as ProductResponse).product;
}

describe('a configurable set\'s "from" price', () => {
  it('is its cheapest valid configuration, in the list and on the detail', async () => {
    // Seed (api/src/db/seed): the set's own price is 1 200 less 10 % = 1 080 a day; it needs 3 to
    // 6 lenses, the cheapest the DZOFilm Vespid 75mm at 500 less 20 % = 400 a day, which may be
    // taken three times: 1 080 + 3 × 400 = 2 280 CZK a day (rates: 1 EUR = 25, 1 USD = 23 CZK).
    const set = await listed('Sada cine objektivů na míru');
    assert.equal(set.kind, 'dynamicProduct');
    assert.equal(set.pricePerDay, 1080);
    assert.deepEqual(set.priceFrom, { czk: 2280, eur: 91, usd: 99 });
    assert.deepEqual((await detail(set.id)).priceFrom, set.priceFrom);
  });

  it('adds only the groups that need pieces', async () => {
    // Key lights 1–4, the cheapest the Nanlite Forza 500 II at 1 000 a day; soft lights and
    // stands may stay empty. Own price 1 000 less 10 % = 900: 900 + 1 000 = 1 900 CZK a day.
    const set = await listed('Světelný park na míru');
    assert.equal(set.pricePerDay, 900);
    assert.equal(set.priceFrom?.czk, 1900);
  });

  it('is null for products and kits', async () => {
    assert.equal((await listed('Sony FX6')).priceFrom, null);
    const kit = await listed('Sada Zeiss Supreme Prime 25/35/50/85');
    assert.equal(kit.kind, 'bundle');
    assert.equal(kit.priceFrom, null);
    assert.equal((await detail(kit.id)).priceFrom, null);
  });

  it('is what the cart charges for that configuration', async () => {
    const set = await listed('Sada cine objektivů na míru');
    const vespid = await listed('DZOFilm Vespid 75mm T2.1');
    const generated = await t.app.inject({ method: 'POST', url: '/api/cart/generate' });
    const { cartCode } = generated.json() as { cartCode: string };
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/cart/update',
      payload: {
        cartCode,
        cart: {
          kind: 'DynamicProduct',
          id: set.id,
          quantity: 1,
          isSale: false,
          configuration: { lenses: [vespid.id, vespid.id, vespid.id] },
        },
      },
    });
    const reply = update.json() as {
      success: boolean;
      cart: { rent: Array<{ unitPrice: number }> };
    };
    assert.equal(reply.success, true, update.body);
    assert.equal(reply.cart.rent[0]?.unitPrice, set.priceFrom?.czk);
  });
});
