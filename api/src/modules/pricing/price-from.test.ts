import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ConfigurationGroupPrices, cheapestConfigurationPrice } from './price-from';

const group = (min: number, max: number, optionPrices: number[]): ConfigurationGroupPrices => ({
  min,
  max,
  optionPrices,
});

const cases: ReadonlyArray<
  readonly [string, number, readonly ConfigurationGroupPrices[], number | null]
> = [
  ['no groups: the own price', 300, [], 300],
  ['min pieces of the cheapest option', 300, [group(3, 6, [900, 700, 1100])], 300 + 3 * 700],
  ['an optional group adds nothing', 300, [group(0, 4, [500]), group(1, 2, [800])], 1100],
  [
    'every group that needs pieces adds its cheapest',
    1080,
    [group(1, 4, [1200, 600]), group(0, 4, [400]), group(2, 8, [150, 90])],
    1080 + 600 + 2 * 90,
  ],
  ['a free option counts as free', 100, [group(2, 2, [0, 50])], 100],
  ['a group needing pieces without options: none valid', 300, [group(1, 2, [])], null],
  ['a group asking more than it allows: none valid', 300, [group(3, 2, [100])], null],
  ['an empty optional group is fine', 300, [group(0, 2, [])], 300],
];

describe('cheapestConfigurationPrice', () => {
  for (const [name, own, groups, expected] of cases) {
    it(name, () => assert.equal(cheapestConfigurationPrice(own, groups), expected));
  }
});
