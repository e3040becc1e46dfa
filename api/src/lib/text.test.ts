import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { likeContains, searchWords, toSearchText } from './search-text';
import { slugify } from './slug';

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

describe('slugify', () => {
  const cases: Array<[string, string]> = [
    ['Gaffer páska černá 50 mm × 50 m', 'gaffer-paska-cerna-50-mm-50-m'],
    ['Sony FE 24-70mm f/2.8 GM II', 'sony-fe-24-70mm-f-2-8-gm-ii'],
    ['Matthews floppy flag black 48×48"', 'matthews-floppy-flag-black-48-48'],
  ];
  for (const [text, expected] of cases) {
    it(`${text} -> ${expected}`, () => assert.equal(slugify(text), expected));
  }
});
