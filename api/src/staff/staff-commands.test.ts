import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { documents, orderHistory, orderItems, orders, products } from '../db/schema';
import { ORDER_CANCELED_REASON } from '../modules/document/issue-document';
import { placeTestOrder } from '../modules/order/test-cart';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import {
  runStaffCommand,
  STAFF_TRANSITIONS,
  statusAfterPayment,
  transitionRefusal,
} from './staff-commands';
import { StaffError } from './staff-error';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  await database?.close();
});

const NOW = new Date('2031-06-20T10:00:00Z');
let count = 0;

/** An ORDERED order renting product 17 in a week of its own (and selling one piece when asked). */
async function order(withSale = false) {
  count += 1;
  const day = String(count + 1).padStart(2, '0');
  const lines = [{ productId: 17, quantity: 1 }];
  if (withSale) {
    const [sale] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(isNotNull(products.salePrice))
      .orderBy(asc(products.id))
      .limit(1);
    assert.ok(sale);
    lines.push({ productId: sale.id, quantity: 1, isSale: true } as (typeof lines)[number]);
  }
  const placed = await placeTestOrder(database.db, {
    lines,
    email: `sklad-${count}@example.cz`,
    from: `2031-07-${day}T10:00`,
    to: `2031-07-${day}T18:00`,
  });
  return placed;
}

const run = (...argv: string[]) => runStaffCommand(database.db, argv, NOW);

async function refusedWith(argv: string[], exitCode: 1 | 2, message: RegExp) {
  await assert.rejects(run(...argv), (error: unknown) => {
    assert.ok(error instanceof StaffError, String(error));
    assert.equal(error.exitCode, exitCode);
    assert.match(error.message, message);
    return true;
  });
}

async function orderRow(orderNumber: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  assert.ok(row);
  return row;
}

async function documentsOf(orderId: number) {
  return database.db
    .select()
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(asc(documents.id));
}

describe('transitionRefusal', () => {
  const statuses = [
    'DRAFT',
    'CREATED',
    'ORDERED',
    'PAID',
    'PART_PAID',
    'LENT',
    'RETURNED',
    'INVOICED',
    'SENT',
    'CANCELED',
  ] as const;
  const allowed: Array<[string, string]> = [
    ['ORDERED', 'LENT'],
    ['PAID', 'LENT'],
    ['PART_PAID', 'LENT'],
    ['LENT', 'RETURNED'],
    ['RETURNED', 'INVOICED'],
    ['INVOICED', 'SENT'],
    ['CREATED', 'CANCELED'],
    ['ORDERED', 'CANCELED'],
    ['PAID', 'CANCELED'],
    ['PART_PAID', 'CANCELED'],
  ];
  for (const from of statuses) {
    for (const to of Object.keys(STAFF_TRANSITIONS)) {
      const ok = allowed.some(([a, b]) => a === from && b === to);
      it(`${from} → ${to}: ${ok ? 'allowed' : 'refused'}`, () =>
        assert.equal(transitionRefusal(from, to) === null, ok));
    }
  }
  it('refuses a status staff do not set', () =>
    assert.match(transitionRefusal('ORDERED', 'PAID') ?? '', /status must be one of/));
});

describe('statusAfterPayment', () => {
  const cases: Array<[Parameters<typeof statusAfterPayment>, string]> = [
    [['ORDERED', 500, 1210], 'PART_PAID'],
    [['ORDERED', 1210, 1210], 'PAID'],
    [['PART_PAID', 1210, 1210], 'PAID'],
    [['PAID', 2000, 1210], 'PAID'],
    [['LENT', 1210, 1210], 'LENT'],
    [['CREATED', 1210, 1210], 'CREATED'],
  ];
  for (const [args, expected] of cases) {
    it(`${args.join(', ')} → ${expected}`, () =>
      assert.equal(statusAfterPayment(...args), expected));
  }
});

describe('staff commands', () => {
  it('moves an order through payment, lending, return, invoice and sending; the invoice copies the order', async () => {
    const placed = await order();
    const before = await orderRow(placed.orderNumber);
    assert.equal(before.status, 'ORDERED');

    assert.match(await run('payment', placed.orderNumber, '100'), /PART_PAID/);
    assert.match(
      await run('payment', placed.orderNumber, String(before.totalWithVat - 100)),
      new RegExp(`paid ${before.totalWithVat} CZK, PAID`),
    );
    assert.equal(await run('ready', placed.orderNumber, 'READY'), `${placed.orderNumber}: READY`);
    await run('status', placed.orderNumber, 'LENT');
    await refusedWith(['status', placed.orderNumber, 'INVOICED'], 1, /cannot become INVOICED/);
    await run('status', placed.orderNumber, 'RETURNED');
    const invoiced = await run('status', placed.orderNumber, 'INVOICED');
    assert.match(invoiced, /RETURNED → INVOICED; issued FV31\d{6}/);
    await run('status', placed.orderNumber, 'SENT');

    const row = await orderRow(placed.orderNumber);
    assert.deepEqual(
      [row.status, row.readyStatus, row.paidAmount],
      ['SENT', 'READY', before.totalWithVat],
    );
    const [estimate, invoice, ...rest] = await documentsOf(row.id);
    assert.equal(rest.length, 0);
    assert.equal(estimate?.type, 'estimate');
    assert.ok(invoice);
    assert.equal(invoice.type, 'invoice');
    assert.match(invoice.number, /^FV31\d{6}$/);
    assert.equal(invoice.issueDate, '2031-06-20');
    assert.equal(invoice.dueDate, '2031-07-04');
    assert.equal(invoice.taxableSupplyDate, row.rentalTo?.slice(0, 10));
    assert.deepEqual(
      [invoice.price, invoice.vat, invoice.totalWithVat],
      [row.price, row.vat, row.totalWithVat],
    );
    assert.equal(invoice.lines?.length, 1);
    assert.equal(invoice.lines?.[0]?.total, row.price);
    assert.match(invoice.code, /^[0-9a-f]{32}$/);
    assert.match(invoice.shortHash ?? '', /^[0-9a-f]{32}$/);
    // The estimate was issued with its lines and amounts too.
    assert.deepEqual(
      [estimate?.price, estimate?.totalWithVat, estimate?.lines?.length],
      [row.price, row.totalWithVat, 1],
    );
    const history = await database.db
      .select({ action: orderHistory.action, customerId: orderHistory.customerId })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, row.id));
    assert.equal(history.length, 7);
    assert.ok(
      history.every((entry) => entry.customerId === null && entry.action.startsWith('staff:')),
    );
  });

  it('numbers each series on its own, one after another', async () => {
    const first = await order();
    const second = await order();
    for (const placed of [first, second]) {
      await run('status', placed.orderNumber, 'LENT');
      await run('status', placed.orderNumber, 'RETURNED');
      await run('status', placed.orderNumber, 'INVOICED');
    }
    const numbers = await database.db
      .select({ number: documents.number })
      .from(documents)
      .where(eq(documents.type, 'invoice'))
      .orderBy(asc(documents.id));
    // This test's year (the seed issued its own invoices in the current year's series).
    const sequences = numbers
      .filter(({ number }) => number.startsWith('FV31'))
      .map(({ number }) => Number(number.slice(4)));
    assert.ok(sequences.length >= 3);
    assert.deepEqual(
      sequences,
      sequences.map((_, index) => (sequences[0] ?? 0) + index),
    );
  });

  it('cancels a paid order with a credit note of what was paid, correcting the estimate', async () => {
    const placed = await order();
    await run('payment', placed.orderNumber, '1000');
    assert.match(await run('status', placed.orderNumber, 'CANCELED'), /issued OD31\d{6}/);
    const row = await orderRow(placed.orderNumber);
    assert.equal(row.status, 'CANCELED');
    const [estimate, credit] = await documentsOf(row.id);
    assert.ok(estimate && credit);
    assert.equal(credit.type, 'repair-invoice');
    assert.equal(credit.correctsDocumentId, estimate.id);
    assert.equal(credit.reason, ORDER_CANCELED_REASON);
    assert.deepEqual([credit.price, credit.vat, credit.totalWithVat], [-826, -174, -1000]);
    assert.equal(credit.lines?.[0]?.total, -826);
  });

  it('issues a credit note by hand on a paid order, with its reason, and refuses what it cannot', async () => {
    const placed = await order();
    await refusedWith(
      ['credit-note', placed.orderNumber, '100', 'Sleva'],
      1,
      /has nothing to correct/,
    );
    await run('payment', placed.orderNumber, '1000');
    const answer = await run(
      'credit-note',
      placed.orderNumber,
      '121',
      'Sleva za',
      'poškozený',
      'kufr',
    );
    const row = await orderRow(placed.orderNumber);
    const [, credit] = await documentsOf(row.id);
    assert.ok(credit);
    assert.equal(answer, `${placed.orderNumber}: issued ${credit.number}`);
    assert.equal(credit.type, 'repair-invoice');
    assert.equal(credit.reason, 'Sleva za poškozený kufr');
    assert.deepEqual([credit.price, credit.vat, credit.totalWithVat], [-100, -21, -121]);
    const [history] = await database.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, row.id), eq(orderHistory.action, 'staff:credit-note')));
    assert.ok(history);
    await refusedWith(
      ['credit-note', placed.orderNumber, String(row.totalWithVat + 1), 'Too much'],
      1,
      /no more can be credited/,
    );
    await refusedWith(['credit-note', placed.orderNumber, '100'], 2, /Usage/);
    await refusedWith(['credit-note', placed.orderNumber, '100', 'x'], 2, /needs its reason/);
  });

  it("lists an order's documents and gear lists with the links to send", async () => {
    const placed = await order();
    const row = await orderRow(placed.orderNumber);
    const [estimate] = await documentsOf(row.id);
    assert.ok(estimate?.shortHash && row.productListCode && row.crewListCode);
    const lines = (await run('documents', placed.orderNumber)).split('\n');
    assert.equal(lines.length, 3);
    assert.match(
      lines[0] ?? '',
      new RegExp(`^${estimate.number}\\s+estimate\\s+${estimate.issueDate}`),
    );
    assert.ok(lines[0]?.includes(`http://localhost:8080/document/estimate/${estimate.code}`));
    assert.ok(lines[0]?.includes(`http://localhost:8080/e/${estimate.shortHash}`));
    assert.ok(lines[1]?.endsWith(`/p/${row.productListCode}`));
    assert.ok(lines[2]?.endsWith(`/t/${row.crewListCode}`));
    await refusedWith(['documents', '99999999'], 1, /not found/);
  });

  it('cancels an unpaid order without any document', async () => {
    const placed = await order();
    assert.equal(
      await run('status', placed.orderNumber, 'CANCELED'),
      `${placed.orderNumber}: ORDERED → CANCELED`,
    );
    assert.equal((await documentsOf((await orderRow(placed.orderNumber)).id)).length, 1);
    await refusedWith(['payment', placed.orderNumber, '100'], 1, /takes no payment/);
  });

  it('marks a sale line sent, once, and only a sale line of that order', async () => {
    const placed = await order(true);
    const lines = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.orderId))
      .orderBy(asc(orderItems.position));
    const rent = lines.find((line) => !line.isSale);
    const sale = lines.find((line) => line.isSale);
    assert.ok(rent && sale);
    await refusedWith(['sent', placed.orderNumber, String(rent.id)], 1, /rented, not sold/);
    assert.match(await run('sent', placed.orderNumber, String(sale.id)), / sent$/);
    await refusedWith(['sent', placed.orderNumber, String(sale.id)], 1, /sent already/);
    await refusedWith(['sent', placed.orderNumber, '999999'], 1, /has no line/);
    const [stored] = await database.db
      .select({ sentAt: orderItems.sentAt })
      .from(orderItems)
      .where(and(eq(orderItems.id, sale.id)));
    assert.deepEqual(stored?.sentAt, NOW);
  });

  it('lists orders, by status too', async () => {
    const placed = await order();
    const all = await run('orders');
    assert.ok(all.split('\n').some((line) => line.startsWith(placed.orderNumber)));
    const ordered = await run('orders', '--status', 'ORDERED');
    assert.ok(ordered.split('\n').every((line) => /^\d{8} {2}ORDERED/.test(line)));
    assert.equal(await run('orders', '--status', 'DRAFT'), 'No orders.');
  });

  const usage: Array<[string[], RegExp]> = [
    [[], /Usage/],
    [['refund', '26000001'], /unknown command refund/],
    [['orders', '--status', 'LOST'], /--status must be one of/],
    [['orders', '--colour'], /Unknown option/],
    [['status', '26000001'], /Usage/],
    [['status', '2600', 'LENT'], /8 digits/],
    [['status', '26000001', 'PAID'], /status must be one of/],
    [['payment', '26000001', '-5'], /Unknown option '-5'/],
    [['payment', '26000001', '1.5'], /amount must be whole CZK/],
    [['payment', '26000001', '0'], /amount must be whole CZK/],
    [['ready', '26000001', 'DONE'], /ready status must be one of/],
    [['sent', '26000001', 'x'], /line id/],
  ];
  for (const [argv, message] of usage) {
    it(`exits 2 for: ${argv.join(' ') || '(nothing)'}`, () => refusedWith(argv, 2, message));
  }
  it('exits 1 for an unknown order', () =>
    refusedWith(['ready', '99999999', 'READY'], 1, /not found/));
});
