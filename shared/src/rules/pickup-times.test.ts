import {
  allowedTimes,
  billedPeriod,
  billedShootingDays,
  checkLegTime,
  checkRentalDates,
  DAY_TIMES,
  type DateCheckInput,
  type LegPlan,
  nearestAllowedTime,
  wayTimes,
} from './pickup-times';

// 2026-11-23 is a Monday, 2026-11-28 a Saturday, 2026-12-24 (Thursday) Christmas Eve.
const branch: LegPlan = { type: 'branch' };
const nightSafe: LegPlan = { type: 'night_safe' };
const morning: LegPlan = { type: 'courier', window: '08-12' };
const evening: LegPlan = { type: 'courier', window: '16-20' };
const noWindow: LegPlan = { type: 'courier', window: null };
const toTheSet: LegPlan = { type: 'set_transport' };
const regular = { frequentCustomer: false };
const frequent = { frequentCustomer: true };

describe('allowedTimes', () => {
  it.each([
    ['branch on a Monday', branch, '2026-11-23', regular, '09:00', '19:00', 21],
    ['branch on a Saturday', branch, '2026-11-28', regular, null, null, 0],
    ['branch on Christmas Eve', branch, '2026-12-24', regular, null, null, 0],
    ['branch on Good Friday 2026', branch, '2026-04-03', regular, null, null, 0],
    [
      'night safe, frequent customer, Saturday',
      nightSafe,
      '2026-11-28',
      frequent,
      '00:00',
      '23:30',
      48,
    ],
    ['night safe, regular customer', nightSafe, '2026-11-23', regular, null, null, 0],
    ['courier 08–12 on a Monday', morning, '2026-11-23', regular, '08:00', '12:00', 9],
    ['courier 16–20 on a Monday', evening, '2026-11-23', regular, '16:00', '20:00', 9],
    ['courier on a Saturday', morning, '2026-11-28', regular, null, null, 0],
    ['courier without a window', noWindow, '2026-11-23', regular, null, null, 0],
    ['set transport on a Sunday', toTheSet, '2026-11-29', regular, '00:00', '23:30', 48],
  ] as const)('%s', (_, leg, date, customer, first, last, count) => {
    const times = allowedTimes(leg, date, customer);
    expect(times).toHaveLength(count);
    expect(times[0] ?? null).toBe(first);
    expect(times.at(-1) ?? null).toBe(last);
  });

  it('offers 20:00 to no branch pickup', () => {
    expect(allowedTimes(branch, '2026-11-23', frequent)).not.toContain('20:00');
    expect(allowedTimes(branch, '2026-11-23', regular)).not.toContain('08:30');
  });

  it.each([
    ['branch', branch],
    ['night safe', nightSafe],
    ['courier 08–12', morning],
    ['courier 16–20', evening],
    ['courier without a window', noWindow],
    ['set transport', toTheSet],
  ] as const)('offers exactly the times checkLegTime accepts (%s)', (_, leg) => {
    for (const date of ['2026-11-23', '2026-11-28', '2026-12-24', '2027-04-05']) {
      for (const customer of [regular, frequent]) {
        const offered = allowedTimes(leg, date, customer);
        const accepted = DAY_TIMES.filter(
          (time) => checkLegTime(leg, `${date}T${time}`, customer) === null,
        );
        expect(offered).toEqual(accepted);
      }
    }
  });
});

describe('wayTimes', () => {
  it.each([
    ['branch', branch, regular, '09:00', '19:00', 21],
    ['courier 12–16', { type: 'courier', window: '12-16' }, regular, '12:00', '16:00', 9],
    ['courier without a window', noWindow, regular, null, null, 0],
    ['night safe, regular customer', nightSafe, regular, null, null, 0],
    ['night safe, frequent customer', nightSafe, frequent, '00:00', '23:30', 48],
    ['set transport', toTheSet, regular, '00:00', '23:30', 48],
  ] as const)('%s', (_, leg, customer, first, last, count) => {
    const times = wayTimes(leg, customer);
    expect(times).toHaveLength(count);
    expect(times[0] ?? null).toBe(first);
    expect(times.at(-1) ?? null).toBe(last);
  });
});

describe('checkLegTime', () => {
  it.each([
    ['branch at 20:00', branch, '2026-11-23T20:00', regular, 'out_of_opening_hours'],
    ['branch at 08:59', branch, '2026-11-23T08:59', regular, 'out_of_opening_hours'],
    ['branch at 09:00', branch, '2026-11-23T09:00', regular, null],
    ['branch at 19:00', branch, '2026-11-23T19:00', regular, null],
    ['branch at 19:01', branch, '2026-11-23T19:01', regular, 'out_of_opening_hours'],
    ['branch on a Saturday at noon', branch, '2026-11-28T12:00', regular, 'out_of_opening_hours'],
    ['branch on Easter Monday', branch, '2027-03-29T12:00', frequent, 'out_of_opening_hours'],
    ['night safe, frequent, 03:00 Sunday', nightSafe, '2026-11-29T03:00', frequent, null],
    [
      'night safe, regular, in opening hours',
      nightSafe,
      '2026-11-23T12:00',
      regular,
      'night_safe_not_allowed',
    ],
    ['courier 08–12 at 18:00', morning, '2026-11-23T18:00', regular, 'out_of_opening_hours'],
    ['courier 08–12 at 07:30', morning, '2026-11-23T07:30', regular, 'out_of_opening_hours'],
    ['courier 08–12 at 12:00', morning, '2026-11-23T12:00', regular, null],
    ['courier 16–20 at 18:00', evening, '2026-11-23T18:00', regular, null],
    ['courier on a Saturday', morning, '2026-11-28T09:00', regular, 'courier_not_on_business_day'],
    ['courier without a window', noWindow, '2026-11-23T09:00', regular, 'courier_window_required'],
    ['set transport at 02:00 on a holiday', toTheSet, '2026-12-25T02:00', regular, null],
  ] as const)('%s', (_, leg, dateTime, customer, expected) => {
    expect(checkLegTime(leg, dateTime, customer)).toBe(expected);
  });

  it('rejects malformed date-times', () => {
    expect(() => checkLegTime(branch, '2026-11-23', regular)).toThrow(RangeError);
  });
});

describe('nearestAllowedTime', () => {
  it.each([
    [['09:00', '09:30', '19:00'], '09:30', '09:30'],
    [['09:00', '09:30', '19:00'], '20:00', '19:00'],
    [['09:00', '09:30', '19:00'], '00:00', '09:00'],
    [['08:00', '09:00'], '08:30', '08:00'],
    [[], '17:00', null],
  ])('%j, %s → %s', (times, time, expected) => {
    expect(nearestAllowedTime(times, time)).toBe(expected);
  });
});

describe('checkRentalDates', () => {
  /** Friday 2026-11-20 10:00 in Prague. */
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
  const check = (patch: Partial<DateCheckInput>) => checkRentalDates({ ...base, ...patch });

  it.each([
    ['valid dates at a branch', {}, null],
    ['no customer first', { hasCustomer: false, from: '2020-01-01T10:00' }, 'customer_missing'],
    ['pickup in the past', { from: '2026-11-20T09:59' }, 'date_from_in_past'],
    ['pickup equal to now', { from: '2026-11-20T10:00', to: '2026-11-20T18:00' }, null],
    ['return in the past', { to: '2026-11-20T09:00' }, 'date_to_in_past'],
    ['return before pickup', { to: '2026-11-23T09:00' }, 'date_from_after_date_to'],
    ['return at pickup', { to: '2026-11-23T10:00' }, 'date_from_after_date_to'],
    [
      'dates other than the offer',
      { offerPeriod: { from: '2026-11-23T10:00', to: '2026-11-26T18:00' } },
      'date_range_mismatch_with_offer',
    ],
    ['shipping required but missing', { ret: null }, 'shipping_missing'],
    ['shipping not required yet', { pickup: null, ret: null, requireShipping: false }, null],
    ['branch pickup at 20:00', { from: '2026-11-23T20:00' }, 'out_of_opening_hours'],
    ['branch pickup on a Saturday', { from: '2026-11-21T12:00' }, 'out_of_opening_hours'],
    ['branch return at 19:30', { to: '2026-11-25T19:30' }, 'out_of_opening_hours'],
    [
      'a branch leg chosen before shipping is required',
      { from: '2026-11-21T12:00', ret: null, requireShipping: false },
      'out_of_opening_hours',
    ],
    [
      'courier 08–12 pickup at 18:00',
      { pickup: morning, from: '2026-11-23T18:00' },
      'out_of_opening_hours',
    ],
    ['courier 16–20 pickup at 18:00', { pickup: evening, from: '2026-11-23T18:00' }, null],
    [
      'night safe of a frequent customer on a weekend night',
      { pickup: nightSafe, ret: nightSafe, from: '2026-11-21T03:00', frequentCustomer: true },
      null,
    ],
    ['night safe of a regular customer', { pickup: nightSafe }, 'night_safe_not_allowed'],
    [
      'set transport on a Sunday night',
      { pickup: toTheSet, ret: toTheSet, from: '2026-11-22T23:00' },
      null,
    ],
  ] as const)('%s', (_, patch, expected) => {
    expect(check(patch)).toBe(expected);
  });

  it('rejects malformed date-times', () => {
    expect(() => check({ from: '2026-11-23' })).toThrow(RangeError);
  });
});

describe('billed shooting days follow the courier window', () => {
  it.each([
    // Monday → Wednesday
    [
      'branch pickup 18:00: free evening',
      branch,
      '2026-11-23T18:00',
      branch,
      '2026-11-25T09:00',
      1,
    ],
    [
      'courier 08–12 with 18:00: a morning pickup',
      morning,
      '2026-11-23T18:00',
      branch,
      '2026-11-25T09:00',
      2,
    ],
    ['courier 08–12 at 10:00', morning, '2026-11-23T10:00', branch, '2026-11-25T09:00', 2],
    [
      'courier 16–20 at 18:00: free evening',
      evening,
      '2026-11-23T18:00',
      branch,
      '2026-11-25T09:00',
      1,
    ],
    [
      'courier 16–20 with 09:00: held at 16:00',
      evening,
      '2026-11-23T09:00',
      branch,
      '2026-11-25T09:00',
      2,
    ],
    [
      'courier 08–12 return at 09:00: free morning',
      branch,
      '2026-11-23T18:00',
      morning,
      '2026-11-25T09:00',
      1,
    ],
    [
      'courier 16–20 return with 09:00: held at 16:00',
      branch,
      '2026-11-23T18:00',
      evening,
      '2026-11-25T09:00',
      2,
    ],
    ['no legs yet', null, '2026-11-23T18:00', null, '2026-11-25T09:00', 1],
  ] as const)('%s', (_, pickup, from, ret, to, days) => {
    expect(billedShootingDays({ from, to }, pickup, ret)).toBe(days);
  });

  it('keeps other legs as chosen', () => {
    expect(
      billedPeriod({ from: '2026-11-23T20:00', to: '2026-11-24T07:00' }, toTheSet, nightSafe),
    ).toEqual({
      from: '2026-11-23T20:00',
      to: '2026-11-24T07:00',
    });
  });
});
