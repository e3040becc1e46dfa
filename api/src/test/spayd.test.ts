import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseSpayd } from './spayd';

describe('parseSpayd, the reader documents are checked with', () => {
  it('reads every attribute', () => {
    assert.deepEqual(
      parseSpayd(
        'SPD*1.0*ACC:CZ2520100000002801937468*AM:2257.00*CC:CZK*X-VS:26000003*DT:20261204*MSG:Faktura %2A1',
      ),
      {
        iban: 'CZ2520100000002801937468',
        amount: 2257,
        currency: 'CZK',
        variableSymbol: '26000003',
        dueDate: '2026-12-04',
        message: 'Faktura *1',
      },
    );
  });
  const refused: Array<[string, string]> = [
    ['another header', 'SPX*1.0*ACC:CZ2520100000002801937468'],
    ['another version', 'SPD*2.0*ACC:CZ2520100000002801937468'],
    ['no account', 'SPD*1.0*AM:10.00'],
    ['three decimals', 'SPD*1.0*ACC:CZ2520100000002801937468*AM:10.001'],
    ['a symbol of 11 digits', 'SPD*1.0*ACC:CZ2520100000002801937468*X-VS:12345678901'],
    ['a 13th month', 'SPD*1.0*ACC:CZ2520100000002801937468*DT:20261304'],
    ['a currency in lower case', 'SPD*1.0*ACC:CZ2520100000002801937468*CC:czk'],
    ['a message of 61 characters', `SPD*1.0*ACC:CZ2520100000002801937468*MSG:${'x'.repeat(61)}`],
    ['a key twice', 'SPD*1.0*ACC:CZ2520100000002801937468*AM:1.00*AM:2.00'],
    ['a character outside Latin-1', 'SPD*1.0*ACC:CZ2520100000002801937468*MSG:Záloha €'],
  ];
  for (const [title, text] of refused) {
    it(`refuses ${title}`, () => assert.throws(() => parseSpayd(text)));
  }
});
