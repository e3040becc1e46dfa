import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  daysInMonth,
  isLocalDate,
  isLocalDateTime,
  parseLocalDate,
  parseLocalDateTime,
  toPragueDate,
  toPragueWallClock,
  weekdayOf,
} from './prague-time';

describe('toPragueWallClock', () => {
  const cases: Array<[string, string, string]> = [
    ['2026-11-23T17:00:00Z', '2026-11-23T18:00', 'winter time, UTC+1'],
    ['2026-07-01T22:30:00Z', '2026-07-02T00:30', 'summer time, UTC+2, next day'],
    ['2026-12-31T23:00:00Z', '2027-01-01T00:00', 'midnight is 00:00, not 24:00'],
    ['2026-03-29T00:59:00Z', '2026-03-29T01:59', 'just before the spring change'],
    ['2026-03-29T01:00:00Z', '2026-03-29T03:00', 'spring change skips 02:00–03:00'],
    ['2026-10-25T00:30:00Z', '2026-10-25T02:30', 'autumn change, first 02:30'],
    ['2026-10-25T01:30:00Z', '2026-10-25T02:30', 'autumn change, second 02:30'],
    ['2026-11-23T17:00:59.999Z', '2026-11-23T18:00', 'seconds dropped'],
  ];
  for (const [instant, expected, note] of cases) {
    it(`${instant} -> ${expected} (${note})`, () => {
      assert.equal(toPragueWallClock(new Date(instant)), expected);
    });
  }

  it('rejects an invalid Date', () => {
    assert.throws(() => toPragueWallClock(new Date('nonsense')), RangeError);
  });
});

describe('toPragueDate', () => {
  it('gives the Prague calendar date', () => {
    assert.equal(toPragueDate(new Date('2026-11-23T22:59:00Z')), '2026-11-23');
    assert.equal(toPragueDate(new Date('2026-11-23T23:00:00Z')), '2026-11-24');
    assert.equal(toPragueDate(new Date('2026-06-30T22:00:00Z')), '2026-07-01');
  });
});

describe('parseLocalDateTime', () => {
  it('splits a date-time', () => {
    assert.deepEqual(parseLocalDateTime('2026-11-23T18:05'), {
      date: '2026-11-23',
      time: '18:05',
      dayNumber: 20_780,
      minutes: 20_780 * 1440 + 18 * 60 + 5,
      weekday: 1,
    });
  });

  it('ignores seconds', () => {
    assert.equal(parseLocalDateTime('2026-11-23T18:05:59').time, '18:05');
    assert.equal(parseLocalDateTime('2026-11-23T18:05:00.000').time, '18:05');
  });

  it('orders by minutes across days', () => {
    const a = parseLocalDateTime('2026-11-23T23:59').minutes;
    const b = parseLocalDateTime('2026-11-24T00:00').minutes;
    assert.equal(b - a, 1);
  });

  const invalid = [
    '',
    '2026-11-23',
    '2026-11-23 10:00',
    '2026-11-23T10',
    '2026-11-23T24:00',
    '2026-11-23T10:60',
    '2026-13-01T10:00',
    '2026-00-01T10:00',
    '2026-02-29T10:00',
    '2026-04-31T10:00',
    '2026-11-23T10:00Z',
    '2026-11-23T10:00+01:00',
    '26-11-23T10:00',
  ];
  for (const value of invalid) {
    it(`rejects '${value}'`, () => {
      assert.throws(() => parseLocalDateTime(value), RangeError);
      assert.equal(isLocalDateTime(value), false);
    });
  }

  it('accepts a leap day', () => {
    assert.equal(isLocalDateTime('2028-02-29T10:00'), true);
  });
});

describe('parseLocalDate', () => {
  it('counts days from 1970-01-01', () => {
    assert.equal(parseLocalDate('1970-01-01'), 0);
    assert.equal(parseLocalDate('1970-01-02'), 1);
    assert.equal(parseLocalDate('1969-12-31'), -1);
  });

  for (const value of ['2026-02-29', '2026-11-23T10:00', '2026-1-5', '2026-11-31', '']) {
    it(`rejects '${value}'`, () => {
      assert.throws(() => parseLocalDate(value), RangeError);
      assert.equal(isLocalDate(value), false);
    });
  }

  it('accepts a valid date', () => assert.equal(isLocalDate('2024-02-29'), true));
});

describe('weekdayOf', () => {
  const cases: Array<[string, number]> = [
    ['2026-11-23', 1], // Monday
    ['2026-11-27', 5], // Friday
    ['2026-11-28', 6], // Saturday
    ['2026-11-29', 0], // Sunday
    ['1970-01-01', 4], // Thursday
    ['1969-12-31', 3], // Wednesday, before the epoch
    ['1953-06-15', 1], // Monday
  ];
  for (const [date, expected] of cases) {
    it(`${date} -> ${expected}`, () => assert.equal(weekdayOf(date), expected));
  }
});

describe('daysInMonth', () => {
  const cases: Array<[number, number, number]> = [
    [2026, 1, 31],
    [2026, 2, 28],
    [2024, 2, 29],
    [2000, 2, 29],
    [2100, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ];
  for (const [year, month, expected] of cases) {
    it(`${year}-${month} has ${expected} days`, () => {
      assert.equal(daysInMonth(year, month), expected);
    });
  }
});
