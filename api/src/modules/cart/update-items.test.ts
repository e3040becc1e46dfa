import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inArray } from 'drizzle-orm';
import { products } from '../../db/schema';
import {
  applyOk,
  applyRefused,
  type CartTestKit,
  FX6_KIT,
  item,
  LENS_SET,
  LENSES,
  LS600,
  newCart,
  startKit,
} from '../../test/cart-test-kit';

let kit: CartTestKit;
let kitId: number;
let lensSet: number;
let lenses: number[];
let ls600: number;
let dayPrice: Map<number, number>;

before(async () => {
  kit = await startKit();
  kitId = await kit.id(FX6_KIT);
  lensSet = await kit.id(LENS_SET);
  ls600 = await kit.id(LS600);
  lenses = await Promise.all(LENSES.map((name) => kit.id(name)));
  const rows = await kit.t.database.db
    .select({ id: products.id, pricePerDay: products.pricePerDay })
    .from(products)
    .where(inArray(products.id, [kitId, lensSet, ls600, ...lenses]));
  dayPrice = new Map(rows.map((row) => [row.id, row.pricePerDay ?? 0]));
});
after(async () => {
  await kit?.close();
});

const price = (id: number) => dayPrice.get(id) ?? Number.NaN;

describe('bundles', () => {
  it('adds a kit as type bundle with its contents, also when sent as product', async () => {
    const cartCode = await newCart(kit.t);
    const cart = await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(kitId, 2)] });
    assert.deepEqual(cart.items, [
      { id: kitId, type: 'bundle', quantity: 2, isSale: false, dynamicProductConfiguration: null },
    ]);
    const line = cart.rent[0];
    assert.equal(line?.type, 'bundle');
    assert.equal(line?.unitPrice, price(kitId));
    assert.equal(line?.total, price(kitId) * 2);
    assert.deepEqual(
      line?.contents.map((c) => [c.name, c.quantity]),
      [
        ['Sony FX6', 1],
        ['Sony FE 24-70mm f/2.8 GM II', 1],
        ['Sennheiser MKH 416', 1],
        ['Core SWX Hypercore NEO 150 V-mount', 2],
        ['Sachtler Video 18 S2 s nohami Flowtech 75', 1],
      ],
    );
    assert.equal(line?.contents[0]?.translations.en.name, 'Sony FX6');
    // The line echoed back with its type keeps it.
    const echoed = await applyOk(kit.t, cartCode, {
      kind: 'Response',
      items: [{ id: kitId, type: 'bundle', quantity: 1, isSale: false }],
    });
    assert.deepEqual(
      echoed.items.map((i) => [i.type, i.quantity]),
      [['bundle', 1]],
    );
  });
});

describe('dynamic products', () => {
  it('adds a configured product priced with its options and lists them', async () => {
    const cartCode = await newCart(kit.t);
    const configuration = { lenses };
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'DynamicProduct',
      id: lensSet,
      quantity: 1,
      isSale: false,
      configuration,
    });
    assert.deepEqual(cart.items, [
      {
        id: lensSet,
        type: 'dynamicProduct',
        quantity: 1,
        isSale: false,
        dynamicProductConfiguration: configuration,
      },
    ]);
    const expected = price(lensSet) + lenses.reduce((sum, id) => sum + price(id), 0);
    assert.equal(cart.rent[0]?.unitPrice, expected);
    assert.equal(cart.price.rentTotal, expected);
    assert.deepEqual(
      cart.rent[0]?.contents.map((c) => [c.productId, c.name, c.quantity]),
      lenses.map((id, i) => [id, LENSES[i], 1]),
    );

    // A second DynamicProduct replaces quantity and configuration of the line.
    const changed = await applyOk(kit.t, cartCode, {
      kind: 'DynamicProduct',
      id: lensSet,
      quantity: 2,
      isSale: false,
      configuration: { lenses: [lenses[0] ?? 0, lenses[0] ?? 0, lenses[1] ?? 0] },
    });
    assert.equal(changed.items.length, 1);
    assert.equal(changed.items[0]?.quantity, 2);
    assert.deepEqual(
      changed.rent[0]?.contents.map((c) => [c.productId, c.quantity]),
      [
        [lenses[0], 2],
        [lenses[1], 1],
      ],
    );
    // A Response without the configuration keeps it.
    const kept = await applyOk(kit.t, cartCode, {
      kind: 'Response',
      items: [{ id: lensSet, type: 'dynamicProduct', quantity: 3, isSale: false }],
    });
    assert.deepEqual(kept.items[0]?.dynamicProductConfiguration, {
      lenses: [lenses[0], lenses[0], lenses[1]],
    });
    assert.equal(kept.items[0]?.quantity, 3);
  });

  it('adds a dynamic product through Add with its configuration', async () => {
    const cartCode = await newCart(kit.t);
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'Add',
      items: [
        {
          id: lensSet,
          type: 'dynamicProduct',
          quantity: 1,
          isSale: false,
          dynamicProductConfiguration: { lenses },
        },
      ],
    });
    assert.equal(cart.rent[0]?.contents.length, 3);
  });

  it('refuses choices outside the configuration with dynamic_configuration_invalid', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600)] });
    const base = { kind: 'DynamicProduct' as const, id: lensSet, quantity: 1, isSale: false };
    const choices: Array<Record<string, number[]>> = [
      { lenses: lenses.slice(0, 2) },
      { lenses: [...lenses, ...lenses, lenses[0] ?? 0] },
      { lenses: [...lenses.slice(0, 2), ls600] },
      { lenses, extra: [lenses[0] ?? 0] },
      {},
    ];
    for (const configuration of choices) {
      await applyRefused(
        kit.t,
        cartCode,
        { ...base, configuration },
        'dynamic_configuration_invalid',
      );
    }
    await applyRefused(
      kit.t,
      cartCode,
      { ...base, id: ls600, configuration: { lenses } },
      'dynamic_configuration_invalid',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { ...base, id: 999_999, configuration: { lenses } },
      'item_not_found',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Add', items: [{ id: lensSet, type: 'dynamicProduct', quantity: 1, isSale: false }] },
      'dynamic_configuration_invalid',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { ...base, isSale: true, configuration: { lenses } },
      'item_not_for_sale',
    );
  });
});

describe('AddGroup', () => {
  it('adds all items at once, merging with the cart', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600)] });
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'AddGroup',
      items: [item(ls600, 2), item(kitId)],
    });
    assert.deepEqual(
      cart.items.map((i) => [i.id, i.type, i.quantity]),
      [
        [ls600, 'product', 3],
        [kitId, 'bundle', 1],
      ],
    );
  });

  it('adds nothing when one item is refused', async () => {
    const cartCode = await newCart(kit.t);
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'AddGroup', items: [item(ls600), item(kitId), item(999_999)] },
      'item_not_found',
    );
  });
});

describe('the days picked with the first item', () => {
  // Tuesday 4 to Sunday 9 March 2031: six calendar days; the usual evening pickup and morning
  // return leave the first and the last unbilled, so four shooting days.
  const picked = { from: '2031-03-04', to: '2031-03-09' };

  it('are kept by a cart without dates, which is priced for them', async () => {
    const cartCode = await newCart(kit.t);
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'Add',
      items: [item(ls600)],
      dates: picked,
    });
    assert.deepEqual(cart.plannedDates, picked);
    assert.deepEqual(cart.date, { from: null, to: null }, 'not confirmed');
    assert.equal(cart.shootingDays, 4);
    assert.deepEqual([cart.rent[0]?.days, cart.rent[0]?.total], [4, price(ls600) * 4]);
  });

  it('stay as they were when a later item brings other days', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600)], dates: picked });
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'Add',
      items: [item(lenses[0] ?? 0)],
      dates: { from: '2031-03-11', to: '2031-03-12' },
    });
    assert.deepEqual(cart.plannedDates, picked);
    assert.equal(cart.shootingDays, 4);
  });

  it('are not kept when they lie in the past or end before they start', async () => {
    for (const dates of [
      { from: '2020-01-06', to: '2020-01-08' },
      { from: '2031-03-09', to: '2031-03-04' },
    ]) {
      const cartCode = await newCart(kit.t);
      const cart = await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600)], dates });
      assert.equal(cart.plannedDates, null, JSON.stringify(dates));
      assert.equal(cart.shootingDays, null);
    }
  });
});
