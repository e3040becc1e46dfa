// The money events of an order, one by one, with the documents, the amounts worked out by hand
// from the rules (VAT 21 %, 21/121 of an amount with VAT) and the e-mails the customer gets.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import type { DocumentResponse, OrderUpdateRequest, ShopDocument } from '@shop/shared/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { documents, emails, orderItems, orders } from '../../db/schema';
import { runStaffCommand } from '../../staff/staff-commands';
import { signIn, TEST_PASSWORD } from '../../test/sign-in';
import { parseSpayd } from '../../test/spayd';
import { moveOrder } from '../../test/staff-moves';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { bookableUnits, giveUnits } from '../../test/units';
import { SANDBOX_CARD_SUCCESS } from '../payment';

let t: TestApp;
let passwordHash: string;
before(async () => {
  t = await createTestApp({ config: { publicOrigin: 'https://pujcovna.example' } });
  passwordHash = await hash(TEST_PASSWORD);
});
after(async () => {
  await t?.close();
});

let count = 0;
/** A signed-in customer's order: product 17 and product 4, one piece each, one day in 2035. */
async function placed(quantity17 = 1) {
  count += 1;
  const email = `penize-${count}@example.cz`;
  const date = `2035-02-${String(count * 2 + 1).padStart(2, '0')}`;
  const order = await placeTestOrder(t.database.db, {
    lines: [
      { productId: 17, quantity: quantity17 },
      { productId: 4, quantity: 1 },
    ],
    email,
    from: `${date}T10:00`,
    to: `${date}T18:00`,
    accountPasswordHash: passwordHash,
  });
  await t.app.flushOutbox();
  return { ...order, email, token: await signIn(t.app, email) };
}

async function orderOf(orderId: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  assert.ok(row);
  return row;
}

async function documentsOf(orderId: number) {
  return t.database.db
    .select()
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(asc(documents.id));
}

async function shown(type: string, code: string): Promise<ShopDocument> {
  const response = await t.app.inject(`/api/document/${type}/${code}`);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as DocumentResponse).document;
}

async function update(token: string, body: OrderUpdateRequest) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/update',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { success: boolean; errorMessage?: number };
}

async function payByCard(orderNumber: string, code: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payment/create',
    ...form({ orderNumber, code, lang: 'cs' }),
  });
  if (created.statusCode !== 200) return created;
  const { gatewayUrl, paymentId } = created.json() as { gatewayUrl: string; paymentId: string };
  const page = new URL(gatewayUrl);
  await t.app.inject({
    method: 'POST',
    url: `${page.pathname}${page.search}`,
    ...form({ cardNumber: SANDBOX_CARD_SUCCESS, expiry: '12/39', cvc: '123', action: 'pay' }),
  });
  const status = await t.app.inject(`/api/payment/status/${paymentId}?code=${code}`);
  await t.app.flushOutbox();
  return status;
}

/** The e-mails sent to `to` after the e-mail with id `after`. */
async function mailsTo(to: string, afterId = 0) {
  return t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, to), gt(emails.id, afterId)))
    .orderBy(asc(emails.id));
}

async function lineIds(orderId: number) {
  const rows = await t.database.db
    .select({ id: orderItems.id, name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return rows;
}

const staff = (...argv: string[]) => runStaffCommand(t.database.db, argv);

describe('a paid order reduced, then cancelled', () => {
  it('credits exactly what was paid, in two credit notes against the payment’s tax document', async () => {
    const order = await placed();
    const before = await orderOf(order.orderId);
    const total = before.totalWithVat;
    assert.ok(total > 0);
    assert.equal((await payByCard(order.orderNumber, order.estimateCode)).statusCode, 200);
    const [proforma, tax, ...none] = await documentsOf(order.orderId);
    assert.equal(none.length, 0);
    assert.equal(proforma?.type, 'estimate');
    assert.equal(tax?.type, 'tax-document');
    assert.match(tax?.number ?? '', /^DP\d{8}$/);
    // The tax document of the payment: VAT 21/121 of it, the payment's day as the taxable supply.
    const taxDocument = await shown('tax-document', tax?.code ?? '');
    const vat = Math.round((total * 21) / 121);
    assert.deepEqual(taxDocument.totals, { withoutVat: total - vat, vat, withVat: total });
    assert.equal(taxDocument.taxableSupplyDate, taxDocument.received?.date);
    assert.equal(taxDocument.received?.method, 'card');
    assert.equal((await orderOf(order.orderId)).status, 'PAID');

    const [, second] = await lineIds(order.orderId);
    assert.ok(second);
    await update(order.token, {
      orderNumber: order.orderNumber,
      orderAction: 'cancelItems',
      items: [{ id: second.id }],
    });
    await t.app.flushOutbox();
    const reduced = await orderOf(order.orderId);
    const firstCredit = total - reduced.totalWithVat;
    assert.ok(firstCredit > 0);
    const afterReduce = await documentsOf(order.orderId);
    // A credit note of the difference; no new proforma (nothing is owed).
    assert.deepEqual(
      afterReduce.map((row) => row.type),
      ['estimate', 'tax-document', 'repair-invoice'],
    );
    const note = await shown('repair-invoice', afterReduce[2]?.code ?? '');
    assert.equal(note.refund, firstCredit);
    assert.equal(note.totals.withVat, -firstCredit);
    assert.deepEqual(note.corrects, {
      type: 'tax-document',
      number: tax?.number,
      issueDate: tax?.issueDate,
    });
    assert.equal(note.reason?.cs, `Zrušení položky ${second.name} (1 ks)`);
    assert.ok(!/cancelItems|×/.test(JSON.stringify(note)), 'no action identifier on the document');

    await update(order.token, { orderNumber: order.orderNumber, orderAction: 'cancelOrder' });
    await t.app.flushOutbox();
    const notes = (await documentsOf(order.orderId)).filter((row) => row.type === 'repair-invoice');
    assert.equal(notes.length, 2);
    const credited = notes.reduce((sum, row) => sum - (row.totalWithVat ?? 0), 0);
    assert.equal(credited, total, 'the credit notes together give back what was paid, no more');
    assert.equal(notes[1]?.totalWithVat, -(total - firstCredit));
    // The two credit notes' VAT together is the tax document's VAT exactly.
    assert.equal(
      notes.reduce((sum, row) => sum - (row.vat ?? 0), 0),
      vat,
    );
    const cancelled = await orderOf(order.orderId);
    assert.equal(cancelled.status, 'CANCELED');
    assert.equal(cancelled.paidAmount, 0);

    // Each money event reached the customer: placed, paid, changed, cancelled; tax documents
    // attached as PDFs; every link on the public origin.
    const mails = await mailsTo(order.email);
    assert.deepEqual(
      mails.map((mail) => mail.subject),
      [
        `Potvrzení objednávky ${order.orderNumber}`,
        `Přijali jsme vaši platbu – objednávka ${order.orderNumber}`,
        `Změna objednávky ${order.orderNumber}`,
        `Zrušení objednávky ${order.orderNumber}`,
      ],
    );
    assert.deepEqual(
      mails.map((mail) => (mail.attachments ?? []).map((file) => file.filename)),
      [[], [`${tax?.number}.pdf`], [`${notes[0]?.number}.pdf`], [`${notes[1]?.number}.pdf`]],
    );
    for (const mail of mails) {
      for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) {
        assert.ok(url.startsWith('https://pujcovna.example/'), `${url} in "${mail.subject}"`);
      }
      assert.ok(!/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|cancelItems|cancelOrder/.test(mail.text));
    }
    assert.match(mails[2]?.text ?? '', new RegExp(`Zrušení položky ${second.name} \\(1 ks\\)`));
    const pdf = Buffer.from(mails[1]?.attachments?.[0]?.content ?? '', 'base64');
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  });
});

describe('proformas ask for what is owed', () => {
  it('part paid, then grown: a new proforma asks for exactly the rest; the old one stays as issued', async () => {
    const order = await placed();
    const first = (await documentsOf(order.orderId))[0];
    assert.ok(first);
    const firstAnswer = await t.app.inject(`/api/document/estimate/${first.code}`);
    assert.match(await staff('payment', order.orderNumber, '1000'), /PART_PAID/);
    await update(order.token, {
      orderNumber: order.orderNumber,
      orderAction: 'addItems',
      items: [{ productId: 3, quantity: 1 }],
    });
    const grown = await orderOf(order.orderId);
    const estimates = (await documentsOf(order.orderId)).filter((row) => row.type === 'estimate');
    assert.equal(estimates.length, 2);
    assert.equal(estimates[1]?.number, `${first.number}-2`);
    const newest = await shown('estimate', estimates[1]?.code ?? '');
    assert.equal(newest.amountDue, grown.totalWithVat - 1000);
    assert.equal(newest.payment?.amount, grown.totalWithVat - 1000);
    assert.deepEqual(newest.settlement?.advances, {
      withoutVat: 1000 - Math.round(21000 / 121),
      vat: Math.round(21000 / 121),
      withVat: 1000,
    });
    assert.equal(newest.settlement?.supply.withVat, grown.totalWithVat);
    // Its QR Platba, read by a reader written from the SPAYD specification.
    assert.deepEqual(parseSpayd(newest.payment?.spd ?? ''), {
      iban: newest.supplier.iban,
      amount: grown.totalWithVat - 1000,
      currency: 'CZK',
      variableSymbol: order.orderNumber,
      dueDate: newest.dueDate,
      message: `Zalohova faktura ${newest.number}`,
    });
    // The first proforma answers exactly as before.
    assert.equal(
      (await t.app.inject(`/api/document/estimate/${first.code}`)).body,
      firstAnswer.body,
    );
  });

  it('an unpaid order reduced: a new proforma of the lower total, no credit note', async () => {
    const order = await placed();
    const [, second] = await lineIds(order.orderId);
    await update(order.token, {
      orderNumber: order.orderNumber,
      orderAction: 'cancelItems',
      items: [{ id: second?.id ?? 0 }],
    });
    const reduced = await orderOf(order.orderId);
    const rows = await documentsOf(order.orderId);
    assert.deepEqual(
      rows.map((row) => row.type),
      ['estimate', 'estimate'],
    );
    assert.equal(rows[1]?.amountDue, reduced.totalWithVat);
  });
});

describe('a conflict order', () => {
  it('takes no payment until staff confirm it; then a proforma asks for it', async () => {
    // One piece more than the units: a conflict until the shop has another unit.
    const order = await placed((await bookableUnits(t.database.db, 17)) + 1);
    const created = await orderOf(order.orderId);
    assert.equal(created.status, 'CREATED');
    const proforma = await shown('estimate', order.estimateCode);
    assert.equal(proforma.payment, null);
    assert.match(proforma.notice?.cs ?? '', /do jednoho pracovního dne/);
    const card = await payByCard(order.orderNumber, order.estimateCode);
    assert.equal(card.statusCode, 409);
    await assert.rejects(staff('payment', order.orderNumber, '100'), /confirm/);
    const [confirmation] = await mailsTo(order.email);
    assert.match(confirmation?.text ?? '', /do jednoho pracovního dne/);
    assert.ok(!(confirmation?.text ?? '').includes('Zaplatit kartou'));

    await assert.rejects(staff('confirm', order.orderNumber), /still lacks pieces/);
    await giveUnits(t.database.db, 17, 1);
    assert.match(await staff('confirm', order.orderNumber), /CREATED → ORDERED; issued ZF/);
    await t.app.flushOutbox();
    const estimates = (await documentsOf(order.orderId)).filter((row) => row.type === 'estimate');
    const payable = await shown('estimate', estimates[1]?.code ?? '');
    assert.equal(payable.payment?.amount, created.totalWithVat);
    assert.equal(payable.notice, null);
    const mails = await mailsTo(order.email);
    assert.equal(mails[1]?.subject, `Potvrzení dostupnosti – objednávka ${order.orderNumber}`);
    assert.equal((await payByCard(order.orderNumber, order.estimateCode)).statusCode, 200);
    assert.equal((await orderOf(order.orderId)).status, 'PAID');
  });
});

describe('the final invoice', () => {
  it('bills the whole supply, deducts the advances taxed, states what is left; a refund is recorded', async () => {
    const order = await placed();
    const total = (await orderOf(order.orderId)).totalWithVat;
    await staff('payment', order.orderNumber, '1210');
    for (const status of ['LENT', 'RETURNED', 'INVOICED']) {
      await moveOrder(t.database.db, order.orderNumber, status);
    }
    await t.app.flushOutbox();
    const rows = await documentsOf(order.orderId);
    const invoiceRow = rows.find((row) => row.type === 'invoice');
    const tax = rows.find((row) => row.type === 'tax-document');
    assert.ok(invoiceRow && tax);
    const invoice = await shown('invoice', invoiceRow.code);
    assert.equal(invoice.settlement?.supply.withVat, total);
    assert.deepEqual(invoice.settlement?.advances, { withoutVat: 1000, vat: 210, withVat: 1210 });
    assert.equal(invoice.amountDue, total - 1210);
    assert.deepEqual(parseSpayd(invoice.payment?.spd ?? ''), {
      iban: invoice.supplier.iban,
      amount: total - 1210,
      currency: 'CZK',
      variableSymbol: order.orderNumber,
      dueDate: invoice.dueDate,
      message: `Faktura ${invoice.number}`,
    });
    assert.equal(invoice.totals.withVat, total - 1210);
    const deduction = invoice.items[invoice.items.length - 1];
    assert.equal(deduction?.total, -1000);
    assert.equal(deduction?.vat, -210);
    assert.match(
      deduction?.name ?? '',
      new RegExp(`^Odpočet zálohy – daňový doklad ${tax.number}`),
    );
    // The supply is taxed on the return day.
    assert.equal(invoice.taxableSupplyDate, (await orderOf(order.orderId)).rentalTo?.slice(0, 10));
    const mails = await mailsTo(order.email);
    assert.equal(mails[mails.length - 1]?.subject, `Faktura k objednávce ${order.orderNumber}`);
    assert.deepEqual(
      mails[mails.length - 1]?.attachments?.map((file) => file.filename),
      [`${invoiceRow.number}.pdf`],
    );
    // An invoiced order refuses any change with 20.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/order/update',
      payload: { orderNumber: order.orderNumber, orderAction: 'editOrderData', note: 'x' },
      headers: { authorization: `Bearer ${order.token}` },
    });
    assert.equal((refused.json() as { errorMessage: number }).errorMessage, 20);
  });

  it('a refund is recorded against its credit note, never more than it gives back', async () => {
    const order = await placed();
    const total = (await orderOf(order.orderId)).totalWithVat;
    await staff('payment', order.orderNumber, String(total + 500));
    const note = (await documentsOf(order.orderId)).find((row) => row.type === 'repair-invoice');
    assert.equal(note?.totalWithVat, -500, 'the overpayment is credited');
    await assert.rejects(staff('refund', note?.number ?? '', '501'), /500 CZK left to refund/);
    assert.match(await staff('refund', note?.number ?? '', '200'), /refunded 200 CZK/);
    assert.match(await staff('refund', note?.number ?? ''), /refunded 300 CZK/);
    await assert.rejects(staff('refund', note?.number ?? ''), /refunded in full/);
  });
});
