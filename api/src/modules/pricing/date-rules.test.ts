import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkRentalDates, type DateCheckInput } from './date-rules';
import type { ShippingLegInput } from './shipping';

const branch: ShippingLegInput = { type: 'branch', branchId: 1, zipCode: null, window: null };
const nightSafe: ShippingLegInput = {
  type: 'night_safe',
  branchId: 1,
  zipCode: null,
  window: null,
};
const courier: ShippingLegInput = {
  type: 'courier',
  branchId: null,
  zipCode: '170 00',
  window: '08-12',
};
const toTheSet: ShippingLegInput = {
  type: 'set_transport',
  branchId: null,
  zipCode: '60200',
  window: null,
};

/** Friday 2026-11-20 10:00 in Prague; 2026-11-21 is a Saturday, 2026-11-23 a Monday. */
const base: DateCheckInput = {
  from: '2026-11-23T10:00',
  to: '2026-11-25T18:00',
  now: new Date('2026-11-20T09:00:00Z'),
  hasCustomer: true,
  offerPeriod: null,
  pickup: branch,
  ret: branch,
  frequentCustomer: false,
  requireShipping: true,
};

function check(patch: Partial<DateCheckInput>) {
  return checkRentalDates({ ...base, ...patch });
}

describe('checkRentalDates', () => {
  it('accepts valid dates', () => assert.equal(check({}), null));

  describe('customer_missing', () => {
    it('without a customer', () => assert.equal(check({ hasCustomer: false }), 'customer_missing'));
    it('comes before every other check', () => {
      assert.equal(
        check({ hasCustomer: false, from: '2020-01-01T10:00', pickup: null }),
        'customer_missing',
      );
    });
  });

  describe('date_from_in_past', () => {
    it('one minute before now', () => {
      assert.equal(check({ from: '2026-11-20T09:59' }), 'date_from_in_past');
    });
    it('not when equal to now', () => {
      assert.equal(check({ from: '2026-11-20T10:00', to: '2026-11-20T18:00' }), null);
    });
    it('compares with Prague time, not UTC', () => {
      // now = 08:30 UTC = 09:30 Prague; 09:00 Prague is past although 09:00 > 08:30.
      assert.equal(
        check({ now: new Date('2026-11-23T08:30:00Z'), from: '2026-11-23T09:00' }),
        'date_from_in_past',
      );
      assert.equal(
        check({ now: new Date('2026-11-23T08:30:00Z'), from: '2026-11-23T09:30' }),
        null,
      );
    });
    it('comes before date_to_in_past', () => {
      assert.equal(
        check({ from: '2026-11-19T10:00', to: '2026-11-19T18:00' }),
        'date_from_in_past',
      );
    });
  });

  describe('date_to_in_past', () => {
    it('a return in the past after a future pickup', () => {
      assert.equal(check({ to: '2026-11-20T09:00' }), 'date_to_in_past');
    });
  });

  describe('date_from_after_date_to', () => {
    it('return before pickup', () => {
      assert.equal(
        check({ from: '2026-11-25T10:00', to: '2026-11-23T10:00' }),
        'date_from_after_date_to',
      );
    });
    it('return equal to pickup (must be strictly earlier)', () => {
      assert.equal(
        check({ from: '2026-11-23T10:00', to: '2026-11-23T10:00' }),
        'date_from_after_date_to',
      );
    });
    it('one minute is enough', () => {
      assert.equal(check({ from: '2026-11-23T10:00', to: '2026-11-23T10:01' }), null);
    });
  });

  describe('date_range_mismatch_with_offer', () => {
    it('dates different from the offer', () => {
      assert.equal(
        check({ offerPeriod: { from: '2026-11-23T10:00', to: '2026-11-26T18:00' } }),
        'date_range_mismatch_with_offer',
      );
      assert.equal(
        check({ offerPeriod: { from: '2026-11-23T11:00', to: '2026-11-25T18:00' } }),
        'date_range_mismatch_with_offer',
      );
    });
    it('the offer dates themselves', () => {
      assert.equal(check({ offerPeriod: { from: base.from, to: base.to } }), null);
    });
    it('the same instants written with seconds', () => {
      assert.equal(
        check({ offerPeriod: { from: '2026-11-23T10:00:00', to: '2026-11-25T18:00:00' } }),
        null,
      );
    });
    it('comes before shipping_missing', () => {
      assert.equal(
        check({
          offerPeriod: { from: '2026-11-24T10:00', to: '2026-11-25T18:00' },
          pickup: null,
        }),
        'date_range_mismatch_with_offer',
      );
    });
    it('comes after the order of the dates', () => {
      assert.equal(
        check({
          from: '2026-11-25T18:00',
          to: '2026-11-23T10:00',
          offerPeriod: { from: '2026-11-24T10:00', to: '2026-11-25T18:00' },
        }),
        'date_from_after_date_to',
      );
    });
  });

  describe('shipping_missing', () => {
    it('without a pickup leg', () => assert.equal(check({ pickup: null }), 'shipping_missing'));
    it('without a return leg', () => assert.equal(check({ ret: null }), 'shipping_missing'));
    it('not when shipping is not required yet', () => {
      assert.equal(check({ pickup: null, ret: null, requireShipping: false }), null);
    });
    it('comes before out_of_opening_hours', () => {
      assert.equal(check({ from: '2026-11-21T12:00', ret: null }), 'shipping_missing');
    });
  });

  describe('out_of_opening_hours', () => {
    it('branch pickup on Saturday', () => {
      assert.equal(check({ from: '2026-11-21T12:00' }), 'out_of_opening_hours');
    });
    it('branch return after closing', () => {
      assert.equal(check({ to: '2026-11-25T19:30' }), 'out_of_opening_hours');
    });
    it('branch pickup before opening', () => {
      assert.equal(check({ from: '2026-11-23T08:00' }), 'out_of_opening_hours');
    });
    it('branch return on a holiday', () => {
      assert.equal(check({ to: '2026-12-24T12:00' }), 'out_of_opening_hours');
    });
    it('closing time 19:00 is still open', () => {
      assert.equal(check({ to: '2026-11-25T19:00' }), null);
    });
    it('also when shipping is not required yet but a branch leg is chosen', () => {
      assert.equal(
        check({ requireShipping: false, ret: null, from: '2026-11-21T12:00' }),
        'out_of_opening_hours',
      );
    });
    it('night safe of a frequent customer at any time', () => {
      assert.equal(
        check({
          from: '2026-11-28T03:00',
          to: '2026-11-29T23:00',
          pickup: nightSafe,
          ret: nightSafe,
          frequentCustomer: true,
        }),
        null,
      );
    });
    it('night safe of a regular customer when the branch is closed', () => {
      assert.equal(
        check({ from: '2026-11-21T03:00', pickup: nightSafe, frequentCustomer: false }),
        'night_safe_not_allowed',
      );
    });
    it('night safe of a regular customer also in opening hours', () => {
      assert.equal(check({ pickup: nightSafe, frequentCustomer: false }), 'night_safe_not_allowed');
    });
    it('frequent customers still meet closed branches with a branch leg', () => {
      assert.equal(
        check({ from: '2026-11-21T12:00', frequentCustomer: true }),
        'out_of_opening_hours',
      );
    });
    it('a branch pickup at 20:00 on a Monday', () => {
      assert.equal(check({ from: '2026-11-23T20:00' }), 'out_of_opening_hours');
    });
    it('a courier within its window and set transport on a Sunday night', () => {
      assert.equal(
        check({ from: '2026-11-23T09:00', to: '2026-11-29T22:00', pickup: courier, ret: toTheSet }),
        null,
      );
    });
    it('a courier 08–12 pickup at 18:00 is outside its window', () => {
      assert.equal(check({ from: '2026-11-23T18:00', pickup: courier }), 'out_of_opening_hours');
    });
    it('a courier on a Saturday', () => {
      assert.equal(
        check({ from: '2026-11-21T09:00', pickup: courier }),
        'courier_not_on_business_day',
      );
    });
  });

  it('rejects malformed date-times', () => {
    assert.throws(() => check({ from: '2026-11-23' }), RangeError);
    assert.throws(() => check({ now: new Date('nonsense') }), RangeError);
  });
});
