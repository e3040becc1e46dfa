import { exceedsAvailability } from './availability';

describe('exceedsAvailability: more pieces than are free make a conflict', () => {
  it.each([
    [1, 1, false, 'the one free piece'],
    [3, 1, true, 'three when one is free'],
    [2, 5, false, 'fewer than are free'],
    [5, 5, false, 'exactly the free ones'],
    [1, 0, true, 'none free'],
    [0, 0, false, 'nothing asked for'],
  ])('%i wanted, %i free: %s (%s)', (wanted, available, exceeds) => {
    expect(exceedsAvailability(wanted, available)).toBe(exceeds);
  });
});
