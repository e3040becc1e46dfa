import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from '../client';
import { customers, orders, priceOffers, products, vouchers } from '../schema';
import { demoDataProblems } from './demo-data-check';
import { seed } from './seed';

async function rows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('the demo data a production start refuses', () => {
  it('finds the demo seed’s vouchers, offers, customers and orders, by name', async () => {
    const database = await createTestDatabase();
    try {
      const problems = await demoDataProblems(database.db);
      assert.equal(problems.length, 1);
      const [problem = ''] = problems;
      for (const part of [
        'FILM10',
        'SLEVA500',
        'price offers 1, 2',
        'stala@example.cz',
        'postup@example.cz',
        '26000001',
      ]) {
        assert.ok(problem.includes(part), `${part} in: ${problem}`);
      }
    } finally {
      await database.close();
    }
  });

  it('finds none after a production seed: the catalogue and content only', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      assert.equal(await seed(database.db, { demo: false }), true);
      assert.deepEqual(await demoDataProblems(database.db), []);
      assert.ok((await rows(database.db, products)) > 0, 'the catalogue is there');
      for (const table of [vouchers, priceOffers, customers, orders]) {
        assert.equal(await rows(database.db, table), 0);
      }
      // A shop's own voucher is not the demo's.
      await database.db.insert(vouchers).values({ code: 'JARO2027', type: 'percent', value: 5 });
      assert.deepEqual(await demoDataProblems(database.db), []);
    } finally {
      await database.close();
    }
  });
});
