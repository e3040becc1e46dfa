import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type FilterValueTally, filterValueCounts, type ListChoice } from './filter-counts';

// Filters: 1 = mount (values 11 Sony E, 12 Canon RF), 2 = sensor (21 full frame, 22 S35),
// 3 = weight (a range filter, no values).
const tally = (
  filterId: number,
  valueId: number,
  unmatched: ListChoice[],
  products: number,
): FilterValueTally => ({ filterId, valueId, unmatched, products });

/** value id -> count, for reading the cases. */
function counts(tallies: readonly FilterValueTally[]): Record<number, number> {
  return Object.fromEntries(
    filterValueCounts(tallies).flatMap((filter) =>
      filter.values.map((value) => [value.id, value.productCount]),
    ),
  );
}

const cases: ReadonlyArray<readonly [string, readonly FilterValueTally[], Record<number, number>]> =
  [
    [
      'nothing chosen: every product with the value',
      [tally(1, 11, [], 13), tally(1, 12, [], 4)],
      {
        11: 13,
        12: 4,
      },
    ],
    [
      'a value of the chosen filter: the other values still count (alternatives, OR)',
      // Sony E ticked: Canon RF products miss the mount choice only.
      [tally(1, 11, [], 13), tally(1, 12, [1], 4)],
      { 11: 13, 12: 4 },
    ],
    [
      'another filter chosen: only the products matching it (AND)',
      // Full frame ticked: 8 of 13 Sony E products are full frame, 5 are not.
      [tally(1, 11, [], 8), tally(1, 11, [2], 5), tally(1, 12, [2], 4)],
      { 11: 8, 12: 0 },
    ],
    [
      'two filters chosen: each filter counts against the other one',
      // Sony E and full frame ticked.
      [
        tally(1, 11, [], 5),
        tally(1, 11, [2], 8),
        tally(1, 12, [1], 3),
        tally(1, 12, [1, 2], 1),
        tally(2, 21, [], 5),
        tally(2, 21, [1], 3),
        tally(2, 22, [2], 8),
        tally(2, 22, [1, 2], 1),
      ],
      { 11: 5, 12: 3, 21: 5, 22: 8 },
    ],
    [
      'the price bounds narrow every filter',
      [tally(1, 11, [], 5), tally(1, 11, ['price'], 8), tally(2, 21, ['price'], 2)],
      { 11: 5, 21: 0 },
    ],
    [
      'a range filter narrows every value filter',
      [tally(1, 11, [3], 7), tally(1, 11, [], 6), tally(1, 12, [3, 'price'], 4)],
      { 11: 6, 12: 0 },
    ],
    [
      'a product missing its own filter and another: not counted',
      [tally(1, 12, [1, 'price'], 4), tally(1, 12, [1], 2)],
      { 12: 2 },
    ],
    ['no products: no counts', [], {}],
  ];

describe('filterValueCounts: a value counts what ticking it too would show', () => {
  for (const [name, tallies, expected] of cases) {
    it(name, () => assert.deepEqual(counts(tallies), expected));
  }

  it('answers filters and values in the order first named', () => {
    assert.deepEqual(
      filterValueCounts([tally(2, 22, [], 1), tally(1, 12, [], 2), tally(2, 21, [], 3)]),
      [
        {
          id: 2,
          values: [
            { id: 22, productCount: 1 },
            { id: 21, productCount: 3 },
          ],
        },
        { id: 1, values: [{ id: 12, productCount: 2 }] },
      ],
    );
  });
});
