import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { slugify } from './slug';

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
