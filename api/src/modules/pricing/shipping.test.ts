import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkShipping,
  checkShippingLeg,
  EXPRESS_FEE,
  isBranchBased,
  isExpress,
  normalizeZipCode,
  priceShippingLeg,
  SHIPPING_PRICES,
  type ShippingLegInput,
} from './shipping';

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

/** Monday 2026-11-23 10:00 in Prague (UTC+1). */
const now = new Date('2026-11-23T09:00:00Z');
const regular = { frequentCustomer: false };
const frequent = { frequentCustomer: true };

describe('shipping constants', () => {
  it('prices per direction and the express fee', () => {
    assert.deepEqual(SHIPPING_PRICES, {
      branch: 0,
      night_safe: 0,
      courier: 290,
      set_transport: 990,
    });
    assert.equal(EXPRESS_FEE, 500);
  });
});

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

describe('isExpress', () => {
  const cases: Array<[string, boolean, string]> = [
    ['2026-11-24T10:00', false, 'exactly 24 h ahead'],
    ['2026-11-24T09:59', true, '23 h 59 min ahead'],
    ['2026-11-23T10:00', true, 'now'],
    ['2026-11-23T08:00', true, 'in the past'],
    ['2026-11-30T10:00', false, 'a week ahead'],
  ];
  for (const [dateTime, expected, note] of cases) {
    it(`${dateTime} (${note}) -> ${expected}`, () =>
      assert.equal(isExpress(dateTime, now), expected));
  }

  it('measures on the Prague wall clock, not UTC', () => {
    // 2026-11-23T23:30Z is Tuesday 00:30 in Prague; Wednesday 00:00 is 23.5 h later.
    assert.equal(isExpress('2026-11-25T00:00', new Date('2026-11-23T23:30:00Z')), true);
    assert.equal(isExpress('2026-11-25T00:30', new Date('2026-11-23T23:30:00Z')), false);
  });

  it('counts 24 wall-clock hours over a time change', () => {
    // Saturday 2026-10-24 12:00 CEST -> Sunday 12:00 CET: 24 h on the wall clock (25 h elapsed).
    assert.equal(isExpress('2026-10-25T12:00', new Date('2026-10-24T10:00:00Z')), false);
    assert.equal(isExpress('2026-10-25T11:59', new Date('2026-10-24T10:00:00Z')), true);
  });
});

describe('priceShippingLeg', () => {
  const cases: Array<[string, ShippingLegInput, string, number, number]> = [
    ['branch', branch(), '2026-11-23T12:00', 0, 0],
    ['night safe', nightSafe(), '2026-11-23T12:00', 0, 0],
    ['courier', courier(), '2026-11-25T10:00', 290, 0],
    ['courier within 24 h has no express fee', courier(), '2026-11-23T14:00', 290, 0],
    ['set transport ahead', setTransport(), '2026-11-25T10:00', 990, 0],
    ['set transport exactly 24 h ahead', setTransport(), '2026-11-24T10:00', 990, 0],
    ['set transport same day', setTransport(), '2026-11-23T18:00', 990, 500],
    ['set transport 23:59 ahead', setTransport(), '2026-11-24T09:59', 990, 500],
  ];
  for (const [note, leg, dateTime, price, expressFee] of cases) {
    it(`${note}: ${price} + ${expressFee}`, () => {
      assert.deepEqual(priceShippingLeg(leg, dateTime, now), { price, expressFee });
    });
  }

  it('prices regardless of whether the leg is valid', () => {
    assert.deepEqual(priceShippingLeg(courier(null, null), '2026-11-28T10:00', now), {
      price: 290,
      expressFee: 0,
    });
  });

  it('rejects a malformed date-time', () => {
    assert.throws(() => priceShippingLeg(setTransport(), '2026-11-24', now), RangeError);
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
    assert.equal(checkShipping(branch(1), courier(), from, to, regular), null);
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
