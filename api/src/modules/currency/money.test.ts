import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CurrencyRates, perCurrency, toCurrency, vatOf } from './money';

const rates: CurrencyRates = { czk: 1, eur: 25, usd: 23 };

describe('toCurrency', () => {
  const cases: Array<[number, 'czk' | 'eur' | 'usd', number]> = [
    [9000, 'czk', 9000],
    [9000, 'eur', 360],
    [9000, 'usd', 391], // 391.30
    [1250, 'eur', 50],
    [1262, 'eur', 50], // 50.48
    [1263, 'eur', 51], // 50.52
    [0, 'usd', 0],
  ];
  for (const [czk, currency, expected] of cases) {
    it(`${czk} CZK -> ${expected} ${currency.toUpperCase()}`, () => {
      assert.equal(toCurrency(czk, currency, rates), expected);
    });
  }
});

describe('vatOf', () => {
  const cases: Array<[number, number]> = [
    [100, 21],
    [36_900, 7749],
    [595, 125], // 124.95
    [2, 0], // 0.42
    [0, 0],
  ];
  for (const [amount, expected] of cases) {
    it(`21 % of ${amount} = ${expected}`, () => assert.equal(vatOf(amount), expected));
  }
});

describe('perCurrency', () => {
  it('builds czk, eur and usd', () => {
    assert.deepEqual(
      perCurrency((c) => c.toUpperCase()),
      { czk: 'CZK', eur: 'EUR', usd: 'USD' },
    );
  });
});
