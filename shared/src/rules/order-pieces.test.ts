import { firstWaitingPiece, matchUnits, type PieceLine, pieceSlots } from './order-pieces';

const line = (over: Partial<PieceLine>): PieceLine => ({
  id: 1,
  productId: 10,
  name: 'Objektiv',
  nameEn: 'Lens',
  quantity: 1,
  isSale: false,
  ...over,
});

const names = new Map([
  [21, { name: 'Tělo', nameEn: 'Body' }],
  [22, { name: 'Baterie', nameEn: 'Battery' }],
]);
const kit = new Map([
  [
    30,
    [
      { productId: 21, quantity: 1 },
      { productId: 22, quantity: 2 },
    ],
  ],
]);

describe('pieceSlots', () => {
  it.each([
    ['a product rented alone is its quantity of pieces', [line({ quantity: 3 })], [10, 10, 10]],
    ['goods for sale have no pieces', [line({ isSale: true, quantity: 2 })], []],
    ['a line of no pieces has none', [line({ quantity: 0 })], []],
    [
      'a set is its parts times the line’s quantity, in the set’s order',
      [line({ id: 2, productId: 30, name: 'Sada', nameEn: 'Kit', quantity: 2 })],
      [21, 22, 22, 21, 22, 22].sort((a, b) => a - b),
    ],
  ])('%s', (_case, lines, products) => {
    const slots = pieceSlots(lines, kit, names);
    expect(slots.map((slot) => slot.productId).sort((a, b) => a - b)).toEqual(products);
  });

  it('names a set’s part by its product and the set by the line', () => {
    const [first] = pieceSlots(
      [line({ id: 2, productId: 30, name: 'Sada', nameEn: 'Kit' })],
      kit,
      names,
    );
    expect(first).toEqual({
      lineId: 2,
      productId: 21,
      name: 'Tělo',
      nameEn: 'Body',
      setName: 'Sada',
      setNameEn: 'Kit',
    });
  });
});

describe('matchUnits', () => {
  const slots = pieceSlots(
    [line({ id: 1, productId: 10, quantity: 2 }), line({ id: 2, productId: 10, quantity: 1 })],
    new Map(),
    new Map(),
  );

  it.each([
    ['no unit given', [], [null, null, null]],
    [
      'a unit fills the first piece of its line',
      [{ orderItemId: 1, productId: 10, id: 'a' }],
      ['a', null, null],
    ],
    [
      'a unit of another line fills that line’s piece',
      [{ orderItemId: 2, productId: 10, id: 'b' }],
      [null, null, 'b'],
    ],
    [
      'units beyond the pieces are left out',
      [1, 2, 3].map((n) => ({ orderItemId: 1, productId: 10, id: `u${n}` })),
      ['u1', 'u2', null],
    ],
    [
      'a unit of another product fills nothing',
      [{ orderItemId: 1, productId: 11, id: 'c' }],
      [null, null, null],
    ],
  ])('%s', (_case, given, expected) => {
    expect(matchUnits(slots, given).map((piece) => piece.unit?.id ?? null)).toEqual(expected);
  });

  it('finds the first piece of a product still waiting', () => {
    const pieces = matchUnits(slots, [{ orderItemId: 1, productId: 10, id: 'a' }]);
    expect(firstWaitingPiece(pieces, 10)?.lineId).toBe(1);
    expect(
      firstWaitingPiece(
        matchUnits(
          slots,
          [1, 2].map((n) => ({ orderItemId: 1, productId: 10, id: `${n}` })),
        ),
        10,
      )?.lineId,
    ).toBe(2);
    expect(firstWaitingPiece(pieces, 99)).toBeUndefined();
  });
});
