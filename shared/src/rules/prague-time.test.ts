import {
  addDays,
  calendarMonthsBetween,
  daysInMonth,
  formatDateTime,
  formatIsoDate,
  fromPragueWallClock,
  isLocalDate,
  isLocalDateTime,
  mondayAWeekAfter,
  parseLocalDate,
  parseLocalDateTime,
  pragueNoon,
  splitDateTime,
  todayIso,
  toPragueDate,
  toPragueWallClock,
  weekdayOf,
} from './prague-time';

describe('fromPragueWallClock', () => {
  it.each([
    ['2026-11-23T18:00', '2026-11-23T17:00:00.000Z', 'winter time, UTC+1'],
    ['2026-07-02T00:30', '2026-07-01T22:30:00.000Z', 'summer time, UTC+2, the day before in UTC'],
    ['2027-01-01T00:00', '2026-12-31T23:00:00.000Z', 'midnight'],
  ])('%s → %s (%s)', (wallClock, instant) => {
    expect(fromPragueWallClock(wallClock).toISOString()).toBe(instant);
  });

  it('rejects what is no date-time', () => {
    expect(() => fromPragueWallClock('2026-02-30T10:00')).toThrow(RangeError);
    expect(() => fromPragueWallClock('zítra')).toThrow(RangeError);
  });
});

describe('toPragueWallClock', () => {
  it.each([
    ['2026-11-23T17:00:00Z', '2026-11-23T18:00', 'winter time, UTC+1'],
    ['2026-07-01T22:30:00Z', '2026-07-02T00:30', 'summer time, UTC+2, next day'],
    ['2026-12-31T23:00:00Z', '2027-01-01T00:00', 'midnight is 00:00, not 24:00'],
    ['2026-03-29T00:59:00Z', '2026-03-29T01:59', 'just before the spring change'],
    ['2026-03-29T01:00:00Z', '2026-03-29T03:00', 'spring change skips 02:00–03:00'],
    ['2026-10-25T00:30:00Z', '2026-10-25T02:30', 'autumn change, first 02:30'],
    ['2026-10-25T01:30:00Z', '2026-10-25T02:30', 'autumn change, second 02:30'],
    ['2026-11-23T17:00:59.999Z', '2026-11-23T18:00', 'seconds dropped'],
  ])('%s → %s (%s)', (instant, expected) => {
    expect(toPragueWallClock(new Date(instant))).toBe(expected);
  });

  it('rejects an invalid Date', () => {
    expect(() => toPragueWallClock(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('toPragueDate and todayIso', () => {
  it.each([
    ['2026-11-23T22:59:00Z', '2026-11-23'],
    ['2026-11-23T23:00:00Z', '2026-11-24'],
    ['2026-06-30T22:00:00Z', '2026-07-01'],
    ['2026-11-22T23:30:00Z', '2026-11-23'],
    ['2026-06-30T22:10:00Z', '2026-07-01'],
  ])('%s is %s in Prague', (instant, expected) => {
    expect(toPragueDate(new Date(instant))).toBe(expected);
    expect(todayIso(new Date(instant))).toBe(expected);
  });

  it('today defaults to now', () => {
    expect(todayIso()).toBe(toPragueDate(new Date()));
  });
});

describe('parseLocalDateTime', () => {
  it('splits a date-time', () => {
    expect(parseLocalDateTime('2026-11-23T18:05')).toEqual({
      date: '2026-11-23',
      time: '18:05',
      dayNumber: 20_780,
      minutes: 20_780 * 1440 + 18 * 60 + 5,
      weekday: 1,
    });
  });

  it('ignores seconds', () => {
    expect(parseLocalDateTime('2026-11-23T18:05:59').time).toBe('18:05');
    expect(parseLocalDateTime('2026-11-23T18:05:00.000').time).toBe('18:05');
  });

  it('orders by minutes across days and clock changes', () => {
    const minutes = (value: string) => parseLocalDateTime(value).minutes;
    expect(minutes('2026-11-24T00:00') - minutes('2026-11-23T23:59')).toBe(1);
    // Wall-clock minutes: a day is 1440 minutes also when the clocks change.
    expect(minutes('2026-03-30T00:00') - minutes('2026-03-29T00:00')).toBe(1440);
    expect(minutes('2026-10-26T00:00') - minutes('2026-10-25T00:00')).toBe(1440);
  });

  it.each([
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
  ])("rejects '%s'", (value) => {
    expect(() => parseLocalDateTime(value)).toThrow(RangeError);
    expect(isLocalDateTime(value)).toBe(false);
  });

  it('accepts a leap day', () => {
    expect(isLocalDateTime('2028-02-29T10:00')).toBe(true);
  });
});

describe('parseLocalDate', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2026-11-23', 20_780],
    ['2026-03-30', 20_542],
    ['2026-10-26', 20_752],
  ])('%s is day %i', (value, expected) => {
    expect(parseLocalDate(value)).toBe(expected);
  });

  it.each(['2026-02-29', '2026-11-23T10:00', '2026-1-5', '2026-11-31', ''])(
    "rejects '%s'",
    (value) => {
      expect(() => parseLocalDate(value)).toThrow(RangeError);
      expect(isLocalDate(value)).toBe(false);
    },
  );

  it('accepts a valid date', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-11-23', -1, '2026-11-22'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-28', 2, '2026-03-30'], // over the spring clock change
    ['2026-10-24', 2, '2026-10-26'], // over the autumn clock change
    ['1970-01-01', -1, '1969-12-31'],
    ['2026-04-05', -2, '2026-04-03'],
  ])('%s %+i → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('rejects a malformed date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('weekdayOf', () => {
  it.each([
    ['2026-11-23', 1], // Monday
    ['2026-11-27', 5], // Friday
    ['2026-11-28', 6], // Saturday
    ['2026-11-29', 0], // Sunday
    ['1970-01-01', 4], // Thursday
    ['1969-12-31', 3], // Wednesday, before the epoch
    ['1953-06-15', 1], // Monday
  ])('%s → %i', (date, expected) => {
    expect(weekdayOf(date)).toBe(expected);
  });
});

describe('mondayAWeekAfter', () => {
  it.each([
    ['2026-11-23', '2026-11-30', 'Monday: 7 days on'],
    ['2026-11-24', '2026-12-07', 'Tuesday: 13 days on'],
    ['2026-11-28', '2026-12-07', 'Saturday: 9 days on'],
    ['2026-11-29', '2026-12-07', 'Sunday: 8 days on'],
    ['2026-12-28', '2027-01-04', 'over the new year'],
  ])('%s → %s (%s)', (date, expected) => {
    expect(mondayAWeekAfter(date)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2024, 2, 29],
    [2000, 2, 29],
    [2100, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('calendarMonthsBetween', () => {
  it.each([
    ['2026-11-23', '2026-11-30', 0],
    ['2026-11-30', '2026-12-01', 1],
    ['2026-11-30', '2027-01-01', 2],
    ['2027-01-01', '2026-11-30', -2],
  ])('%s → %s = %i', (from, to, expected) => {
    expect(calendarMonthsBetween(from, to)).toBe(expected);
  });
});

describe('pragueNoon', () => {
  it.each([
    ['2026-03-29', '2026-03-29T10:00:00.000Z'], // the spring clock change, UTC+2 by noon
    ['2026-10-25', '2026-10-25T11:00:00.000Z'], // the autumn clock change, UTC+1 by noon
    ['2026-11-23', '2026-11-23T11:00:00.000Z'],
    ['2026-07-01', '2026-07-01T10:00:00.000Z'],
  ])('%s is %s', (date, instant) => {
    const noon = pragueNoon(date);
    expect(new Date(noon.getTime()).toISOString()).toBe(instant);
    expect(toPragueDate(noon)).toBe(date);
  });

  it('rejects a malformed date', () => {
    expect(() => pragueNoon('2026-02-30')).toThrow(RangeError);
  });
});

describe('formatIsoDate', () => {
  it.each([
    ['2026-11-23', 'cs', '23. 11. 2026'],
    ['2026-11-23', 'en', '23/11/2026'],
    ['2026-01-05', 'cs', '5. 1. 2026'],
    ['2026-01-05', 'en', '05/01/2026'],
  ] as const)('%s in %s → %s', (date, locale, expected) => {
    expect(formatIsoDate(date, locale)).toBe(expected);
  });

  it('rejects a malformed date', () => {
    expect(() => formatIsoDate('2026-11-23T10:00', 'cs')).toThrow(RangeError);
  });
});

describe('splitDateTime', () => {
  it.each([
    ['2026-11-23T18:00', { date: '2026-11-23', time: '18:00' }],
    ['2026-11-23T18:00:30', { date: '2026-11-23', time: '18:00' }],
    ['2026-11-23', { date: '2026-11-23', time: '' }],
    ['', { date: '', time: '' }],
    [null, { date: '', time: '' }],
    [undefined, { date: '', time: '' }],
  ])('%s → %j', (value, expected) => {
    expect(splitDateTime(value)).toEqual(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-11-23T18:00', 'cs', '23. 11. 2026 18:00'],
    ['2026-11-23T18:00', 'en', '23/11/2026 18:00'],
    ['2026-11-23T09:00', 'cs', '23. 11. 2026 9:00'],
    ['2026-11-23T09:00', 'en', '23/11/2026 09:00'],
    ['2026-11-23T00:30', 'cs', '23. 11. 2026 0:30'],
    ['2026-01-05T10:00', 'cs', '5. 1. 2026 10:00'],
    ['2026-11-23', 'cs', '23. 11. 2026'],
    ['', 'cs', ''],
    [null, 'en', ''],
  ] as const)('%s in %s → %s', (value, locale, expected) => {
    expect(formatDateTime(value, locale)).toBe(expected);
  });
});
