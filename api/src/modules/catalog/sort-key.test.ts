import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nameSortKey } from './sort-key';

describe('nameSortKey', () => {
  it('orders the Czech alphabet: c < č, h < ch < i, accents of vowels ignored', () => {
    const names = [
      'Chrpa',
      'čáp',
      'Cena',
      'Hrad',
      'Ibis',
      'řeka',
      'Rys',
      'šíp',
      'Sova',
      'Áda',
      'Zub',
      'žába',
    ];
    const sorted = [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1));
    assert.deepEqual(sorted, [
      'Áda',
      'Cena',
      'čáp',
      'Hrad',
      'Chrpa',
      'Ibis',
      'Rys',
      'řeka',
      'Sova',
      'šíp',
      'Zub',
      'žába',
    ]);
  });
  it('uses the plain form for English', () => {
    assert.equal(nameSortKey('Chrpa Č', false), 'chrpa c');
  });
});
