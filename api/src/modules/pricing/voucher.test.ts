import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isVoucherUsable, type VoucherRule, voucherDiscount } from './voucher';

const voucher = (patch: Partial<VoucherRule> = {}): VoucherRule => ({
  type: 'percent',
  value: 10,
  validFrom: null,
  validTo: null,
  usesLeft: null,
  ...patch,
});

/** 2026-11-23 12:00 in Prague. */
const now = new Date('2026-11-23T11:00:00Z');

describe('isVoucherUsable', () => {
  const cases: Array<[string, Partial<VoucherRule>, boolean]> = [
    ['unlimited, no dates', {}, true],
    ['uses left', { usesLeft: 1 }, true],
    ['no uses left', { usesLeft: 0 }, false],
    ['negative uses left', { usesLeft: -1 }, false],
    ['valid from today', { validFrom: '2026-11-23' }, true],
    ['valid from tomorrow', { validFrom: '2026-11-24' }, false],
    ['valid to today (included)', { validTo: '2026-11-23' }, true],
    ['valid to yesterday', { validTo: '2026-11-22' }, false],
    ['within the range', { validFrom: '2026-11-01', validTo: '2026-11-30' }, true],
    ['before the range', { validFrom: '2026-12-01', validTo: '2026-12-31' }, false],
    ['range of today only', { validFrom: '2026-11-23', validTo: '2026-11-23' }, true],
    ['in range but used up', { validFrom: '2026-11-01', usesLeft: 0 }, false],
    ['fixed vouchers alike', { type: 'fixed', value: 500, validTo: '2026-11-30' }, true],
  ];
  for (const [note, patch, expected] of cases) {
    it(`${note} -> ${expected}`, () =>
      assert.equal(isVoucherUsable(voucher(patch), now), expected));
  }

  it('uses the Prague calendar date of now', () => {
    // 2026-11-23T23:30Z is already 2026-11-24 00:30 in Prague.
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    assert.equal(isVoucherUsable(voucher({ validTo: '2026-11-23' }), lateEvening), false);
    assert.equal(isVoucherUsable(voucher({ validFrom: '2026-11-24' }), lateEvening), true);
  });

  it('rejects a malformed validity date', () => {
    assert.throws(() => isVoucherUsable(voucher({ validTo: '30.11.2026' }), now), RangeError);
  });
});

describe('voucherDiscount', () => {
  const cases: Array<[string, 'percent' | 'fixed', number, number, number]> = [
    ['10 % of 1000', 'percent', 10, 1000, 100],
    ['15 % of 333 = 49.95', 'percent', 15, 333, 50],
    ['15 % of 330 = 49.5', 'percent', 15, 330, 50],
    ['12 % of 1004 = 120.48', 'percent', 12, 1004, 120],
    ['100 %', 'percent', 100, 1234, 1234],
    ['over 100 % stops at the total', 'percent', 150, 1000, 1000],
    ['0 %', 'percent', 0, 1000, 0],
    ['negative percent', 'percent', -10, 1000, 0],
    ['fixed 200', 'fixed', 200, 1000, 200],
    ['fixed equal to the total', 'fixed', 1000, 1000, 1000],
    ['fixed above the total', 'fixed', 2000, 1000, 1000],
    ['fixed negative', 'fixed', -50, 1000, 0],
    ['nothing to discount', 'fixed', 200, 0, 0],
    ['negative total counts as 0', 'percent', 10, -500, 0],
  ];
  for (const [note, type, value, total, expected] of cases) {
    it(`${note} -> ${expected}`, () =>
      assert.equal(voucherDiscount({ type, value }, total), expected));
  }
});
