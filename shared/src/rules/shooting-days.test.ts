import { shootingDays } from './shooting-days';

describe('shootingDays', () => {
  // 2026-11-23 is a Monday.
  it.each([
    // the examples of domain-decisions.md
    ['2026-11-23T18:00', '2026-11-25T09:00', 1, 'Mon 18:00 → Wed 09:00: only Tuesday'],
    ['2026-11-23T10:00', '2026-11-23T18:00', 1, 'Mon 10:00 → Mon 18:00'],
    ['2026-11-23T10:00', '2026-11-24T18:00', 2, 'Mon 10:00 → Tue 18:00'],
    // the edges of the free evening pickup and free morning return
    ['2026-11-23T16:59', '2026-11-24T10:00', 2, 'pickup 16:59 counts, return 10:00 counts'],
    ['2026-11-23T17:00', '2026-11-24T10:00', 1, 'pickup 17:00 is free'],
    ['2026-11-23T16:59', '2026-11-24T09:59', 1, 'return 09:59 is free'],
    ['2026-11-23T17:00', '2026-11-24T09:59', 1, 'both free: still at least one day'],
    ['2026-11-23T00:00', '2026-11-23T23:59', 1, 'whole single day'],
    ['2026-11-23T09:00', '2026-11-25T18:00', 3, 'three full days'],
    ['2026-11-23T18:00', '2026-11-23T20:00', 1, 'evening on one day: never less than one'],
    ['2026-11-23T08:00', '2026-11-23T09:00', 1, 'morning on one day: never less than one'],
    ['2026-11-23T18:00', '2026-11-24T09:00', 1, 'overnight, both ends free'],
    ['2026-11-27T09:00', '2026-11-30T18:00', 4, 'Fri → Mon, weekend days count'],
    ['2026-11-27T09:00', '2026-11-30T19:00', 4, 'Fri → Mon evening'],
    ['2026-12-23T10:00', '2026-12-27T18:00', 5, 'holidays count'],
    ['2026-12-31T09:00', '2027-01-01T18:00', 2, 'over the new year'],
    ['2028-02-28T10:00', '2028-03-01T18:00', 3, 'over a leap day'],
    ['2026-03-28T10:00', '2026-03-30T18:00', 3, 'over the spring time change'],
    ['2026-10-24T10:00', '2026-10-26T18:00', 3, 'over the autumn time change'],
    ['2026-11-01T10:00', '2026-11-30T18:00', 30, 'a month'],
    ['2026-11-23T10:00:00', '2026-11-24T18:00:00', 2, 'with seconds'],
    ['2026-11-25T10:00', '2026-11-23T10:00', 1, 'return before pickup: at least one day'],
    ['2026-11-24T10:00', '2026-11-24T10:00', 1, 'return at pickup: at least one day'],
  ])('%s → %s = %i (%s)', (from, to, expected) => {
    expect(shootingDays(from, to)).toBe(expected);
  });

  it('rejects malformed date-times', () => {
    expect(() => shootingDays('2026-11-23', '2026-11-24T10:00')).toThrow(RangeError);
    expect(() => shootingDays('2026-11-23T10:00', '2026-02-30T10:00')).toThrow(RangeError);
  });
});
