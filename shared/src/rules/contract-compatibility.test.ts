import { contractRange, servesContract } from './contract-compatibility';

describe('a shell serving a remote’s contract range', () => {
  it.each([
    ['1.0', '^1.0', true],
    ['1.3', '^1.0', true],
    ['1.3', '^1.3', true],
    ['1.3', '^1.4', false],
    ['2.0', '^1.0', false],
    ['1.9', '^2.0', false],
    ['1.10', '^1.9', true],
    ['1.9', '^1.10', false],
    ['0.4', '^0.4', true],
    ['1.0', '1.0', false],
    ['1.0', '>=1.0', false],
    ['1.0', '^1', false],
    ['1.0', '^01.0', false],
    ['1.0', '', false],
    ['1.0', undefined, false],
    ['1', '^1.0', false],
    ['v1.0', '^1.0', false],
  ])('shell %j, remote %j: %s', (provided, range, served) => {
    expect(servesContract(provided, range)).toBe(served);
  });

  it.each([
    ['1.0', '^1.0'],
    ['2.14', '^2.14'],
  ])('a build against %j states %j', (version, range) => {
    expect(contractRange(version)).toBe(range);
  });
});
