import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ShopDocument } from '@shop/shared/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  documents,
  orderHistory,
  orderItems,
  orders,
  outboxMessages,
  products,
  refunds,
} from '../db/schema';
import { throughTheDesk } from '../db/seed/lifecycle-orders';
import { placeTestOrder } from '../test/test-cart';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { bookableUnits } from '../test/units';
import { runStaffCommand, STAFF_TRANSITIONS, transitionRefusal } from './staff-commands';
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

/**
 * A conflict order (CREATED): another order holds every piece of product 17 on its day, so this
 * one's piece cannot be confirmed when it is placed.
 */
/** A conflict order (CREATED) and the order that holds every unit it wants. */
async function conflictOrder() {
  count += 1;
  const day = String(count + 1).padStart(2, '0');
  const dates = { from: `2031-07-${day}T10:00`, to: `2031-07-${day}T18:00` };
  const stock = await bookableUnits(database.db, 17);
  assert.ok(stock > 0);
  const holder = await placeTestOrder(database.db, {
    lines: [{ productId: 17, quantity: stock }],
    email: `drzitel-${count}@example.cz`,
    ...dates,
  });
  assert.equal(holder.status, 'ORDERED');
  const placed = await placeTestOrder(database.db, {
    lines: [{ productId: 17, quantity: 1 }],
    email: `konflikt-${count}@example.cz`,
    ...dates,
  });
  assert.equal(placed.status, 'CREATED');
  return { ...placed, holder };
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

/** A document's content as issued. */
const contentOf = (document: { content: unknown } | undefined) =>
  document?.content as ShopDocument | undefined;

/** The order's history: each staff action and the changes it records. */
async function historyOf(orderId: number) {
  const rows = await database.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.id));
  return rows.map((row) => [row.action, (row.details as { changes?: unknown }).changes]);
}

/** The kinds of the order's messages in the outbox, oldest first. */
async function outboxOf(orderId: number) {
  const rows = await database.db
    .select({ kind: outboxMessages.kind })
    .from(outboxMessages)
    .where(eq(outboxMessages.orderId, orderId))
    .orderBy(asc(outboxMessages.id));
  return rows.map((row) => row.kind);
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
  for (const desk of ['LENT', 'RETURNED']) {
    it(`leaves ${desk} to the desk, from any status`, () => {
      for (const from of statuses) assert.match(transitionRefusal(from, desk) ?? '', /desk/);
    });
  }
  it('refuses a status staff do not set', () =>
    assert.match(transitionRefusal('ORDERED', 'PAID') ?? '', /status must be one of/));
});

describe('staff commands', () => {
  it('moves an order through payment, lending, return, invoice and sending; the invoice deducts the advances', async () => {
    const placed = await order();
    const before = await orderRow(placed.orderNumber);
    assert.equal(before.status, 'ORDERED');
    const total = before.totalWithVat;
    assert.ok(total > 100);

    assert.equal(
      await run('payment', placed.orderNumber, '100'),
      `${placed.orderNumber}: the shop keeps 100 CZK, PART_PAID`,
    );
    assert.equal(
      await run('payment', placed.orderNumber, String(total - 100)),
      `${placed.orderNumber}: the shop keeps ${total} CZK, PAID`,
    );
    assert.equal(await run('ready', placed.orderNumber, 'READY'), `${placed.orderNumber}: Ready`);
    await refusedWith(['status', placed.orderNumber, 'LENT'], 1, /only through its handover/);
    await throughTheDesk(database.db, placed.orderId, 'LENT');
    await refusedWith(['status', placed.orderNumber, 'INVOICED'], 1, /cannot become INVOICED/);
    await refusedWith(['status', placed.orderNumber, 'RETURNED'], 1, /taken back every unit/);
    await throughTheDesk(database.db, placed.orderId, 'RETURNED');
    const invoiced = await run('status', placed.orderNumber, 'INVOICED');
    assert.match(invoiced, /RETURNED → INVOICED; issued FV31\d{6}$/);
    await run('status', placed.orderNumber, 'SENT');

    const row = await orderRow(placed.orderNumber);
    assert.deepEqual([row.status, row.readyStatus, row.paidAmount], ['SENT', 'READY', total]);
    const [estimate, first, second, invoice, ...rest] = await documentsOf(row.id);
    assert.equal(rest.length, 0);
    assert.deepEqual(
      [estimate?.type, first?.type, second?.type, invoice?.type],
      ['estimate', 'tax-document', 'tax-document', 'invoice'],
    );
    assert.ok(estimate && first && second && invoice);
    // The proforma asked for the whole order.
    assert.deepEqual(
      [estimate.price, estimate.totalWithVat, contentOf(estimate)?.items.length],
      [row.price, total, 1],
    );
    // Each transfer its tax document, dated the day it came: 100 CZK holds 100 × 21/121 = 17 VAT.
    for (const [taxDocument, amount] of [
      [first, 100],
      [second, total - 100],
    ] as const) {
      assert.match(taxDocument.number, /^DP31\d{6}$/);
      assert.equal(taxDocument.issueDate, '2031-06-20');
      assert.equal(taxDocument.taxableSupplyDate, '2031-06-20');
      assert.equal(taxDocument.totalWithVat, amount);
      assert.equal(taxDocument.vat, Math.round((amount * 21) / 121));
      assert.deepEqual(contentOf(taxDocument)?.received, {
        date: '2031-06-20',
        method: 'transfer',
        amount,
      });
    }
    assert.deepEqual([first.price, first.vat], [83, 17]);

    assert.match(invoice.number, /^FV31\d{6}$/);
    assert.equal(invoice.issueDate, '2031-06-20');
    assert.equal(invoice.dueDate, '2031-07-04');
    assert.equal(invoice.taxableSupplyDate, row.rentalTo?.slice(0, 10));
    assert.match(invoice.code, /^[0-9a-f]{32}$/);
    assert.match(invoice.shortHash ?? '', /^[0-9a-f]{32}$/);
    const content = contentOf(invoice);
    assert.ok(content);
    // The whole supply, then one negative line per advance by its tax document: nothing is left.
    assert.deepEqual(content.settlement, {
      supply: { withoutVat: row.price, vat: row.vat, withVat: total },
      advances: {
        withoutVat: (first.price ?? 0) + (second.price ?? 0),
        vat: (first.vat ?? 0) + (second.vat ?? 0),
        withVat: total,
      },
    });
    assert.equal(content.items.length, 3);
    assert.equal(content.items[0]?.total, row.price);
    for (const [index, taxDocument] of [first, second].entries()) {
      const line: ShopDocument['items'][number] | undefined = content.items[index + 1];
      assert.equal(
        line?.name,
        `Odpočet zálohy – daňový doklad ${taxDocument.number} ze dne 20. 6. 2031`,
      );
      assert.deepEqual(
        [line?.total, line?.vat],
        [-(taxDocument.price ?? 0), -(taxDocument.vat ?? 0)],
      );
    }
    assert.deepEqual(content.totals, { withoutVat: 0, vat: 0, withVat: 0 });
    assert.deepEqual([invoice.price, invoice.vat, invoice.totalWithVat], [0, 0, 0]);
    assert.equal(content.amountDue, 0);
    assert.equal(content.payment, null);

    const history = await database.db
      .select({ action: orderHistory.action, customerId: orderHistory.customerId })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, row.id));
    assert.equal(history.length, 7);
    assert.ok(
      history.every((entry) => entry.customerId === null && entry.action.startsWith('staff:')),
    );
    assert.deepEqual((await historyOf(row.id)).slice(0, 2), [
      ['staff:payment', [{ kind: 'payment-received', amount: 100, method: 'transfer' }]],
      ['staff:payment', [{ kind: 'payment-received', amount: total - 100, method: 'transfer' }]],
    ]);
    // The customer hears of each payment and of the invoice.
    assert.deepEqual(await outboxOf(row.id), [
      'order-placed',
      'payment-received',
      'payment-received',
      // The handover and the return protocols, from the desk.
      'desk-protocol',
      'desk-protocol',
      'invoice-issued',
    ]);
  });

  it('numbers each series on its own, one after another', async () => {
    const first = await order();
    const second = await order();
    for (const placed of [first, second]) {
      await throughTheDesk(database.db, placed.orderId, 'RETURNED');
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

  it('cancels a paid order with a credit note of what was paid, correcting its tax document', async () => {
    const placed = await order();
    await run('payment', placed.orderNumber, '1000');
    assert.match(
      await run('status', placed.orderNumber, 'CANCELED'),
      /PART_PAID → CANCELED; issued OD31\d{6}$/,
    );
    const row = await orderRow(placed.orderNumber);
    assert.equal(row.status, 'CANCELED');
    // A cancelled order costs nothing: all the shop kept is credited, and it keeps nothing.
    assert.equal(row.paidAmount, 0);
    const [estimate, taxDocument, credit, ...rest] = await documentsOf(row.id);
    assert.ok(estimate && taxDocument && credit);
    assert.equal(rest.length, 0);
    assert.equal(credit.type, 'repair-invoice');
    assert.equal(credit.correctsDocumentId, taxDocument.id);
    // 1000 CZK with VAT: 1000 × 21/121 = 173.55 → 174 VAT, 826 base.
    assert.deepEqual([credit.price, credit.vat, credit.totalWithVat], [-826, -174, -1000]);
    const content = contentOf(credit);
    assert.deepEqual(content?.reason, { cs: 'Zrušení objednávky', en: 'Order cancelled' });
    assert.deepEqual(content?.corrects, {
      type: 'tax-document',
      number: taxDocument.number,
      issueDate: taxDocument.issueDate,
    });
    assert.equal(content?.refund, 1000);
    assert.deepEqual(
      content?.items.map((item) => [item.name, item.nameEn, item.total, item.vat]),
      [['Zrušení objednávky', 'Order cancelled', -826, -174]],
    );
  });

  it('records refunds against a credit note, never more than is left, and refuses an unknown one', async () => {
    const placed = await order();
    await run('payment', placed.orderNumber, '1000');
    await run('status', placed.orderNumber, 'CANCELED');
    const row = await orderRow(placed.orderNumber);
    const credit = (await documentsOf(row.id)).find(
      (document) => document.type === 'repair-invoice',
    );
    assert.ok(credit);

    assert.equal(await run('refund', credit.number, '400'), `${credit.number}: refunded 400 CZK`);
    await refusedWith(['refund', credit.number, '601'], 1, /has 600 CZK left to refund/);
    await refusedWith(['refund', credit.number, '0'], 1, /has 600 CZK left to refund/);
    // Without an amount: all that is left.
    assert.equal(await run('refund', credit.number), `${credit.number}: refunded 600 CZK`);
    await refusedWith(['refund', credit.number, '1'], 1, /refunded in full/);
    await refusedWith(['refund', credit.number], 1, /refunded in full/);

    const paidOut = await database.db
      .select({ amount: refunds.amount, creditNoteId: refunds.creditNoteId })
      .from(refunds)
      .where(eq(refunds.orderId, row.id))
      .orderBy(asc(refunds.id));
    assert.deepEqual(paidOut, [
      { amount: 400, creditNoteId: credit.id },
      { amount: 600, creditNoteId: credit.id },
    ]);
    assert.deepEqual((await historyOf(row.id)).slice(-2), [
      ['staff:refund', [{ kind: 'refund-paid', amount: 400, document: credit.number }]],
      ['staff:refund', [{ kind: 'refund-paid', amount: 600, document: credit.number }]],
    ]);
    assert.deepEqual((await outboxOf(row.id)).slice(-2), ['refund-paid', 'refund-paid']);

    await refusedWith(['refund', 'OD31999999'], 1, /no credit note OD31999999/);
    // A tax document or an invoice is no credit note.
    const taxDocument = (await documentsOf(row.id)).find(
      (document) => document.type === 'tax-document',
    );
    assert.ok(taxDocument);
    await refusedWith(['refund', taxDocument.number], 2, /credit note number is OD \+ 8 digits/);
    await refusedWith(['refund', `OD${taxDocument.number.slice(2)}`], 1, /no credit note/);
  });

  it('confirms a conflict order: ORDERED, and a proforma that asks for the payment', async () => {
    const placed = await conflictOrder();
    const row = await orderRow(placed.orderNumber);
    const [first] = await documentsOf(row.id);
    assert.ok(first);
    // Until staff confirm, its proforma asks nothing and no payment is taken.
    assert.ok(contentOf(first)?.notice);
    assert.equal(contentOf(first)?.payment, null);
    await refusedWith(
      ['payment', placed.orderNumber, '100'],
      1,
      /availability is being confirmed: the order can be paid once staff confirm it/,
    );

    // As at the desk, only once units allow it: the holder cancelled frees them.
    await refusedWith(
      ['confirm', placed.orderNumber],
      1,
      /^Units do not allow the order yet: it still lacks pieces\.$/,
    );
    assert.equal((await orderRow(placed.orderNumber)).status, 'CREATED');
    await run('status', placed.holder.orderNumber, 'CANCELED');
    assert.equal(
      await run('confirm', placed.orderNumber),
      `${placed.orderNumber}: CREATED → ORDERED; issued ${first.number}-2`,
    );
    const confirmed = await orderRow(placed.orderNumber);
    assert.equal(confirmed.status, 'ORDERED');
    const [, second, ...rest] = await documentsOf(row.id);
    assert.equal(rest.length, 0);
    assert.ok(second);
    assert.equal(second.type, 'estimate');
    assert.equal(second.number, `${first.number}-2`);
    assert.equal(second.issueDate, '2031-06-20');
    const content = contentOf(second);
    assert.equal(content?.notice, null);
    assert.equal(content?.amountDue, row.totalWithVat);
    assert.equal(content?.payment?.amount, row.totalWithVat);
    assert.equal(content?.payment?.variableSymbol, placed.orderNumber);
    assert.deepEqual(await historyOf(row.id), [['staff:confirm', [{ kind: 'order-confirmed' }]]]);
    assert.deepEqual(await outboxOf(row.id), ['order-placed', 'order-confirmed']);

    // Now it takes payments; a second confirmation is refused.
    assert.match(await run('payment', placed.orderNumber, '100'), /PART_PAID$/);
    await refusedWith(
      ['confirm', placed.orderNumber],
      1,
      /only a conflict order \(CREATED\) is confirmed; this one is PART_PAID/,
    );
  });

  it('confirms only a conflict order', async () => {
    const placed = await order();
    await refusedWith(
      ['confirm', placed.orderNumber],
      1,
      /only a conflict order \(CREATED\) is confirmed; this one is ORDERED/,
    );
    await run('status', placed.orderNumber, 'CANCELED');
    await refusedWith(['confirm', placed.orderNumber], 1, /this one is CANCELED/);
    await refusedWith(['confirm', '99999999'], 1, /not found/);
    const row = await orderRow(placed.orderNumber);
    assert.equal((await documentsOf(row.id)).length, 1);
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
    [['credit-note', '26000001', '100', 'Sleva'], /unknown command credit-note/],
    [['refund'], /Usage/],
    [['refund', '26000001'], /credit note number is OD \+ 8 digits/],
    [['refund', 'OD26000001', '1.5'], /Usage/],
    [['refund', 'OD26000001', '100', 'x'], /Usage/],
    [['confirm'], /Usage/],
    [['confirm', '2600'], /8 digits/],
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
