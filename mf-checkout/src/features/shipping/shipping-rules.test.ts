import { legPrice, shippingCharge, shootingDays } from './shipping-rules';

// The rules themselves are tested in shared/src/rules (shooting-days, shipping); these cases
// check the checkout's estimates on a form that may still be half filled in.
describe('shooting days estimate', () => {
  it.each([
    ['2026-11-23T18:00', '2026-11-25T09:00', 1], // Mon evening → Wed morning: Tuesday only
    ['2026-11-23T10:00', '2026-11-23T18:00', 1], // one day
    ['2026-11-23T10:00', '2026-11-24T18:00', 2],
    ['2026-11-23T17:00', '2026-11-24T09:59', 1], // both free, still one billed
    ['2026-11-23T16:59', '2026-11-24T10:00', 2],
    ['2026-11-27T09:00', '2026-11-30T19:00', 4], // weekends count
    ['2026-11-24T10:00', '2026-11-23T10:00', null], // return before pickup
    ['2026-11-24T10:00', '2026-11-24T10:00', null], // return at pickup
    ['2026-11-24', '2026-11-25T10:00', null], // no pickup time yet
    ['2026-11-24T10:00', '', null], // no return yet
    ['2026-02-30T10:00', '2026-03-02T10:00', null], // no such day
  ])('%s → %s = %s', (from, to, days) => {
    expect(shootingDays(from, to)).toBe(days);
  });
});

describe('shooting days estimate with the ways chosen', () => {
  it.each([
    [{ type: 'branch' }, '2026-11-23T18:00', 1], // a free evening at a branch
    [{ type: 'courier', window: '08-12' }, '2026-11-23T18:00', 2], // a morning courier: Monday billed
    [{ type: 'courier', window: '16-20' }, '2026-11-23T18:00', 1],
  ] as const)('%j from %s = %i', (pickup, from, days) => {
    expect(shootingDays(from, '2026-11-25T09:00', pickup, { type: 'branch' })).toBe(days);
  });
});

describe('leg prices', () => {
  const now = new Date('2026-11-23T09:00:00Z'); // 10:00 in Prague
  it.each([
    ['branch', '2026-11-23T12:00', 0, 0],
    ['night_safe', '2026-11-23T23:00', 0, 0],
    ['courier', '2026-11-24T08:00', 290, 0],
    ['set_transport', '2026-11-24T09:59', 990, 500], // less than 24 h ahead
    ['set_transport', '2026-11-24T10:00', 990, 0],
    ['set_transport', '2026-11-30T10:00', 990, 0],
    ['set_transport', '', 990, 0], // no confirmed date yet: no express fee to show
    ['courier', '', 290, 0],
  ] as const)('%s at %s → %i + %i', (type, at, price, expressFee) => {
    expect(legPrice(type, at, now)).toEqual({ price, expressFee });
  });
});

describe('both legs for the price summary', () => {
  const now = new Date('2026-11-23T09:00:00Z'); // 10:00 in Prague
  it.each([
    ['branch', '2026-11-24T09:00', 'branch', '2026-11-26T09:00', 0, 0],
    ['set_transport', '2026-11-24T09:00', 'branch', '2026-11-26T09:00', 990, 500],
    ['set_transport', '2026-11-25T09:00', 'set_transport', '2026-11-26T09:00', 1980, 0],
    ['courier', '2026-11-24T09:00', 'set_transport', '2026-11-23T20:00', 1280, 500],
    ['set_transport', '', 'courier', '', 1280, 0], // no date yet: no express fee to show
  ] as const)('%s at %s, %s at %s → %i + %i', (pickup, from, ret, to, price, expressFee) => {
    expect(
      shippingCharge(
        [
          { type: pickup, dateTime: from },
          { type: ret, dateTime: to },
        ],
        now,
      ),
    ).toEqual({ price, expressFee });
  });
});
