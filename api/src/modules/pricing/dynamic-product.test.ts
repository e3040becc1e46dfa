import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CurrencyRates } from '../currency';
import { configuredUnitPrice } from './dynamic-product';
import { priceCart } from './price-cart';

const rates: CurrencyRates = { czk: 1, eur: 25, usd: 23 };

describe('configuredUnitPrice', () => {
  it('is the own price when nothing is chosen', () => {
    assert.equal(configuredUnitPrice(300, []), 300);
  });

  it('adds every chosen option times its pieces', () => {
    // A lens-set case (300 a day) with two 35 mm primes (900 each) and one 85 mm (1 100).
    assert.equal(
      configuredUnitPrice(300, [
        { price: 900, pieces: 2 },
        { price: 1100, pieces: 1 },
      ]),
      3200,
    );
  });

  it('bills the configured set per shooting day and quantity like any rent line', () => {
    const unit = configuredUnitPrice(300, [{ price: 900, pieces: 2 }]);
    const priced = priceCart({
      rent: [{ key: 'set', pricePerDay: unit, quantity: 2, fixedTotal: null }],
      sale: [],
      // Mon 10:00 → Tue 18:00: two shooting days.
      period: { from: '2031-03-03T10:00', to: '2031-03-04T18:00' },
      shipping: { pickup: null, ret: null },
      insurance: { group: null, student: false },
      voucher: null,
      rates,
      now: new Date('2031-02-01T10:00:00Z'),
    });
    assert.equal(priced.rent[0]?.total, 2100 * 2 * 2);
  });
});
