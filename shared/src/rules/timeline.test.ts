import { daysInWindow, piecesPerDay, windowDays } from './timeline';

const days = windowDays('2026-12-28', 7);

describe('windowDays', () => {
  it('counts days across the year’s end', () => {
    expect(days).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

describe('daysInWindow', () => {
  it.each([
    ['inside', '2026-12-29T10:00', '2026-12-30T18:00', { from: '2026-12-29', to: '2026-12-30' }],
    [
      'ending at midnight',
      '2026-12-29T10:00',
      '2026-12-31T00:00',
      { from: '2026-12-29', to: '2026-12-30' },
    ],
    [
      'from before the window',
      '2026-12-20T09:00',
      '2026-12-28T12:00',
      { from: '2026-12-28', to: '2026-12-28' },
    ],
    [
      'past the window',
      '2027-01-02T09:00',
      '2027-01-20T12:00',
      { from: '2027-01-02', to: '2027-01-03' },
    ],
    ['with no end', '2026-12-30T09:00', null, { from: '2026-12-30', to: '2027-01-03' }],
    [
      'one hour on one day',
      '2026-12-31T10:00',
      '2026-12-31T11:00',
      { from: '2026-12-31', to: '2026-12-31' },
    ],
    ['before the window', '2026-12-20T09:00', '2026-12-27T18:00', null],
    ['after the window', '2027-01-04T09:00', '2027-01-05T18:00', null],
    ['ending at the window’s first midnight', '2026-12-27T09:00', '2026-12-28T00:00', null],
  ] as const)('%s', (_, from, to, expected) => {
    expect(daysInWindow(from, to, days)).toEqual(expected);
  });
});

describe('piecesPerDay', () => {
  it('adds up what touches each day', () => {
    expect(
      piecesPerDay(days, [
        { from: '2026-12-28T10:00', to: '2026-12-30T10:00', quantity: 2 },
        { from: '2026-12-30T09:00', to: '2027-01-01T00:00', quantity: 1 },
        { from: '2027-01-05T09:00', to: '2027-01-06T00:00', quantity: 5 },
      ]),
    ).toEqual([2, 2, 3, 1, 0, 0, 0]);
  });
});
