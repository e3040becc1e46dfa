import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { DOCUMENT_SERIES, formatDocumentNumber, nextDocumentNumber } from './numbering';

describe('formatDocumentNumber', () => {
  const cases: Array<[string, number, number, string]> = [
    [DOCUMENT_SERIES.invoice, 26, 1, 'FV26000001'],
    [DOCUMENT_SERIES['repair-invoice'], 26, 12_345, 'OD26012345'],
    [DOCUMENT_SERIES.invoice, 7, 999_999, 'FV07999999'],
    [DOCUMENT_SERIES.estimate, 30, 42, 'ZF30000042'],
    [DOCUMENT_SERIES['tax-document'], 26, 1, 'DP26000001'],
    [DOCUMENT_SERIES['tax-document'], 27, 314, 'DP27000314'],
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

describe('nextDocumentNumber', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase({ seed: false });
  });
  after(async () => {
    await database?.close();
  });

  it('numbers each type in a yearly series of its own: the tax documents DP, the invoices FV', async () => {
    const next = (type: 'tax-document' | 'invoice' | 'repair-invoice', year: number) =>
      database.db.transaction((tx) => nextDocumentNumber(tx, type, year));
    assert.equal(await next('tax-document', 41), 'DP41000001');
    assert.equal(await next('tax-document', 41), 'DP41000002');
    assert.equal(await next('invoice', 41), 'FV41000001');
    assert.equal(await next('repair-invoice', 41), 'OD41000001');
    assert.equal(await next('tax-document', 42), 'DP42000001');
    assert.equal(await next('tax-document', 41), 'DP41000003');
  });
});
