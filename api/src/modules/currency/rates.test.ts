import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { watchCatalogue } from '../../db/catalogue-watch';
import type { Database } from '../../db/client';
import { currencyRates } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { loadCurrencyRates } from './rates';

let database: TestDatabase;

before(async () => {
  database = await createTestDatabase();
});

after(async () => {
  await database.close();
});

/** The rates until `done` holds (a notification arrives a moment after the write's commit). */
async function ratesUntil(db: Database, done: (eur: number) => boolean) {
  const giveUp = Date.now() + 2000;
  for (;;) {
    const rates = await loadCurrencyRates(db);
    if (done(rates.eur)) return rates;
    assert.ok(Date.now() < giveUp, `the rates still say ${rates.eur} CZK per euro`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('loadCurrencyRates', () => {
  it('reads the rate table afresh while nothing watches the catalogue', async () => {
    const db = database.db;
    assert.deepEqual(await loadCurrencyRates(db), { czk: 1, eur: 25, usd: 23 });
    await db.update(currencyRates).set({ czkPerUnit: 27 }).where(eq(currencyRates.code, 'eur'));
    assert.equal((await loadCurrencyRates(db)).eur, 27);
    await db.update(currencyRates).set({ czkPerUnit: 25 }).where(eq(currencyRates.code, 'eur'));
  });

  it('keeps the rates until the catalogue changes; a transaction reads them afresh', async () => {
    const db = database.db;
    const catalogue = await watchCatalogue(database);
    try {
      const first = await loadCurrencyRates(db);
      assert.equal(first.eur, 25);
      assert.equal(await loadCurrencyRates(db), first, 'the rates kept, not read again');

      await db.update(currencyRates).set({ czkPerUnit: 26 }).where(eq(currencyRates.code, 'eur'));
      await db.transaction(async (tx) => {
        assert.equal((await loadCurrencyRates(tx as unknown as Database)).eur, 26);
      });
      const changed = await ratesUntil(db, (eur) => eur === 26);
      assert.equal(await loadCurrencyRates(db), changed, 'the new rates kept in turn');
    } finally {
      await catalogue.stop();
    }
  });
});
