import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencyRates } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { CURRENCY_RATES_TTL_MS, loadCurrencyRates } from './rates';

let database: TestDatabase;

before(async () => {
  database = await createTestDatabase();
});

after(async () => {
  mock.timers.reset();
  await database.close();
});

describe('loadCurrencyRates', () => {
  it('reads the rate table at most once a minute per database; a transaction reads it afresh', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const db = database.db;
    assert.deepEqual(await loadCurrencyRates(db), { czk: 1, eur: 25, usd: 23 });
    await db.update(currencyRates).set({ czkPerUnit: 26 }).where(eq(currencyRates.code, 'eur'));

    assert.equal((await loadCurrencyRates(db)).eur, 25, 'within the minute: the rates read before');
    await db.transaction(async (tx) => {
      assert.equal((await loadCurrencyRates(tx as unknown as Database)).eur, 26);
    });

    mock.timers.tick(CURRENCY_RATES_TTL_MS + 1);
    assert.equal((await loadCurrencyRates(db)).eur, 26, 'after the minute: read again');
  });
});
