import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentItem, documentTotals, toLocalDateTime } from './service';

describe('documentItem', () => {
  const cases: Array<[Parameters<typeof documentItem>[0], number]> = [
    [{ name: 'rent', nameEn: 'rent', quantity: 2, days: 3, unitPrice: 1200 }, 7200],
    [{ name: 'sale', nameEn: 'sale', quantity: 4, days: null, unitPrice: 390 }, 1560],
  ];
  for (const [input, total] of cases) {
    it(`${input.name}: total ${total}, VAT rate 21`, () => {
      assert.deepEqual(documentItem(input), { ...input, total, vatRate: 21 });
    });
  }
});

describe('documentTotals', () => {
  const cases: Array<[number[], { withoutVat: number; vat: number; withVat: number }]> = [
    [[], { withoutVat: 0, vat: 0, withVat: 0 }],
    [[27_000, 2700, 7200], { withoutVat: 36_900, vat: 7749, withVat: 44_649 }],
    [[595], { withoutVat: 595, vat: 125, withVat: 720 }],
  ];
  for (const [totals, expected] of cases) {
    it(`${totals.join(' + ') || 'nothing'}`, () =>
      assert.deepEqual(documentTotals(totals.map((total) => ({ total }))), expected));
  }
});

describe('toLocalDateTime', () => {
  const cases: Array<[string | null, string | null]> = [
    ['2026-11-23 09:00:00', '2026-11-23T09:00'],
    ['2026-11-23T18:30:00', '2026-11-23T18:30'],
    [null, null],
  ];
  for (const [input, expected] of cases) {
    it(`${input} -> ${expected}`, () => assert.equal(toLocalDateTime(input), expected));
  }
});
