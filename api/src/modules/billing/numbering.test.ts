import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DOCUMENT_SERIES, formatDocumentNumber } from './numbering';

describe('formatDocumentNumber', () => {
  const cases: Array<[string, number, number, string]> = [
    [DOCUMENT_SERIES.invoice, 26, 1, 'FV26000001'],
    [DOCUMENT_SERIES['repair-invoice'], 26, 12_345, 'OD26012345'],
    [DOCUMENT_SERIES.invoice, 7, 999_999, 'FV07999999'],
    [DOCUMENT_SERIES.estimate, 30, 42, 'ZF30000042'],
  ];
  for (const [prefix, year, sequence, expected] of cases) {
    it(`${prefix} ${year} ${sequence} → ${expected}`, () =>
      assert.equal(formatDocumentNumber(prefix, year, sequence), expected));
  }

  const wrong: Array<[number, number]> = [
    [26, 0],
    [26, 1_000_000],
    [26, 1.5],
    [100, 1],
    [-1, 1],
  ];
  for (const [year, sequence] of wrong) {
    it(`refuses year ${year}, sequence ${sequence}`, () =>
      assert.throws(() => formatDocumentNumber('FV', year, sequence), RangeError));
  }
});
