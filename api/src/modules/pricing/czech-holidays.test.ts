import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  easterMonday,
  FIXED_CZECH_HOLIDAYS,
  goodFriday,
  isCzechPublicHoliday,
} from './czech-holidays';

describe('isCzechPublicHoliday', () => {
  const fixed = [
    '2026-01-01',
    '2026-05-01',
    '2026-05-08',
    '2026-07-05',
    '2026-07-06',
    '2026-09-28',
    '2026-10-28',
    '2026-11-17',
    '2026-12-24',
    '2026-12-25',
    '2026-12-26',
  ];
  for (const date of fixed) {
    it(`${date} is a fixed holiday`, () => assert.equal(isCzechPublicHoliday(date), true));
  }

  it('has the eleven fixed holidays', () => {
    assert.equal(FIXED_CZECH_HOLIDAYS.length, 11);
    assert.deepEqual(
      FIXED_CZECH_HOLIDAYS.map((day) => `2026-${day}`),
      fixed,
    );
  });

  it('fixed holidays repeat every year', () => {
    assert.equal(isCzechPublicHoliday('2027-11-17'), true);
    assert.equal(isCzechPublicHoliday('2030-12-24'), true);
  });

  const easter: Array<[string, string]> = [
    ['2026-04-03', 'Good Friday 2026'],
    ['2026-04-06', 'Easter Monday 2026'],
    ['2025-04-18', 'Good Friday 2025'],
    ['2025-04-21', 'Easter Monday 2025'],
    ['2024-03-29', 'Good Friday 2024'],
    ['2024-04-01', 'Easter Monday 2024, the month after Easter'],
    ['2027-03-26', 'Good Friday 2027'],
    ['2027-03-29', 'Easter Monday 2027'],
    ['2029-03-30', 'Good Friday 2029, the month before Easter'],
    ['2029-04-02', 'Easter Monday 2029'],
  ];
  for (const [date, note] of easter) {
    it(`${date} is a holiday (${note})`, () => assert.equal(isCzechPublicHoliday(date), true));
  }

  const ordinary: Array<[string, string]> = [
    ['2026-11-23', 'ordinary Monday'],
    ['2026-04-02', 'Maundy Thursday'],
    ['2026-04-05', 'Easter Sunday is not a listed holiday'],
    ['2026-04-07', 'Tuesday after Easter'],
    ['2026-12-27', 'after Christmas'],
    ['2026-12-31', "New Year's Eve"],
    ['2026-01-02', 'after New Year'],
    ['2026-11-28', 'ordinary Saturday'],
  ];
  for (const [date, note] of ordinary) {
    it(`${date} is not a holiday (${note})`, () => assert.equal(isCzechPublicHoliday(date), false));
  }

  it('rejects a malformed date', () => {
    assert.throws(() => isCzechPublicHoliday('2026-12-24T10:00'), RangeError);
    assert.throws(() => isCzechPublicHoliday('2026-02-30'), RangeError);
  });
});

describe('goodFriday and easterMonday', () => {
  it('are two days before and one day after Easter Sunday', () => {
    assert.equal(goodFriday(2026), '2026-04-03');
    assert.equal(easterMonday(2026), '2026-04-06');
    assert.equal(goodFriday(2285), '2285-03-20');
    assert.equal(easterMonday(1943), '1943-04-26');
  });
});
