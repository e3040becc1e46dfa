import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OrderReceivedResponse } from '@shop/shared/contract';
import { addDays, toPragueDate } from '@shop/shared/rules/prague-time';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { branches, emails, orders, outboxMessages } from '../../db/schema';
import { placeOrder } from '../../flows/place-order';
import { SUPPLIER } from '../../lib/supplier';
import { recordPayment } from '../../staff/staff-commands';
import { createTestCart, placeTestOrder, TEST_RENTAL } from '../../test/test-cart';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { sendPendingMessages } from '../billing';
import type { Mailer } from '../email';

const ORIGIN = 'https://shop.example.cz';
let database: TestDatabase;
let app: FastifyInstance;

before(async () => {
  database = await createTestDatabase();
  app = buildApp({ db: database.db, config: { publicOrigin: ORIGIN } });
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
    assert.equal(order.rentalFrom, TEST_RENTAL.from);
    assert.equal(order.rentalTo, TEST_RENTAL.to);
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
        ['pickup', 'branch', TEST_RENTAL.from.slice(0, 10), '10:00', 0],
        ['return', 'courier', TEST_RENTAL.to.slice(0, 10), '18:00', 290],
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
    // Staff record a bank transfer of 1000 CZK.
    await recordPayment(database.db, placed.orderNumber, 1000);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    assert.ok(row && row.totalWithVat > 1000);
    const { order } = (
      await app.inject(`/api/order/received/${placed.orderNumber}?code=${placed.estimateCode}`)
    ).json() as OrderReceivedResponse;
    assert.equal(order.status, 'PART_PAID');
    assert.equal(order.paymentStatus, 'part-paid');
    assert.equal(order.paidAmount, 1000);
    assert.equal(order.bankTransfer.amount, row.totalWithVat - 1000);
    assert.ok(
      order.bankTransfer.qrPayment?.includes(`*AM:${row.totalWithVat - 1000}.00*`),
      order.bankTransfer.qrPayment ?? '',
    );
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

/** The order's messages in the outbox. */
async function outboxOf(orderId: number) {
  return database.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId));
}

/** The e-mails sent to an address, oldest first. */
async function mailTo(address: string) {
  return database.db.select().from(emails).where(eq(emails.toAddress, address)).orderBy(emails.id);
}

describe('the order-placed message', () => {
  it('e-mails the confirmation (cs) with number, status, items, total and both links', async () => {
    const placed = await placeTestOrder(database.db, {
      lines: [{ productId: 17, quantity: 2 }],
      email: 'mail@example.cz',
    });
    // Written with the order, in its transaction; nothing is sent before the sender runs.
    const [message, ...more] = await outboxOf(placed.orderId);
    assert.equal(message?.kind, 'order-placed');
    assert.equal(message?.sentAt, null);
    assert.equal(more.length, 0);
    assert.deepEqual(await mailTo('mail@example.cz'), []);

    assert.ok((await sendPendingMessages(database.db, app.mailer, ORIGIN)) >= 1);
    const [mail, ...others] = await mailTo('mail@example.cz');
    assert.ok(mail);
    assert.equal(others.length, 0);
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
    // Sent once: marked in the outbox, and a second run sends nothing more of it.
    const [sent] = await outboxOf(placed.orderId);
    assert.ok(sent?.sentAt);
    await sendPendingMessages(database.db, app.mailer, ORIGIN);
    assert.equal((await mailTo('mail@example.cz')).length, 1);
  });

  it('says where and how the gear goes out and comes back, and asks to pay before the pickup', async () => {
    const [branch] = await database.db.select().from(branches).limit(1);
    assert.ok(branch);
    // Picked up in three days, at the branch; brought back by courier.
    const pickupDay = addDays(toPragueDate(new Date()), 3);
    const placed = await placeTestOrder(database.db, {
      lines: [{ productId: 17, quantity: 1 }],
      email: 'kde-vyzvednout@example.cz',
      from: `${pickupDay}T10:00`,
      to: `${addDays(pickupDay, 2)}T18:00`,
      days: 3,
      shipping: {
        data: {
          pickup: { type: 'branch', branchId: branch.id, window: null, address: null },
          return: {
            type: 'courier',
            branchId: null,
            window: '16-20',
            address: { street: 'Dělnická 12', city: 'Praha', zipCode: '170 00', country: 'CZ' },
          },
        },
        pickupPrice: 0,
        returnPrice: 290,
      },
    });
    await sendPendingMessages(database.db, app.mailer, ORIGIN);
    const [mail] = await mailTo('kde-vyzvednout@example.cz');
    assert.ok(mail, `the confirmation of ${placed.orderNumber}`);
    const [y, m, d] = pickupDay.split('-').map(Number);
    assert.ok(
      mail.text.includes(
        `Vyzvednutí: ${d}. ${m}. ${y} 10:00, na pobočce ${branch.name}, ${branch.street}, ${branch.city} (otevřeno Po–Pá 9:00–19:00, mimo svátky)`,
      ),
      mail.text,
    );
    assert.match(
      mail.text,
      /Vrácení: .* 18:00, kurýrem, adresa Dělnická 12, 170 00 Praha, okno 16–20 h/,
    );
    // Due the day before the pickup, not a week after the order.
    const [dy, dm, dd] = addDays(pickupDay, -1).split('-').map(Number);
    assert.ok(
      mail.text.includes(
        `Zaplaťte prosím do ${dd}. ${dm}. ${dy}, aby byla objednávka uhrazená před vyzvednutím techniky.`,
      ),
      mail.text,
    );
  });

  it('writes English for an English order, and nothing for a repeated placement', async () => {
    const { cartRow, cart } = await createTestCart(database.db, {
      lines: [{ productId: 6, quantity: 1 }],
      email: 'en@example.cz',
    });
    const place = () =>
      database.db.transaction((tx) => placeOrder(tx, { cartRow, cart, locale: 'en' }));
    const placed = await place();
    assert.equal(placed.created, true);
    const again = await place();
    assert.equal(again.created, false);
    assert.equal(again.orderId, placed.orderId);
    const messages = await outboxOf(placed.orderId);
    assert.deepEqual(
      messages.map((message) => message.kind),
      ['order-placed'],
    );
    await sendPendingMessages(database.db, app.mailer, ORIGIN);
    const sent = await mailTo('en@example.cz');
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.subject, `Order ${placed.orderNumber} confirmation`);
    assert.ok(
      sent[0]?.text.includes(
        `${ORIGIN}/en/order-received/${placed.orderNumber}?code=${placed.estimateCode}`,
      ),
    );
    assert.match(sent[0]?.text ?? '', /Status: Reserved/);
  });

  it('a failing mailer leaves the message in the outbox, tried again later, and throws nothing', async () => {
    // Whatever earlier tests left is sent first: only this order's message meets the failure.
    await sendPendingMessages(database.db, app.mailer, ORIGIN);
    const failing: Mailer = {
      from: 'Shop <shop@example.cz>',
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const placed = await placeTestOrder(database.db, {
      lines: [{ productId: 6, quantity: 1 }],
      email: 'nedoruceno@example.cz',
    });
    assert.equal(await sendPendingMessages(database.db, failing, ORIGIN), 0);
    const [failed] = await outboxOf(placed.orderId);
    assert.equal(failed?.sentAt, null);
    assert.equal(failed?.lastError, 'SMTP down');
    assert.equal(failed?.attempts, 1);
    assert.ok(failed && failed.availableAt.getTime() > Date.now(), 'not tried again at once');
    assert.deepEqual(await mailTo('nedoruceno@example.cz'), []);
    // Not due yet: the next run leaves it.
    assert.equal(await sendPendingMessages(database.db, app.mailer, ORIGIN), 0);
    // Once due, it goes out.
    await database.db
      .update(outboxMessages)
      .set({ availableAt: sql`now()` })
      .where(and(eq(outboxMessages.orderId, placed.orderId), isNull(outboxMessages.sentAt)));
    assert.equal(await sendPendingMessages(database.db, app.mailer, ORIGIN), 1);
    assert.equal((await mailTo('nedoruceno@example.cz')).length, 1);
    const [sent] = await outboxOf(placed.orderId);
    assert.ok(sent?.sentAt);
  });
});
