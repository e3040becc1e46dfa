import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { easterSunday } from './easter';

describe('easterSunday', () => {
  const cases: Array<[number, string]> = [
    [1583, '1583-04-10'],
    [1818, '1818-03-22'], // earliest possible date
    [1943, '1943-04-25'], // latest possible date
    [1954, '1954-04-18'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2016, '2016-03-27'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ];
  for (const [year, expected] of cases) {
    it(`${year} -> ${expected}`, () => assert.equal(easterSunday(year), expected));
  }

  it('is always a Sunday between 22 March and 25 April', () => {
    for (let year = 1900; year <= 2200; year += 1) {
      const easter = easterSunday(year);
      const date = new Date(`${easter}T00:00:00Z`);
      assert.equal(date.getUTCDay(), 0, easter);
      assert.ok(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25', easter);
    }
  });

  it('rejects years outside the Gregorian calendar and non-integers', () => {
    assert.throws(() => easterSunday(1582), RangeError);
    assert.throws(() => easterSunday(2026.5), RangeError);
    assert.throws(() => easterSunday(Number.NaN), RangeError);
  });
});
