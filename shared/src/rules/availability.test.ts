import { availablePieces, exceedsAvailability, kitSets, piecesMissing } from './availability';

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

describe('availablePieces: stock less the pieces held', () => {
  it.each([
    [3, 0, 3, 'nothing held'],
    [3, 2, 1, 'two of three held'],
    [3, 3, 0, 'all held'],
    [2, 3, 0, 'held beyond the stock (a unit went to repair): none, never negative'],
    [0, 0, 0, 'no units'],
  ])('stock %i, held %i → %i (%s)', (stock, held, free) => {
    expect(availablePieces(stock, held)).toBe(free);
  });
});

describe('kitSets: complete kits', () => {
  it.each([
    [[{ quantity: 1, stock: 2, held: 0 }], { stock: 2, available: 2 }, 'one part'],
    [
      [
        { quantity: 1, stock: 3, held: 1 },
        { quantity: 2, stock: 5, held: 0 },
      ],
      { stock: 2, available: 2 },
      'two of the second part per kit: five make two kits',
    ],
    [
      [
        { quantity: 1, stock: 3, held: 3 },
        { quantity: 1, stock: 4, held: 0 },
      ],
      { stock: 3, available: 0 },
      'one part all held',
    ],
    [
      [
        { quantity: 2, stock: 1, held: 0 },
        { quantity: 1, stock: 9, held: 0 },
      ],
      { stock: 0, available: 0 },
      'a part with fewer units than one kit takes',
    ],
    [
      [
        { quantity: 1, stock: 1, held: 4 },
        { quantity: 1, stock: 4, held: 0 },
      ],
      { stock: 1, available: 0 },
      'held beyond the stock',
    ],
    [[], { stock: 0, available: 0 }, 'a kit without contents'],
  ])('%j → %j (%s)', (parts, sets) => {
    expect(kitSets(parts)).toEqual(sets);
  });
});

describe('piecesMissing: what a demand lacks', () => {
  it.each([
    [3, 1, 2],
    [1, 1, 0],
    [0, 0, 0],
    [2, 5, 0],
  ])('%i wanted, %i free → %i missing', (wanted, available, missing) => {
    expect(piecesMissing(wanted, available)).toBe(missing);
  });
});
