import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isBranchOpenAt, isBusinessDay, OPENING_HOURS } from './opening-hours';

describe('OPENING_HOURS', () => {
  it('is 09:00–19:00', () => assert.deepEqual(OPENING_HOURS, { open: '09:00', close: '19:00' }));
});

describe('isBusinessDay', () => {
  const cases: Array<[string, boolean, string]> = [
    ['2026-11-23', true, 'Monday'],
    ['2026-11-27', true, 'Friday'],
    ['2026-11-28', false, 'Saturday'],
    ['2026-11-29', false, 'Sunday'],
    ['2026-11-17', false, 'Tuesday, Struggle for Freedom and Democracy Day'],
    ['2026-04-03', false, 'Good Friday'],
    ['2026-04-06', false, 'Easter Monday'],
    ['2026-12-24', false, 'Christmas Eve, Thursday'],
    ['2026-12-28', true, 'Monday after Christmas'],
  ];
  for (const [date, expected, note] of cases) {
    it(`${date} ${note} -> ${expected}`, () => assert.equal(isBusinessDay(date), expected));
  }
});

describe('isBranchOpenAt', () => {
  const cases: Array<[string, boolean, string]> = [
    ['2026-11-23T09:00', true, 'Monday opening'],
    ['2026-11-23T08:59', false, 'Monday before opening'],
    ['2026-11-23T12:30', true, 'Monday noon'],
    ['2026-11-23T19:00', true, 'Monday closing time is included'],
    ['2026-11-23T19:01', false, 'Monday after closing'],
    ['2026-11-23T00:00', false, 'Monday midnight'],
    ['2026-11-27T18:00', true, 'Friday evening'],
    ['2026-11-28T12:00', false, 'Saturday'],
    ['2026-11-29T12:00', false, 'Sunday'],
    ['2026-11-17T12:00', false, 'holiday on a Tuesday'],
    ['2026-04-03T12:00', false, 'Good Friday'],
    ['2026-04-06T12:00', false, 'Easter Monday'],
    ['2026-11-23T12:30:45', true, 'with seconds'],
  ];
  for (const [dateTime, expected, note] of cases) {
    it(`${dateTime} ${note} -> ${expected}`, () => {
      assert.equal(isBranchOpenAt(dateTime), expected);
    });
  }

  it('rejects a malformed date-time', () => {
    assert.throws(() => isBranchOpenAt('2026-11-23'), RangeError);
  });
});
