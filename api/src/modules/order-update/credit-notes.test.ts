import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import type { DocumentResponse, InvoicesResponse, OrderUpdateRequest } from '@shop/shared/contract';
import { asc, eq } from 'drizzle-orm';
import { documents, orderItems, orders } from '../../db/schema';
import { signIn, TEST_PASSWORD } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-db';
import { placeTestOrder } from '../order/test-cart';

// A change that takes something back from a paid order is corrected by a credit note.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

let count = 0;
/** A signed-in customer's order of two lines (product 17 × 1, 4 × 1), paid as given. */
async function paidOrder(paid: 'all' | number, period?: { from: string; to: string }) {
  count += 1;
  const email = `dobropis-${count}@example.cz`;
  const day = String(count * 2 + 10).padStart(2, '0');
  const placed = await placeTestOrder(t.database.db, {
    lines: [
      { productId: 17, quantity: 1 },
      { productId: 4, quantity: 1 },
    ],
    email,
    from: period?.from ?? `2033-03-${day}T10:00`,
    to: period?.to ?? `2033-03-${day}T18:00`,
    accountPasswordHash: await hash(TEST_PASSWORD),
  });
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
  assert.ok(order);
  const paidAmount = paid === 'all' ? order.totalWithVat : paid;
  const status = paid === 'all' ? 'PAID' : paid > 0 ? 'PART_PAID' : 'ORDERED';
  await t.database.db.update(orders).set({ paidAmount, status }).where(eq(orders.id, order.id));
  return { ...placed, order: { ...order, paidAmount }, token: await signIn(t.app, email) };
}

async function update(token: string, body: OrderUpdateRequest) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/update',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.statusCode, 200, response.body);
}

async function documentsOf(orderId: number) {
  return t.database.db
    .select()
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(asc(documents.id));
}

async function secondLine(orderId: number): Promise<number> {
  const rows = await t.database.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  assert.ok(rows[1]);
  return rows[1].id;
}

describe('credit notes of order changes', () => {
  it('a paid order reduced: a credit note of the difference, correcting the estimate; a preview issues none', async () => {
    const { orderId, orderNumber, order, token } = await paidOrder('all');
    const request: OrderUpdateRequest = {
      orderNumber,
      orderAction: 'cancelItems',
      items: [{ id: await secondLine(orderId) }],
    };
    await update(token, { ...request, preview: true });
    assert.equal((await documentsOf(orderId)).length, 1);
    await update(token, request);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    assert.ok(after && after.totalWithVat < order.totalWithVat);
    const [estimate, credit, ...rest] = await documentsOf(orderId);
    assert.equal(rest.length, 0);
    assert.ok(estimate && credit);
    assert.equal(credit.type, 'repair-invoice');
    assert.match(credit.number, /^OD\d{8}$/);
    assert.equal(credit.correctsDocumentId, estimate.id);
    assert.match(credit.reason ?? '', /^cancelItems: − /);
    assert.deepEqual(
      [credit.price, credit.vat, credit.totalWithVat],
      [after.price - order.price, after.vat - order.vat, after.totalWithVat - order.totalWithVat],
    );
    // The estimate stays as issued.
    assert.equal(estimate.totalWithVat, order.totalWithVat);

    // My invoices show the credit note's negative amounts.
    const list = await t.app.inject({
      url: '/api/invoices?docType=repair-invoice',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = list.json() as InvoicesResponse;
    assert.deepEqual(
      body.invoices.map((row) => [row.number, row.amount, row.amountWithTax]),
      [[credit.number, credit.price, credit.totalWithVat]],
    );
  });

  it('a part-paid order cancelled: a credit note of what was paid', async () => {
    const { orderId, orderNumber, token } = await paidOrder(1000);
    await update(token, { orderNumber, orderAction: 'cancelOrder' });
    const [, credit] = await documentsOf(orderId);
    assert.deepEqual(
      [credit?.price, credit?.vat, credit?.totalWithVat, credit?.reason],
      [-826, -174, -1000, 'cancelOrder: CANCELED'],
    );
  });

  it('an unpaid order reduced: no credit note, a new estimate of the lower total; cancelled: nothing more', async () => {
    const { orderId, orderNumber, token } = await paidOrder(0);
    await update(token, {
      orderNumber,
      orderAction: 'cancelItems',
      items: [{ id: await secondLine(orderId) }],
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    assert.ok(order);
    const [first, second, ...rest] = await documentsOf(orderId);
    assert.equal(rest.length, 0);
    assert.ok(first && second);
    assert.deepEqual([first.type, second.type], ['estimate', 'estimate']);
    assert.equal(second.number, `${first.number}-2`);
    assert.notEqual(second.code, first.code);
    assert.ok(second.shortHash && second.shortHash !== first.shortHash);
    assert.equal(second.totalWithVat, order.totalWithVat);
    assert.ok((first.totalWithVat ?? 0) > order.totalWithVat);
    await update(token, { orderNumber, orderAction: 'cancelOrder' });
    assert.equal((await documentsOf(orderId)).length, 2);
  });

  it('a part-paid order that grows: a new estimate asks for the rest; the order-received link follows it', async () => {
    // Three shooting days, as the test order is priced, so that only the added line changes it.
    const { orderId, orderNumber, token, estimateCode } = await paidOrder(1000, {
      from: '2033-05-10T10:00',
      to: '2033-05-12T18:00',
    });
    await update(token, {
      orderNumber,
      orderAction: 'addItems',
      items: [{ productId: 3, quantity: 1 }],
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    assert.ok(order);
    const issued = await documentsOf(orderId);
    assert.deepEqual(
      issued.map((document) => document.type),
      ['estimate', 'estimate'],
    );
    const newest = issued[1];
    assert.ok(newest);
    const answer = await t.app.inject(`/api/document/estimate/${newest.code}`);
    const { document } = answer.json() as DocumentResponse;
    assert.equal(document.totals.withVat, order.totalWithVat);
    assert.equal(document.paidAmount, 1000);
    assert.equal(document.balance, order.totalWithVat - 1000);
    assert.equal(document.payment?.amount, order.totalWithVat - 1000);
    // The order-received page opened with the first estimate's code shows the new one.
    const received = await t.app.inject(`/api/order/received/${orderNumber}?code=${estimateCode}`);
    assert.equal(received.statusCode, 200, received.body);
    assert.equal(
      (received.json() as { order: { estimateCode: string } }).order.estimateCode,
      newest.code,
    );
    // A preview issues nothing.
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/order/update',
      payload: {
        orderNumber,
        orderAction: 'addItems',
        items: [{ productId: 4, quantity: 1 }],
        preview: true,
      },
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(preview.statusCode, 200, preview.body);
    assert.equal((await documentsOf(orderId)).length, 2);
  });
});
