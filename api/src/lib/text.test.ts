import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { likeContains, searchWords, toSearchText } from './search-text';

describe('toSearchText', () => {
  const cases: Array<[string[], string]> = [
    [['Černá LED Světla'], 'cerna led svetla'],
    [['Žluťoučký kůň', 'ÚPĚL ďábelské ódy'], 'zlutoucky kun upel dabelske ody'],
    [['  a  ', '', 'b\tc '], 'a b c'],
  ];
  for (const [parts, expected] of cases) {
    it(`${parts.join(' | ')} -> ${expected}`, () => assert.equal(toSearchText(...parts), expected));
  }
});

describe('searchWords', () => {
  it('normalizes, splits and deduplicates', () => {
    assert.deepEqual(searchWords(' Černá  cerna páska '), ['cerna', 'paska']);
  });
  it('gives nothing for blank input', () => assert.deepEqual(searchWords('   '), []));
});

describe('likeContains', () => {
  it('escapes wildcards', () => assert.equal(likeContains('50%_a\\b'), '%50\\%\\_a\\\\b%'));
});
