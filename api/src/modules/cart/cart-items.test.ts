import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addItems,
  type CartItemRef,
  cartItemWrites,
  exceedsQuantityLimit,
  fromInput,
  newLines,
  replaceItems,
  setItem,
} from './cart-items';

const rent = (productId: number, quantity: number): CartItemRef => ({
  productId,
  type: 'product',
  quantity,
  isSale: false,
  configuration: null,
});
const sale = (productId: number, quantity: number): CartItemRef => ({
  ...rent(productId, quantity),
  isSale: true,
});
const dynamic = (productId: number, quantity: number, ids: number[] | null): CartItemRef => ({
  productId,
  type: 'dynamicProduct',
  quantity,
  isSale: false,
  configuration: ids ? { lenses: ids } : null,
});

describe('addItems', () => {
  const cases: Array<[string, CartItemRef[], CartItemRef[], CartItemRef[]]> = [
    ['into an empty cart', [], [rent(1, 1)], [rent(1, 1)]],
    [
      'same product and isSale merges',
      [rent(1, 1), rent(2, 1)],
      [rent(1, 2)],
      [rent(1, 3), rent(2, 1)],
    ],
    [
      'sale and rent of one product stay apart',
      [rent(1, 1)],
      [sale(1, 2)],
      [rent(1, 1), sale(1, 2)],
    ],
    ['repeated additions merge too', [], [rent(3, 1), rent(3, 4)], [rent(3, 5)]],
    [
      'a dynamic line takes the added configuration',
      [dynamic(7, 1, [1, 2, 3])],
      [dynamic(7, 1, [4, 5, 6])],
      [dynamic(7, 2, [4, 5, 6])],
    ],
  ];
  for (const [title, current, additions, expected] of cases) {
    it(title, () => assert.deepEqual(addItems(current, additions), expected));
  }

  it('does not change its input', () => {
    const current = [rent(1, 1)];
    addItems(current, [rent(1, 1)]);
    assert.deepEqual(current, [rent(1, 1)]);
  });
});

describe('replaceItems', () => {
  const cases: Array<[string, CartItemRef[], CartItemRef[], CartItemRef[]]> = [
    ['empty list empties the cart', [rent(1, 1)], [], []],
    ['keeps order', [], [rent(2, 1), rent(1, 2)], [rent(2, 1), rent(1, 2)]],
    ['merges repeated lines', [], [rent(2, 1), sale(5, 1), rent(2, 2)], [rent(2, 3), sale(5, 1)]],
    [
      'a dynamic line sent without configuration keeps its configuration',
      [dynamic(7, 1, [1, 2, 3])],
      [dynamic(7, 3, null)],
      [dynamic(7, 3, [1, 2, 3])],
    ],
  ];
  for (const [title, current, requested, expected] of cases) {
    it(title, () => assert.deepEqual(replaceItems(current, requested), expected));
  }
});

describe('setItem, newLines, fromInput', () => {
  it('sets an existing line or appends a new one', () => {
    assert.deepEqual(setItem([rent(1, 1), dynamic(7, 1, [1])], dynamic(7, 4, [2])), [
      rent(1, 1),
      dynamic(7, 4, [2]),
    ]);
    assert.deepEqual(setItem([rent(1, 1)], dynamic(7, 1, [1])), [rent(1, 1), dynamic(7, 1, [1])]);
  });

  it('lists lines that are new', () => {
    assert.deepEqual(newLines([rent(1, 1)], [rent(1, 5), sale(1, 1)]), [sale(1, 1)]);
  });

  it('takes the type from the product kind', () => {
    assert.deepEqual(fromInput({ id: 3, type: 'product', quantity: 2, isSale: false }, 'bundle'), {
      productId: 3,
      type: 'bundle',
      quantity: 2,
      isSale: false,
      configuration: null,
    });
  });
});

describe('exceedsQuantityLimit', () => {
  const cases: Array<[CartItemRef[], boolean]> = [
    [[], false],
    [[rent(1, 99)], false],
    [[rent(1, 100)], true],
    [[rent(1, 1), sale(1, 120)], true],
  ];
  for (const [items, expected] of cases) {
    it(`${JSON.stringify(items.map((i) => i.quantity))} -> ${expected}`, () =>
      assert.equal(exceedsQuantityLimit(items), expected));
  }
});

describe('cartItemWrites', () => {
  const placed = (line: CartItemRef, rowId: number, position: number) => ({
    ...line,
    rowId,
    position,
  });
  const stored = [placed(rent(1, 1), 11, 0), placed(rent(2, 1), 12, 1), placed(sale(3, 1), 13, 2)];

  it('writes nothing for the same list', () => {
    assert.deepEqual(cartItemWrites(stored, [rent(1, 1), rent(2, 1), sale(3, 1)]), {
      deleted: [],
      changed: [],
      inserted: [],
    });
  });

  it('updates only the line whose quantity changed', () => {
    assert.deepEqual(cartItemWrites(stored, [rent(1, 1), rent(2, 4), sale(3, 1)]), {
      deleted: [],
      changed: [{ rowId: 12, line: rent(2, 4), position: 1 }],
      inserted: [],
    });
  });

  it('deletes a line left out and inserts a new one after the line before it', () => {
    assert.deepEqual(cartItemWrites(stored, [rent(1, 1), sale(3, 1), rent(4, 2)]), {
      deleted: [12],
      changed: [],
      inserted: [{ line: rent(4, 2), position: 3 }],
    });
  });

  it('moves the lines a new order puts behind others', () => {
    assert.deepEqual(cartItemWrites(stored, [sale(3, 1), rent(1, 1), rent(2, 1)]), {
      deleted: [],
      changed: [
        { rowId: 11, line: rent(1, 1), position: 3 },
        { rowId: 12, line: rent(2, 1), position: 4 },
      ],
      inserted: [],
    });
  });
});
