import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testWeek } from './test-week';

describe('testWeek', () => {
  it('finds the Tuesday ahead whose working days are business days', () => {
    const cases: Array<[string, number, string, string]> = [
      // A Tuesday 0 weeks ahead is today.
      ['2026-11-24T09:00:00Z', 0, '2026-11-24', 'the same Tuesday'],
      ['2026-11-25T09:00:00Z', 1, '2026-12-08', 'a Wednesday: the Tuesday after a week'],
      // 24 Dec (a Thursday) and 1 Jan (a Friday) are public holidays.
      ['2026-12-15T09:00:00Z', 1, '2027-01-05', 'past Christmas and New Year'],
      // Good Friday 26 March 2027.
      ['2027-03-16T09:00:00Z', 1, '2027-03-30', 'past Good Friday'],
      // 23:30 UTC on Monday is Tuesday in Prague.
      ['2026-11-23T23:30:00Z', 0, '2026-11-24', 'on the Prague calendar'],
    ];
    for (const [now, weeks, tuesday, why] of cases) {
      assert.equal(testWeek(weeks, new Date(now))(0), tuesday, why);
    }
  });

  it('counts the other days from the Tuesday', () => {
    const day = testWeek(0, new Date('2026-11-24T09:00:00Z'));
    assert.deepEqual([day(-1), day(3), day(7)], ['2026-11-23', '2026-11-27', '2026-12-01']);
  });
});
