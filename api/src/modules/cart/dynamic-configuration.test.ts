import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DynamicProductConfigurationData } from '../../db/schema';
import { choiceFromOptions, countOptions, isValidChoice } from './dynamic-configuration';

const configuration: DynamicProductConfigurationData = {
  groups: [
    { key: 'key', name: 'Hlavní', nameEn: 'Key', min: 1, max: 2, productIds: [1, 2, 3] },
    { key: 'soft', name: 'Měkká', nameEn: 'Soft', min: 0, max: 1, productIds: [4, 5] },
  ],
};

describe('isValidChoice', () => {
  const cases: Array<[string, Record<string, number[]> | null, boolean]> = [
    ['min of each group', { key: [1] }, true],
    ['max of each group, an id twice', { key: [2, 2], soft: [5] }, true],
    ['a group below its min', { soft: [4] }, false],
    ['a group above its max', { key: [1, 2, 3] }, false],
    ['an id of another group', { key: [4] }, false],
    ['an unknown group', { key: [1], extra: [1] }, false],
    ['no choice while a group needs one', null, false],
  ];
  for (const [title, choice, expected] of cases) {
    it(title, () => assert.equal(isValidChoice(configuration, choice), expected));
  }
  it('a product without configuration has no valid choice', () => {
    assert.equal(isValidChoice(null, {}), false);
  });
});

describe('countOptions and choiceFromOptions', () => {
  it('counts pieces and rebuilds the choice from them', () => {
    const counts = countOptions({ key: [2, 2], soft: [5] });
    assert.deepEqual(
      [...counts],
      [
        [2, 2],
        [5, 1],
      ],
    );
    assert.deepEqual(
      choiceFromOptions(
        configuration,
        [...counts].map(([productId, quantity]) => ({ productId, quantity })),
      ),
      { key: [2, 2], soft: [5] },
    );
    assert.equal(choiceFromOptions(configuration, [{ productId: 99, quantity: 1 }]), null);
  });
});
