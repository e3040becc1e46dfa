import { EXPRESS_FEE, isExpress, priceShippingLeg, SHIPPING_PRICES } from './shipping';

/** Monday 2026-11-23 10:00 in Prague (UTC+1). */
const now = new Date('2026-11-23T09:00:00Z');

describe('shipping prices', () => {
  it('prices per direction and the express fee', () => {
    expect(SHIPPING_PRICES).toEqual({ branch: 0, night_safe: 0, courier: 290, set_transport: 990 });
    expect(EXPRESS_FEE).toBe(500);
  });
});

describe('isExpress', () => {
  it.each([
    ['2026-11-24T10:00', false, 'exactly 24 h ahead'],
    ['2026-11-24T09:59', true, '23 h 59 min ahead'],
    ['2026-11-23T10:00', true, 'now'],
    ['2026-11-23T08:00', true, 'in the past'],
    ['2026-11-30T10:00', false, 'a week ahead'],
  ])('%s → %s (%s)', (dateTime, expected) => {
    expect(isExpress(dateTime, now)).toBe(expected);
  });

  it.each([
    ['2026-11-24T10:00', '2026-11-23T09:00:00.001Z', true, 'a millisecond into the minute'],
    ['2026-11-24T10:00', '2026-11-23T09:00:59Z', true, '59 s into the minute'],
    ['2026-11-24T10:01', '2026-11-23T09:00:59Z', false, '24 h and 1 s ahead'],
  ])('%s at %s → %s (%s)', (dateTime, at, expected) => {
    expect(isExpress(dateTime, new Date(at))).toBe(expected);
  });

  it('measures on the Prague wall clock, not UTC', () => {
    // 2026-11-23T23:30Z is Tuesday 00:30 in Prague; Wednesday 00:00 is 23.5 h later.
    expect(isExpress('2026-11-25T00:00', new Date('2026-11-23T23:30:00Z'))).toBe(true);
    expect(isExpress('2026-11-25T00:30', new Date('2026-11-23T23:30:00Z'))).toBe(false);
  });

  it('counts 24 wall-clock hours over a time change', () => {
    // Saturday 2026-10-24 12:00 CEST → Sunday 12:00 CET: 24 h on the wall clock (25 h elapsed).
    expect(isExpress('2026-10-25T12:00', new Date('2026-10-24T10:00:00Z'))).toBe(false);
    expect(isExpress('2026-10-25T11:59', new Date('2026-10-24T10:00:00Z'))).toBe(true);
    // Saturday 2026-03-28 12:00 CET → Sunday 12:00 CEST: 24 h on the wall clock (23 h elapsed).
    expect(isExpress('2026-03-29T12:00', new Date('2026-03-28T11:00:00Z'))).toBe(false);
  });

  it('rejects a malformed date-time', () => {
    expect(() => isExpress('2026-11-24', now)).toThrow(RangeError);
  });
});

describe('priceShippingLeg', () => {
  it.each([
    ['branch', '2026-11-23T12:00', 0, 0, 'branch'],
    ['night_safe', '2026-11-23T12:00', 0, 0, 'night safe'],
    ['night_safe', '2026-11-23T23:00', 0, 0, 'night safe at night'],
    ['courier', '2026-11-25T10:00', 290, 0, 'courier'],
    ['courier', '2026-11-23T14:00', 290, 0, 'courier within 24 h has no express fee'],
    ['courier', '2026-11-24T08:00', 290, 0, 'courier the next morning'],
    [
      'courier',
      '2026-11-28T10:00',
      290,
      0,
      'courier on a Saturday: priced, refused by the leg check',
    ],
    ['set_transport', '2026-11-25T10:00', 990, 0, 'set transport ahead'],
    ['set_transport', '2026-11-24T10:00', 990, 0, 'set transport exactly 24 h ahead'],
    ['set_transport', '2026-11-23T18:00', 990, 500, 'set transport same day'],
    ['set_transport', '2026-11-24T09:59', 990, 500, 'set transport 23:59 ahead'],
    ['set_transport', '2026-11-30T10:00', 990, 0, 'set transport a week ahead'],
  ] as const)('%s at %s: %i + %i (%s)', (type, dateTime, price, expressFee, _note) => {
    expect(priceShippingLeg(type, dateTime, now)).toEqual({ price, expressFee });
  });

  it('prices a leg that does not depend on the time without reading it', () => {
    expect(priceShippingLeg('courier', '', now)).toEqual({ price: 290, expressFee: 0 });
  });

  it('rejects a malformed date-time of set transport', () => {
    expect(() => priceShippingLeg('set_transport', '2026-11-24', now)).toThrow(RangeError);
  });
});
