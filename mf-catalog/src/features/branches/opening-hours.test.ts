import { openingRuns, shortTime } from './opening-hours';

describe('opening hours', () => {
  it('joins days with the same hours and lists closed days', () => {
    const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '19:00' }));
    expect(openingRuns(weekdays)).toEqual([
      { from: 1, to: 5, open: '9:00', close: '19:00' },
      { from: 6, to: 7, open: null, close: null },
    ]);
  });

  it('splits runs where the hours change', () => {
    expect(
      openingRuns([
        { day: 1, open: '09:00', close: '19:00' },
        { day: 2, open: '10:00', close: '18:00' },
        { day: 3, open: '10:00', close: '18:00' },
        { day: 6, open: '10:00', close: '18:00' },
      ]),
    ).toEqual([
      { from: 1, to: 1, open: '9:00', close: '19:00' },
      { from: 2, to: 3, open: '10:00', close: '18:00' },
      { from: 4, to: 5, open: null, close: null },
      { from: 6, to: 6, open: '10:00', close: '18:00' },
      { from: 7, to: 7, open: null, close: null },
    ]);
    expect(shortTime('08:30')).toBe('8:30');
  });
});
