import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchingStems, nearestWord, queryWordForms, stemWord, textStems } from './search-stems';

describe('stemWord: the forms of a word meet in one stem', () => {
  const table: ReadonlyArray<[string, 'cs' | 'en', string]> = [
    ['kamera', 'cs', 'kamer'],
    ['kamery', 'cs', 'kamer'],
    ['kamerou', 'cs', 'kamer'],
    ['kamerám', 'cs', 'kamer'],
    ['světla', 'cs', 'svetl'],
    ['svetla', 'cs', 'svetl'],
    ['světlo', 'cs', 'svetl'],
    ['objektivy', 'cs', 'objektiv'],
    ['objektivů', 'cs', 'objektiv'],
    ['mikrofony', 'cs', 'mikrofon'],
    ['baterie', 'cs', 'bateri'],
    ['Stativy', 'cs', 'stativ'],
    ['lights', 'en', 'light'],
    ['cameras', 'en', 'camera'],
    ['lenses', 'en', 'lens'],
    ['batteries', 'en', 'batteri'],
    ['tripods', 'en', 'tripod'],
    // model names and short words are kept whole
    ['FX6', 'cs', 'fx6'],
    ['70mm', 'en', '70mm'],
    ['led', 'cs', 'led'],
    ['pro', 'cs', 'pro'],
  ];
  for (const [word, lang, stem] of table) {
    it(`${word} (${lang}) -> ${stem}`, () => assert.equal(stemWord(word, lang), stem));
  }
});

describe('textStems', () => {
  it('splits at anything but letters and digits and drops repeats', () => {
    assert.deepEqual(textStems('Sony FE 24-70mm f/2.8 – objektiv, objektivy', 'cs'), [
      'son',
      'fe',
      '24',
      '70mm',
      'f',
      '2',
      '8',
      'objektiv',
    ]);
    assert.deepEqual(textStems('<p>Světla</p>', 'cs'), ['svetl']);
    assert.deepEqual(textStems(null, 'cs'), []);
  });
});

describe('queryWordForms', () => {
  it('the word, its Czech and English stems, and a Czech plural without its inserted e', () => {
    assert.deepEqual(queryWordForms('světel'), ['svetel', 'svetl']);
    assert.deepEqual(queryWordForms('lights'), ['lights', 'light']);
  });
});

describe('matchingStems', () => {
  const vocabulary = [
    'kamer',
    'kamerov',
    'svetl',
    'svetel',
    'objektiv',
    'objekt',
    'len',
    'lens',
    'stativ',
    'led',
    'fx6',
    'fx30',
  ];
  const table: ReadonlyArray<[string, string[]]> = [
    ['kamera', ['kamer', 'kamerov']],
    ['ka', ['kamer', 'kamerov']],
    // 'kamerám' typed without diacritics: a stem it starts with, and a typo of 'kamerov'
    ['kameram', ['kamer', 'kamerov']],
    ['kamerový', ['kamer', 'kamerov']],
    ['světel', ['svetl', 'svetel']],
    ['objektvi', ['objekt', 'objektiv']],
    ['objectiv', ['objektiv']],
    ['lenses', ['lens']],
    ['lens', ['len', 'lens']],
    ['stativy', ['stativ']],
    ['fx', ['fx6', 'fx30']],
    ['fx3', ['fx30']],
    ['ledka', []],
    ['xyz', []],
  ];
  for (const [word, stems] of table) {
    it(`${word} -> ${stems.join(', ') || 'nothing'}`, () =>
      assert.deepEqual(matchingStems(word, vocabulary).sort(), [...stems].sort()));
  }
});

describe('nearestWord', () => {
  const words = ['stativy', 'led', 'sety', 'kamery'];
  const table: ReadonlyArray<[string, string | undefined]> = [
    ['stativxyz', 'stativy'],
    ['ledka', 'led'],
    ['kamary', 'kamery'],
    ['zzzzzzzzzzzzzzzzzzzz', undefined],
  ];
  for (const [word, nearest] of table) {
    it(`${word} -> ${nearest}`, () => assert.equal(nearestWord(word, words), nearest));
  }
});
