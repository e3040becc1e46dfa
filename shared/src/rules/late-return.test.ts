import { isReturnLate, lateFee, lateItems, lateShootingDays } from './late-return';

// 2026-11-23 is a Monday; the rule is in domain-decisions.md, "The rental desk".
describe('isReturnLate and lateShootingDays', () => {
  it.each([
    ['2026-11-24T10:00', '2026-11-24T09:00', false, 0, 'early'],
    ['2026-11-24T10:00', '2026-11-24T10:00', false, 0, 'on the minute'],
    ['2026-11-24T10:00', '2026-11-24T10:30', false, 0, 'half an hour later: within the grace'],
    ['2026-11-24T10:00', '2026-11-24T11:00', false, 0, 'sixty minutes later: still on time'],
    ['2026-11-24T10:00', '2026-11-24T11:01', true, 1, 'sixty-one minutes later: late, one day'],
    ['2026-11-24T10:00', '2026-11-24T12:00', true, 1, 'two hours late on the same day'],
    ['2026-11-24T23:30', '2026-11-25T00:31', true, 1, 'the grace runs over midnight'],
    ['2026-11-24T23:30', '2026-11-25T00:30', false, 0, 'within the grace over midnight'],
    ['2026-11-24T10:00', '2026-11-25T12:00', true, 2, 'the next day at noon: both dates bill'],
    ['2026-11-24T18:00', '2026-11-25T09:30', true, 1, 'overnight, both ends free: at least one'],
    ['2026-11-24T10:00', '2026-11-27T18:00', true, 4, 'three days and more late'],
    ['2026-11-27T10:00', '2026-11-30T09:00', true, 3, 'over a weekend: weekend days count'],
  ])('agreed %s, back %s: late %s, %i days (%s)', (agreed, actual, late, days) => {
    expect(isReturnLate(agreed, actual)).toBe(late);
    expect(lateShootingDays(agreed, actual)).toBe(days);
  });

  it('rejects malformed date-times', () => {
    expect(() => isReturnLate('2026-11-24', '2026-11-24T12:00')).toThrow(RangeError);
    expect(() => lateShootingDays('2026-11-24T10:00', '2026-11-31T10:00')).toThrow(RangeError);
  });
});

describe('lateFee', () => {
  it.each([
    [1200, 1, '2026-11-24T10:00', '2026-11-24T12:00', 1200, 'one lens two hours late'],
    [1200, 2, '2026-11-24T10:00', '2026-11-24T12:00', 2400, 'two pieces of the line late'],
    [1200, 1, '2026-11-24T10:00', '2026-11-25T12:00', 2400, 'two late shooting days'],
    [1200, 3, '2026-11-24T10:00', '2026-11-24T10:45', 0, 'within the grace: nothing'],
    [0, 1, '2026-11-24T10:00', '2026-11-25T12:00', 0, 'a line priced 0 costs nothing late'],
  ])(
    '%i a day × %i pieces, agreed %s, back %s = %i (%s)',
    (dayPrice, quantityLate, agreed, actual, fee) => {
      expect(lateFee({ dayPrice, quantityLate, agreed, actual })).toBe(fee);
    },
  );
});

describe('lateItems', () => {
  const set = new Map([
    [1, 1],
    [2, 2],
  ]);
  it.each([
    ['a product alone: each late piece', new Map([[9, 1]]), new Map([[9, 3]]), 3],
    ['nothing late', set, new Map<number, number>(), 0],
    ['one part of a set late: one set', set, new Map([[1, 1]]), 1],
    ['two batteries of one set: one set', set, new Map([[2, 2]]), 1],
    ['three batteries: two sets', set, new Map([[2, 3]]), 2],
    [
      'the parts of two sets late: two sets',
      set,
      new Map([
        [1, 2],
        [2, 1],
      ]),
      2,
    ],
  ])('%s', (_case, perItem, late, expected) => {
    expect(lateItems(perItem, late)).toBe(expected);
  });
});
