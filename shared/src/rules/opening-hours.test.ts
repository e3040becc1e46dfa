import {
  easterMonday,
  easterSunday,
  FIXED_CZECH_HOLIDAYS,
  goodFriday,
  isBranchOpenAt,
  isBusinessDay,
  isCzechPublicHoliday,
  OPENING_HOURS,
} from './opening-hours';

describe('OPENING_HOURS', () => {
  it('is 09:00–19:00', () => {
    expect(OPENING_HOURS).toEqual({ open: '09:00', close: '19:00' });
  });
});

describe('isBusinessDay', () => {
  it.each([
    ['2026-11-23', true, 'Monday'],
    ['2026-11-27', true, 'Friday'],
    ['2026-11-28', false, 'Saturday'],
    ['2026-11-29', false, 'Sunday'],
    ['2026-11-17', false, 'Tuesday, Struggle for Freedom and Democracy Day'],
    ['2026-04-03', false, 'Good Friday'],
    ['2026-04-06', false, 'Easter Monday'],
    ['2026-12-24', false, 'Christmas Eve, Thursday'],
    ['2026-12-28', true, 'Monday after Christmas'],
  ])('%s → %s (%s)', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });
});

describe('isBranchOpenAt', () => {
  it.each([
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
  ])('%s → %s (%s)', (dateTime, expected) => {
    expect(isBranchOpenAt(dateTime)).toBe(expected);
  });

  it('rejects a malformed date-time', () => {
    expect(() => isBranchOpenAt('2026-11-23')).toThrow(RangeError);
  });
});

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
  it.each(fixed)('%s is a fixed holiday', (date) => {
    expect(isCzechPublicHoliday(date)).toBe(true);
  });

  it('has the eleven fixed holidays', () => {
    expect(FIXED_CZECH_HOLIDAYS).toHaveLength(11);
    expect(FIXED_CZECH_HOLIDAYS.map((day) => `2026-${day}`)).toEqual(fixed);
  });

  it('fixed holidays repeat every year', () => {
    expect(isCzechPublicHoliday('2027-11-17')).toBe(true);
    expect(isCzechPublicHoliday('2030-12-24')).toBe(true);
  });

  it.each([
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
  ])('%s is a holiday (%s)', (date) => {
    expect(isCzechPublicHoliday(date)).toBe(true);
  });

  it.each([
    ['2026-11-23', 'ordinary Monday'],
    ['2026-04-02', 'Maundy Thursday'],
    ['2026-04-05', 'Easter Sunday is not a listed holiday'],
    ['2026-04-07', 'Tuesday after Easter'],
    ['2026-12-27', 'after Christmas'],
    ['2026-12-31', "New Year's Eve"],
    ['2026-01-02', 'after New Year'],
    ['2026-11-28', 'ordinary Saturday'],
    ['1500-04-20', 'before the Gregorian calendar: fixed holidays only'],
  ])('%s is not a holiday (%s)', (date) => {
    expect(isCzechPublicHoliday(date)).toBe(false);
  });

  it('rejects a malformed date', () => {
    expect(() => isCzechPublicHoliday('2026-12-24T10:00')).toThrow(RangeError);
    expect(() => isCzechPublicHoliday('2026-02-30')).toThrow(RangeError);
  });
});

describe('goodFriday and easterMonday', () => {
  it.each([
    [2026, '2026-04-03', '2026-04-06'],
    [2285, '2285-03-20', '2285-03-23'],
    [1943, '1943-04-23', '1943-04-26'],
  ])('%i: Good Friday %s, Easter Monday %s', (year, friday, monday) => {
    expect(goodFriday(year)).toBe(friday);
    expect(easterMonday(year)).toBe(monday);
  });
});

describe('easterSunday', () => {
  it.each([
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
  ])('%i → %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });

  it('is always a Sunday between 22 March and 25 April', () => {
    for (let year = 1900; year <= 2200; year += 1) {
      const easter = easterSunday(year);
      expect(new Date(`${easter}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true);
    }
  });

  it('rejects years outside the Gregorian calendar and non-integers', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => easterSunday(2026.5)).toThrow(RangeError);
    expect(() => easterSunday(Number.NaN)).toThrow(RangeError);
  });
});
