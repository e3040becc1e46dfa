import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INSURANCE_PERCENT, priceInsurance, STUDENT_DISCOUNT_PERCENT } from './insurance';

describe('insurance constants', () => {
  it('eu 7 %, world 12 %, students 50 % off', () => {
    assert.deepEqual(INSURANCE_PERCENT, { eu: 7, world: 12 });
    assert.equal(STUDENT_DISCOUNT_PERCENT, 50);
  });
});

describe('priceInsurance', () => {
  const cases: Array<[number, 'eu' | 'world' | null, boolean, number, string]> = [
    [10_000, null, false, 0, 'basic insurance is included'],
    [10_000, null, true, 0, 'basic insurance for a student'],
    [1000, 'eu', false, 70, 'eu 7 %'],
    [1000, 'world', false, 120, 'world 12 %'],
    [1000, 'eu', true, 35, 'eu student half'],
    [1000, 'world', true, 60, 'world student half'],
    [1010, 'eu', false, 71, '70.7 rounds up'],
    [1010, 'eu', true, 36, '71 / 2 = 35.5 rounds up (rounded at each step)'],
    [1004, 'world', false, 120, '120.48 rounds down'],
    [1004, 'world', true, 60, 'half of 120'],
    [50, 'eu', false, 4, '3.5 rounds up'],
    [7, 'eu', false, 0, '0.49 rounds down'],
    [0, 'world', false, 0, 'nothing to insure'],
    [-100, 'eu', false, 0, 'a negative rent counts as 0'],
  ];
  for (const [rent, group, student, expected, note] of cases) {
    it(`${rent} ${group ?? 'basic'}${student ? ' student' : ''} -> ${expected} (${note})`, () => {
      assert.equal(priceInsurance(rent, group, student), expected);
    });
  }
});
