// The seed tells the truth: every seeded order's total, lines and documents reconcile by the same
// invariants the shop keeps for every real order.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { checkDigests, checkInvariants } from '../../test/money-invariants';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { documents, orderItems, orders } from '../schema';
import { DEMO_ORDER_NUMBER } from './demo-data';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  await database?.close();
});

describe('the seeded orders', () => {
  it('reconcile: totals are their lines, documents their money, digests their content', async () => {
    const rows = await database.db.select().from(orders).orderBy(asc(orders.id));
    assert.ok(rows.length >= 10);
    for (const order of rows) {
      await checkInvariants(database.db, order.id, `seeded order ${order.orderNumber}`);
      await checkDigests(database.db, order.id);
      const lines = await database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      const active = lines.filter((line) => line.canceledAt === null);
      const linesTotal = active.reduce((sum, line) => sum + line.total, 0);
      const charges = order.shippingPrice + order.expressFee - order.voucherDiscount;
      assert.equal(order.price, linesTotal + charges, `${order.orderNumber}: price is its lines`);
      assert.equal(order.vat, Math.round(order.price * 0.21), `${order.orderNumber}: VAT`);
      assert.equal(order.totalWithVat, order.price + order.vat);
    }
  });

  it('the demo order asks in its proforma exactly what its lines cost', async () => {
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, DEMO_ORDER_NUMBER));
    assert.ok(order && order.totalWithVat > 0);
    const [proforma] = await database.db
      .select()
      .from(documents)
      .where(eq(documents.orderId, order.id));
    assert.equal(proforma?.amountDue, order.totalWithVat);
    assert.equal(proforma?.totalWithVat, order.totalWithVat);
  });
});
