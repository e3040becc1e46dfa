import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkShipping,
  checkShippingLeg,
  isBranchBased,
  normalizeZipCode,
  type ShippingLegInput,
} from './shipping';

// Prices and the express fee are the shared rule (shared/src/rules/shipping.test.ts).

// 2026-11-23 is a Monday; 2026-11-17 a holiday (Tuesday).
const branch = (branchId: number | null = 1): ShippingLegInput => ({
  type: 'branch',
  branchId,
  zipCode: null,
  window: null,
});
const nightSafe = (branchId: number | null = 1): ShippingLegInput => ({
  type: 'night_safe',
  branchId,
  zipCode: null,
  window: null,
});
const courier = (
  zipCode: string | null = '170 00',
  window: ShippingLegInput['window'] = '08-12',
): ShippingLegInput => ({ type: 'courier', branchId: null, zipCode, window });
const setTransport = (zipCode: string | null = '602 00'): ShippingLegInput => ({
  type: 'set_transport',
  branchId: null,
  zipCode,
  window: null,
});

const regular = { frequentCustomer: false };
const frequent = { frequentCustomer: true };

describe('normalizeZipCode', () => {
  const cases: Array<[string | null, string | null]> = [
    ['17000', '17000'],
    ['170 00', '17000'],
    [' 602 00 ', '60200'],
    ['79001', '79001'],
    ['1700', null],
    ['170000', null],
    ['170  00', null],
    ['17 000', null],
    ['07000', null], // no Czech postcode starts with 0
    ['81101', null], // Slovak (Bratislava)
    ['90001', null],
    ['abcde', null],
    ['', null],
    [null, null],
  ];
  for (const [value, expected] of cases) {
    it(`${JSON.stringify(value)} -> ${JSON.stringify(expected)}`, () => {
      assert.equal(normalizeZipCode(value), expected);
    });
  }
});

describe('isBranchBased', () => {
  it('is true for branch and night safe only', () => {
    assert.equal(isBranchBased(branch()), true);
    assert.equal(isBranchBased(nightSafe()), true);
    assert.equal(isBranchBased(courier()), false);
    assert.equal(isBranchBased(setTransport()), false);
  });
});

describe('checkShippingLeg', () => {
  const cases: Array<[string, ShippingLegInput, string, boolean, string | null]> = [
    ['branch in opening hours', branch(), '2026-11-23T09:00', false, null],
    ['branch at closing time', branch(), '2026-11-23T19:00', false, null],
    ['branch after closing', branch(), '2026-11-23T19:30', false, 'out_of_opening_hours'],
    ['branch before opening', branch(), '2026-11-23T08:30', false, 'out_of_opening_hours'],
    ['branch on Saturday', branch(), '2026-11-28T12:00', false, 'out_of_opening_hours'],
    ['branch on a holiday', branch(), '2026-11-17T12:00', false, 'out_of_opening_hours'],
    ['branch closed also for frequent', branch(), '2026-11-28T12:00', true, 'out_of_opening_hours'],
    ['branch without a branch', branch(null), '2026-11-23T12:00', false, 'branch_required'],
    [
      'night safe, regular customer',
      nightSafe(),
      '2026-11-23T12:00',
      false,
      'night_safe_not_allowed',
    ],
    ['night safe, frequent, Sunday 03:00', nightSafe(), '2026-11-29T03:00', true, null],
    ['night safe, frequent, holiday', nightSafe(), '2026-12-24T22:00', true, null],
    ['night safe without a branch', nightSafe(null), '2026-11-23T12:00', true, 'branch_required'],
    ['courier on a business day', courier(), '2026-11-23T10:00', false, null],
    ['courier with a plain postcode', courier('60200'), '2026-11-23T10:00', false, null],
    ['courier anywhere in Czechia', courier('301 00'), '2026-11-23T10:00', false, null],
    ['courier without postcode', courier(null), '2026-11-23T10:00', false, 'address_required'],
    ['courier with a bad postcode', courier('1700'), '2026-11-23T10:00', false, 'address_required'],
    ['courier abroad', courier('811 01'), '2026-11-23T10:00', false, 'address_required'],
    [
      'courier without window',
      courier('170 00', null),
      '2026-11-23T10:00',
      false,
      'courier_window_required',
    ],
    ['courier 08–12 at 12:00', courier(), '2026-11-23T12:00', false, null],
    ['courier 08–12 at 18:00', courier(), '2026-11-23T18:00', false, 'out_of_opening_hours'],
    ['courier 16–20 at 18:00', courier('170 00', '16-20'), '2026-11-23T18:00', false, null],
    ['courier on Saturday', courier(), '2026-11-28T10:00', false, 'courier_not_on_business_day'],
    ['courier on Sunday', courier(), '2026-11-29T10:00', false, 'courier_not_on_business_day'],
    [
      'courier on Easter Monday',
      courier(),
      '2026-04-06T10:00',
      false,
      'courier_not_on_business_day',
    ],
    [
      'set transport to Brno on Sunday night',
      setTransport('602 00'),
      '2026-11-29T23:00',
      false,
      null,
    ],
    ['set transport to Praha on a holiday', setTransport('17000'), '2026-12-25T06:00', false, null],
    [
      'set transport to Plzeň',
      setTransport('301 00'),
      '2026-11-23T10:00',
      false,
      'address_outside_set_area',
    ],
    [
      'set transport to Ostrava',
      setTransport('702 00'),
      '2026-11-23T10:00',
      false,
      'address_outside_set_area',
    ],
    [
      'set transport without postcode',
      setTransport(null),
      '2026-11-23T10:00',
      false,
      'address_required',
    ],
    [
      'set transport with a bad postcode',
      setTransport('1 7000'),
      '2026-11-23T10:00',
      false,
      'address_required',
    ],
  ];
  for (const [note, leg, dateTime, frequentCustomer, expected] of cases) {
    it(`${note} -> ${expected}`, () => {
      assert.equal(checkShippingLeg(leg, dateTime, { frequentCustomer }), expected);
    });
  }

  it('reports a missing postcode before a missing window and the day', () => {
    assert.equal(
      checkShippingLeg(courier(null, null), '2026-11-28T10:00', regular),
      'address_required',
    );
    assert.equal(
      checkShippingLeg(courier('170 00', null), '2026-11-28T10:00', regular),
      'courier_window_required',
    );
  });

  it('rejects a malformed date-time', () => {
    assert.throws(() => checkShippingLeg(branch(), 'tomorrow', regular), RangeError);
  });
});

describe('checkShipping', () => {
  const from = '2026-11-23T10:00';
  const to = '2026-11-25T18:00';

  it('accepts the same branch both ways', () => {
    assert.equal(checkShipping(branch(1), branch(1), from, to, regular), null);
  });

  it('rejects two different branches (order error 30)', () => {
    assert.equal(checkShipping(branch(1), branch(2), from, to, regular), 'branch_mismatch');
  });

  it('treats the night safe as branch-based', () => {
    assert.equal(checkShipping(branch(1), nightSafe(2), from, to, frequent), 'branch_mismatch');
    assert.equal(checkShipping(nightSafe(2), branch(1), from, to, frequent), 'branch_mismatch');
    assert.equal(checkShipping(nightSafe(1), nightSafe(1), from, to, frequent), null);
    assert.equal(checkShipping(nightSafe(1), branch(1), from, to, frequent), null);
  });

  it('does not compare branches when one leg is not branch-based', () => {
    assert.equal(checkShipping(branch(1), courier('170 00', '16-20'), from, to, regular), null);
    assert.equal(checkShipping(setTransport(), branch(2), from, to, regular), null);
    assert.equal(checkShipping(courier(), setTransport(), from, to, regular), null);
  });

  it('checks the pickup leg at from and the return leg at to', () => {
    // from is a Monday, to a Saturday
    const saturday = '2026-11-28T12:00';
    assert.equal(
      checkShipping(branch(), branch(), from, saturday, regular),
      'out_of_opening_hours',
    );
    assert.equal(
      checkShipping(courier(), courier(), from, saturday, regular),
      'courier_not_on_business_day',
    );
    assert.equal(
      checkShipping(courier(), branch(), saturday, to, regular),
      'courier_not_on_business_day',
    );
    assert.equal(checkShipping(branch(), courier(), saturday, to, regular), 'out_of_opening_hours');
  });

  it('reports the pickup problem first, then the return problem, then a mismatch', () => {
    assert.equal(
      checkShipping(courier(null), setTransport('301 00'), from, to, regular),
      'address_required',
    );
    assert.equal(
      checkShipping(branch(1), setTransport('301 00'), from, to, regular),
      'address_outside_set_area',
    );
    assert.equal(
      checkShipping(branch(1), branch(2), from, '2026-11-25T20:00', regular),
      'out_of_opening_hours',
    );
    assert.equal(
      checkShipping(nightSafe(1), branch(2), from, to, regular),
      'night_safe_not_allowed',
    );
  });
});
