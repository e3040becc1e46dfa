import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CurrencyRates } from '../currency';
import { type CartPricingInput, type CartTotals, type PricedCart, priceCart } from './price-cart';
import type { ShippingLegInput } from './shipping';

const rates: CurrencyRates = { czk: 1, eur: 25, usd: 23 };
/** Friday 2026-11-20 10:00 in Prague; 2026-11-23 is a Monday. */
const now = new Date('2026-11-20T09:00:00Z');

const branch: ShippingLegInput = { type: 'branch', branchId: 1, zipCode: null, window: null };
const courier: ShippingLegInput = {
  type: 'courier',
  branchId: null,
  zipCode: '170 00',
  window: '08-12',
};
const setTransport: ShippingLegInput = {
  type: 'set_transport',
  branchId: null,
  zipCode: '602 00',
  window: null,
};

function input(patch: Partial<CartPricingInput>): CartPricingInput {
  return {
    rent: [],
    sale: [],
    period: null,
    shipping: { pickup: null, ret: null },
    insurance: { group: null, student: false },
    voucher: null,
    rates,
    now,
    ...patch,
  };
}

const zeroTotals: CartTotals = {
  rentTotal: 0,
  saleTotal: 0,
  voucherDiscount: 0,
  insurancePrice: 0,
  shippingPrice: 0,
  expressFee: 0,
  price: 0,
  vat: 0,
  totalWithVat: 0,
};

/** Every currency's totals add up and every line is unit × quantity × days (or fixed). */
function assertConsistent(cart: PricedCart, source: CartPricingInput): void {
  assert.deepEqual(cart.currencies.czk, cart.totals);
  for (const totals of Object.values(cart.currencies)) {
    assert.equal(
      totals.price,
      totals.rentTotal -
        totals.voucherDiscount +
        totals.saleTotal +
        totals.insurancePrice +
        totals.shippingPrice +
        totals.expressFee,
    );
    assert.equal(totals.totalWithVat, totals.price + totals.vat);
    assert.equal(totals.vat, Math.round((totals.price * 21) / 100));
    assert.ok(totals.price >= 0);
  }
  cart.rent.forEach((line, i) => {
    const item = source.rent[i];
    assert.ok(item);
    for (const money of Object.values(line.currencies)) {
      if (item.fixedTotal === null) {
        assert.equal(money.total, money.unitPrice * item.quantity * (line.days ?? 1));
      }
    }
  });
  cart.sale.forEach((line, i) => {
    const item = source.sale[i];
    assert.ok(item);
    for (const money of Object.values(line.currencies)) {
      assert.equal(money.total, money.unitPrice * item.quantity);
    }
  });
}

describe('priceCart', () => {
  it('prices an empty cart at zero', () => {
    const source = input({});
    const cart = priceCart(source);
    assert.deepEqual(cart, {
      shootingDays: null,
      rent: [],
      sale: [],
      totals: zeroTotals,
      currencies: { czk: zeroTotals, eur: zeroTotals, usd: zeroTotals },
    });
  });

  it('bills one day without a period and ignores shipping then', () => {
    const source = input({
      rent: [{ key: 'camera', pricePerDay: 1000, quantity: 2, fixedTotal: null }],
      sale: [{ key: 'tape', price: 250, quantity: 3 }],
      shipping: { pickup: setTransport, ret: courier },
    });
    const cart = priceCart(source);
    assert.equal(cart.shootingDays, null);
    assert.deepEqual(cart.rent, [
      {
        key: 'camera',
        unitPrice: 1000,
        days: 1,
        total: 2000,
        currencies: {
          czk: { unitPrice: 1000, total: 2000 },
          eur: { unitPrice: 40, total: 80 },
          usd: { unitPrice: 43, total: 86 }, // 43.48
        },
      },
    ]);
    assert.deepEqual(cart.sale, [
      {
        key: 'tape',
        unitPrice: 250,
        days: null,
        total: 750,
        currencies: {
          czk: { unitPrice: 250, total: 750 },
          eur: { unitPrice: 10, total: 30 },
          usd: { unitPrice: 11, total: 33 }, // 10.87
        },
      },
    ]);
    assert.deepEqual(cart.totals, {
      ...zeroTotals,
      rentTotal: 2000,
      saleTotal: 750,
      price: 2750,
      vat: 578, // 577.5
      totalWithVat: 3328,
    });
    assert.deepEqual(cart.currencies.eur, {
      ...zeroTotals,
      rentTotal: 80,
      saleTotal: 30,
      price: 110,
      vat: 23, // 23.1
      totalWithVat: 133,
    });
    assertConsistent(cart, source);
  });

  describe('the shooting days of domain-decisions.md', () => {
    const cases: Array<[string, string, number, string]> = [
      ['2026-11-23T18:00', '2026-11-25T09:00', 1, 'Mon 18:00 -> Wed 09:00'],
      ['2026-11-23T10:00', '2026-11-23T18:00', 1, 'Mon 10:00 -> Mon 18:00'],
      ['2026-11-23T10:00', '2026-11-24T18:00', 2, 'Mon 10:00 -> Tue 18:00'],
    ];
    for (const [from, to, days, note] of cases) {
      it(`${note} bills ${days} day(s)`, () => {
        const source = input({
          rent: [{ key: 'light', pricePerDay: 500, quantity: 3, fixedTotal: null }],
          period: { from, to },
        });
        const cart = priceCart(source);
        assert.equal(cart.shootingDays, days);
        assert.equal(cart.rent[0]?.days, days);
        assert.equal(cart.rent[0]?.total, 500 * 3 * days);
        assert.equal(cart.totals.rentTotal, 500 * 3 * days);
        assertConsistent(cart, source);
      });
    }
  });

  describe('shooting days follow the courier window chosen', () => {
    const evening: ShippingLegInput = { ...courier, window: '16-20' };
    const cases: Array<[string, ShippingLegInput, string, number]> = [
      ['a branch pickup at 18:00 is a free evening', branch, '2026-11-23T18:00', 1],
      [
        'a courier 08–12 pickup is a morning pickup, whatever time came with it',
        courier,
        '2026-11-23T18:00',
        2,
      ],
      ['a courier 16–20 pickup at 18:00 is a free evening', evening, '2026-11-23T18:00', 1],
    ];
    for (const [note, pickup, from, days] of cases) {
      it(`${note}: ${days} day(s)`, () => {
        const source = input({
          rent: [{ key: 'light', pricePerDay: 500, quantity: 1, fixedTotal: null }],
          period: { from, to: '2026-11-25T09:00' },
          shipping: { pickup, ret: branch },
        });
        const cart = priceCart(source);
        assert.equal(cart.shootingDays, days);
        assert.equal(cart.totals.rentTotal, 500 * days);
        assertConsistent(cart, source);
      });
    }
  });

  it('prices a full cart: offer line, voucher, insurance, shipping, VAT, currencies', () => {
    const source = input({
      rent: [
        { key: 'camera', pricePerDay: 1000, quantity: 2, fixedTotal: null },
        { key: 'offer-1', pricePerDay: 500, quantity: 1, fixedTotal: 3000 },
      ],
      period: { from: '2026-11-23T10:00', to: '2026-11-24T18:00' }, // 2 days
      shipping: { pickup: courier, ret: setTransport },
      insurance: { group: 'eu', student: false },
      voucher: { type: 'percent', value: 10 },
    });
    const cart = priceCart(source);
    assert.equal(cart.shootingDays, 2);
    assert.deepEqual(cart.rent[1], {
      key: 'offer-1',
      unitPrice: 500,
      days: 2,
      total: 3000,
      currencies: {
        czk: { unitPrice: 500, total: 3000 },
        eur: { unitPrice: 20, total: 120 },
        usd: { unitPrice: 22, total: 130 }, // 21.74, 130.43
      },
    });
    // rent 1000 × 2 days × 2 = 4000 + offer 3000; voucher 10 % of 4000 only;
    // insurance 7 % of (7000 − 400) = 462; courier 290 + set transport 990.
    assert.deepEqual(cart.totals, {
      rentTotal: 7000,
      saleTotal: 0,
      voucherDiscount: 400,
      insurancePrice: 462,
      shippingPrice: 1280,
      expressFee: 0,
      price: 8342,
      vat: 1752, // 1751.82
      totalWithVat: 10_094,
    });
    assert.deepEqual(cart.currencies.eur, {
      rentTotal: 280, // 40 × 4 + 120
      saleTotal: 0,
      voucherDiscount: 16,
      insurancePrice: 18, // 18.48
      shippingPrice: 51, // 51.2
      expressFee: 0,
      price: 333,
      vat: 70, // 69.93
      totalWithVat: 403,
    });
    assert.deepEqual(cart.currencies.usd, {
      rentTotal: 302, // 43 × 4 + 130
      saleTotal: 0,
      voucherDiscount: 17, // 17.39
      insurancePrice: 20, // 20.09
      shippingPrice: 56, // 55.65
      expressFee: 0,
      price: 361,
      vat: 76, // 75.81
      totalWithVat: 437,
    });
    assertConsistent(cart, source);
  });

  it('adds the express fee for set transport less than 24 h ahead', () => {
    const source = input({
      rent: [{ key: 'camera', pricePerDay: 1000, quantity: 1, fixedTotal: null }],
      period: { from: '2026-11-21T08:00', to: '2026-11-23T18:00' }, // pickup 22 h ahead
      shipping: { pickup: setTransport, ret: setTransport },
    });
    const cart = priceCart(source);
    assert.equal(cart.totals.shippingPrice, 1980);
    assert.equal(cart.totals.expressFee, 500);
    assert.equal(cart.totals.price, 3000 + 1980 + 500);
    assert.equal(cart.currencies.eur.expressFee, 20);
    assertConsistent(cart, source);
  });

  it('prices only the legs that are chosen', () => {
    const source = input({
      period: { from: '2026-11-23T10:00', to: '2026-11-24T18:00' },
      shipping: { pickup: null, ret: courier },
    });
    const cart = priceCart(source);
    assert.equal(cart.totals.shippingPrice, 290);
    assert.equal(cart.totals.price, 290);
    assertConsistent(cart, source);
  });

  it('free branch shipping adds nothing', () => {
    const source = input({
      rent: [{ key: 'camera', pricePerDay: 1000, quantity: 1, fixedTotal: null }],
      period: { from: '2026-11-23T10:00', to: '2026-11-24T18:00' },
      shipping: { pickup: branch, ret: branch },
    });
    const cart = priceCart(source);
    assert.equal(cart.totals.shippingPrice, 0);
    assert.equal(cart.totals.price, 2000);
  });

  it('applies the voucher to rent lines, never to sale or offer lines', () => {
    const source = input({
      rent: [
        { key: 'camera', pricePerDay: 300, quantity: 1, fixedTotal: null },
        { key: 'offer', pricePerDay: 0, quantity: 1, fixedTotal: 5000 },
      ],
      sale: [{ key: 'tape', price: 1000, quantity: 1 }],
      voucher: { type: 'fixed', value: 2000 },
    });
    const cart = priceCart(source);
    assert.equal(cart.totals.voucherDiscount, 300);
    assert.equal(cart.totals.price, 300 + 5000 + 1000 - 300);
    assertConsistent(cart, source);
  });

  it('gives no voucher discount on a cart of offer lines only', () => {
    const source = input({
      rent: [{ key: 'offer', pricePerDay: 0, quantity: 1, fixedTotal: 5000 }],
      voucher: { type: 'percent', value: 50 },
    });
    assert.equal(priceCart(source).totals.voucherDiscount, 0);
  });

  it('insures the rent after the voucher, students at half', () => {
    const source = input({
      rent: [{ key: 'camera', pricePerDay: 1010, quantity: 1, fixedTotal: null }],
      sale: [{ key: 'tape', price: 10_000, quantity: 1 }],
      insurance: { group: 'world', student: true },
      voucher: { type: 'fixed', value: 10 },
    });
    const cart = priceCart(source);
    // 12 % of (1010 − 10) = 120, half = 60; sale lines are not insured
    assert.equal(cart.totals.insurancePrice, 60);
    assert.equal(cart.totals.price, 1010 - 10 + 10_000 + 60);
    assertConsistent(cart, source);
  });

  it('keeps basic insurance at zero', () => {
    const source = input({
      rent: [{ key: 'camera', pricePerDay: 1000, quantity: 1, fixedTotal: null }],
      insurance: { group: null, student: true },
    });
    assert.equal(priceCart(source).totals.insurancePrice, 0);
  });

  it('caps a converted voucher at the converted rent it applies to', () => {
    // 3 × 12 CZK = 36 CZK, 100 % off; in EUR the unit rounds to 0, and 36 CZK would be 1 EUR.
    const source = input({
      rent: [{ key: 'gel', pricePerDay: 12, quantity: 3, fixedTotal: null }],
      voucher: { type: 'percent', value: 100 },
    });
    const cart = priceCart(source);
    assert.equal(cart.totals.voucherDiscount, 36);
    assert.equal(cart.totals.price, 0);
    assert.equal(cart.currencies.eur.rentTotal, 0);
    assert.equal(cart.currencies.eur.voucherDiscount, 0);
    assert.equal(cart.currencies.eur.price, 0);
    assertConsistent(cart, source);
  });

  it('adds up in every currency for many carts', () => {
    const periods = [
      null,
      { from: '2026-11-23T18:00', to: '2026-11-25T09:00' },
      { from: '2026-11-21T09:00', to: '2026-12-05T18:00' },
    ];
    const vouchers: CartPricingInput['voucher'][] = [
      null,
      { type: 'percent', value: 13 },
      { type: 'fixed', value: 777 },
    ];
    for (const period of periods) {
      for (const voucher of vouchers) {
        for (const group of [null, 'eu', 'world'] as const) {
          const source = input({
            rent: [
              { key: 'a', pricePerDay: 1237, quantity: 3, fixedTotal: null },
              { key: 'b', pricePerDay: 49, quantity: 7, fixedTotal: null },
              { key: 'c', pricePerDay: 333, quantity: 1, fixedTotal: 4321 },
            ],
            sale: [{ key: 'd', price: 199, quantity: 4 }],
            period,
            shipping: { pickup: setTransport, ret: courier },
            insurance: { group, student: group === 'world' },
            voucher,
          });
          assertConsistent(priceCart(source), source);
        }
      }
    }
  });

  it('rejects negative or fractional amounts and quantities', () => {
    const bad: CartPricingInput[] = [
      input({ rent: [{ key: 'a', pricePerDay: -1, quantity: 1, fixedTotal: null }] }),
      input({ rent: [{ key: 'a', pricePerDay: 10.5, quantity: 1, fixedTotal: null }] }),
      input({ rent: [{ key: 'a', pricePerDay: 10, quantity: -1, fixedTotal: null }] }),
      input({ rent: [{ key: 'a', pricePerDay: 10, quantity: 1.5, fixedTotal: null }] }),
      input({ rent: [{ key: 'a', pricePerDay: 10, quantity: 1, fixedTotal: -5 }] }),
      input({ sale: [{ key: 'a', price: Number.NaN, quantity: 1 }] }),
      input({ sale: [{ key: 'a', price: 10, quantity: -2 }] }),
    ];
    for (const source of bad) assert.throws(() => priceCart(source), RangeError);
  });

  it('rejects a malformed period', () => {
    assert.throws(
      () => priceCart(input({ period: { from: '2026-11-23', to: '2026-11-24T10:00' } })),
      RangeError,
    );
  });

  it('bills each rent line its own period when it has one (a placed order’s blocks)', () => {
    // Mon 10:00 → Wed 18:00 = 3 days; Mon 18:00 → Wed 09:00 = 1 day (Tue); the cart's period 2 days.
    const priced = priceCart(
      input({
        period: { from: '2026-11-23T10:00', to: '2026-11-24T18:00' },
        rent: [
          {
            key: 'own',
            pricePerDay: 100,
            quantity: 2,
            fixedTotal: null,
            period: { from: '2026-11-23T10:00', to: '2026-11-25T18:00' },
          },
          {
            key: 'evening',
            pricePerDay: 100,
            quantity: 1,
            fixedTotal: null,
            period: { from: '2026-11-23T18:00', to: '2026-11-25T09:00' },
          },
          { key: 'cart', pricePerDay: 100, quantity: 1, fixedTotal: null },
        ],
      }),
    );
    assert.deepEqual(
      priced.rent.map((line) => [line.key, line.days, line.total]),
      [
        ['own', 3, 600],
        ['evening', 1, 100],
        ['cart', 2, 200],
      ],
    );
    assert.equal(priced.totals.rentTotal, 900);
  });

  it('uses shipping as already priced instead of pricing it at now', () => {
    // Set transport tomorrow would add the express fee at `now`; the order keeps what it was given.
    const priced = priceCart(
      input({
        period: { from: '2026-11-21T10:00', to: '2026-11-23T18:00' },
        shipping: { pickup: setTransport, ret: setTransport },
        shippingPrices: [
          { price: 990, expressFee: 0 },
          { price: 990, expressFee: 0 },
        ],
      }),
    );
    assert.equal(priced.totals.shippingPrice, 1980);
    assert.equal(priced.totals.expressFee, 0);
    assert.equal(priced.totals.price, 1980);
  });
});
