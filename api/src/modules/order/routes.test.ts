import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OrderReceivedResponse } from '@shop/shared/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { branches, emails, orders } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { SUPPLIER } from '../../lib/supplier';
import type { Mailer } from '../email/mailer';
import { afterOrderPlaced } from './after-order-placed';
import { placeTestOrder } from './test-cart';

const ORIGIN = 'https://shop.example.cz';
let database: TestDatabase;
let app: FastifyInstance;

before(async () => {
  database = await createTestDatabase();
  app = buildApp({ db: database.db, publicOrigin: ORIGIN });
  await app.ready();
});
after(async () => {
  await app?.close();
  await database?.close();
});

async function branchId(): Promise<number> {
  const [row] = await database.db.select({ id: branches.id }).from(branches).limit(1);
  assert.ok(row);
  return row.id;
}

describe('GET /api/order/received/:orderNumber', () => {
  it('answers the order with items, shipping and the bank-transfer fields for the estimate code', async () => {
    const branch = await branchId();
    const placed = await placeTestOrder(database.db, {
      lines: [
        { productId: 17, quantity: 2 },
        { productId: 3, quantity: 1 },
      ],
      shipping: {
        data: {
          pickup: { type: 'branch', branchId: branch, window: null, address: null },
          return: {
            type: 'courier',
            branchId: null,
            window: '08-12',
            address: { street: 'Dlouhá 5', city: 'Praha 1', zipCode: '110 00', country: 'CZ' },
          },
        },
        pickupPrice: 0,
        returnPrice: 290,
      },
    });
    const response = await app.inject(
      `/api/order/received/${placed.orderNumber}?code=${placed.estimateCode}`,
    );
    assert.equal(response.statusCode, 200);
    const { order } = response.json() as OrderReceivedResponse;
    assert.equal(order.orderNumber, placed.orderNumber);
    assert.equal(order.status, 'ORDERED');
    assert.equal(order.paymentStatus, 'unpaid');
    assert.equal(order.rentalFrom, '2031-03-03T10:00');
    assert.equal(order.rentalTo, '2031-03-05T18:00');
    assert.equal(order.estimateCode, placed.estimateCode);
    assert.equal(order.items.length, 2);
    assert.deepEqual(Object.keys(order.items[0] ?? {}).sort(), [
      'days',
      'isSale',
      'name',
      'nameEn',
      'quantity',
      'total',
      'unitPrice',
    ]);
    assert.deepEqual(
      order.shipping.map((row) => [row.direction, row.type, row.date, row.time, row.price]),
      [
        ['pickup', 'branch', '2031-03-03', '10:00', 0],
        ['return', 'courier', '2031-03-05', '18:00', 290],
      ],
    );
    assert.match(order.shipping[0]?.address ?? '', /Praha|Brno/);
    assert.equal(order.shipping[1]?.address, 'Dlouhá 5, 110 00 Praha 1');
    assert.equal(order.totalWithVat, order.price + order.vat);
    assert.equal(order.paidAmount, 0);
    const transfer = order.bankTransfer;
    assert.equal(transfer.accountNumber, SUPPLIER.bankAccount);
    assert.equal(transfer.iban, SUPPLIER.iban);
    assert.equal(transfer.variableSymbol, placed.orderNumber);
    assert.equal(transfer.amount, order.totalWithVat);
    assert.match(transfer.dueDate, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(
      transfer.qrPayment,
      `SPD*1.0*ACC:${SUPPLIER.iban}*AM:${order.totalWithVat}.00*CC:CZK*X-VS:${placed.orderNumber}*MSG:Objednavka ${placed.orderNumber}`,
    );
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('shows part-paid and what is left to pay', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 4, quantity: 1 }] });
    const [row] = await database.db
      .update(orders)
      .set({ paidAmount: 1000, status: 'PART_PAID' })
      .where(eq(orders.id, placed.orderId))
      .returning();
    const { order } = (
      await app.inject(`/api/order/received/${placed.orderNumber}?code=${placed.estimateCode}`)
    ).json() as OrderReceivedResponse;
    assert.equal(order.paymentStatus, 'part-paid');
    assert.equal(order.bankTransfer.amount, (row?.totalWithVat ?? 0) - 1000);
    assert.match(order.bankTransfer.qrPayment ?? '', /\*AM:\d+\.00\*/);
  });

  it('404 for a wrong code, another order’s code or a malformed number; 400 without a code', async () => {
    const a = await placeTestOrder(database.db, { lines: [{ productId: 5, quantity: 1 }] });
    const b = await placeTestOrder(database.db, { lines: [{ productId: 5, quantity: 1 }] });
    for (const url of [
      `/api/order/received/${a.orderNumber}?code=${'0'.repeat(32)}`,
      `/api/order/received/${a.orderNumber}?code=${b.estimateCode}`,
      `/api/order/received/${a.orderNumber}?code=${a.estimateCode.toUpperCase()}`,
      `/api/order/received/abc?code=${a.estimateCode}`,
      `/api/order/received/${a.orderNumber}?code=%27--`,
    ]) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { success: false, message: 'Order not found' });
    }
    const missing = await app.inject(`/api/order/received/${a.orderNumber}`);
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /code/);
  });
});

describe('afterOrderPlaced', () => {
  it('e-mails the confirmation (cs) with number, status, items, total and both links', async () => {
    const placed = await placeTestOrder(database.db, {
      lines: [{ productId: 17, quantity: 2 }],
      email: 'mail@example.cz',
    });
    await afterOrderPlaced(app, placed);
    const [mail] = await database.db.select().from(emails).orderBy(desc(emails.id)).limit(1);
    assert.ok(mail);
    assert.equal(mail.toAddress, 'mail@example.cz');
    assert.equal(mail.transport, 'local');
    assert.equal(mail.subject, `Potvrzení objednávky ${placed.orderNumber}`);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    assert.match(mail.text, /Stav: Rezervováno/);
    assert.match(mail.text, /2× .+, 3 dny: /);
    const total = new Intl.NumberFormat('cs-CZ').format(order?.totalWithVat ?? 0);
    assert.ok(mail.text.includes(`Celkem s DPH: ${total}\u00a0CZK`), mail.text);
    assert.ok(mail.text.includes(`${ORIGIN}/document/estimate/${placed.estimateCode}`));
    assert.ok(
      mail.text.includes(
        `${ORIGIN}/objednavka-odeslana/${placed.orderNumber}?code=${placed.estimateCode}`,
      ),
    );
    assert.match(mail.html ?? '', /<a href="https:\/\/shop\.example\.cz\/objednavka-odeslana\//);
  });

  it('writes English for an English order, and nothing for a repeated placement', async () => {
    const placed = await placeTestOrder(
      database.db,
      { lines: [{ productId: 6, quantity: 1 }], email: 'en@example.cz' },
      'en',
    );
    await afterOrderPlaced(app, placed);
    await afterOrderPlaced(app, { ...placed, created: false });
    const sent = await database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, 'en@example.cz'));
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.subject, `Order ${placed.orderNumber} confirmation`);
    assert.ok(
      sent[0]?.text.includes(
        `${ORIGIN}/en/order-received/${placed.orderNumber}?code=${placed.estimateCode}`,
      ),
    );
    assert.match(sent[0]?.text ?? '', /Status: Reserved/);
  });

  it('logs a failing mailer instead of throwing', async () => {
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const logged: unknown[] = [];
    const other = buildApp({ db: database.db, mailer: failing });
    await other.ready();
    other.log.error = ((...args: unknown[]) => {
      logged.push(args);
    }) as typeof other.log.error;
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 6, quantity: 1 }] });
    await afterOrderPlaced(other, placed);
    assert.equal(logged.length, 1);
    await other.close();
  });
});
