import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import type { DocumentType, InvoicesResponse, PaymentStatus } from '@shop/shared/contract';
import type { CompanyRole } from '@shop/shared/rules/company-roles';
import { todayIso } from '@shop/shared/rules/prague-time';
import { and, asc, eq } from 'drizzle-orm';
import { companyContacts, documents, orders, payments } from '../../db/schema';
import { randomCode } from '../../lib/random-code';
import { recordPayment, refundCreditNote, setOrderStatus } from '../../staff/staff-commands';
import { orderForCompany, ownedCompany } from '../../test/company-fixture';
import { customerWithOrder, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { moveOrder } from '../../test/staff-moves';
import { testAppForFile } from '../../test/test-app';
import { placeTestOrder } from '../../test/test-cart';
import { form } from '../../test/test-db';

const t = testAppForFile();
const { get, verify } = t;

const invoices = (url: string, token: string) => get<InvoicesResponse>(url, token);
const numbers = (body: InvoicesResponse) => body.invoices.map((row) => row.number);

let documentSequence = 0;

/** A document written straight to the table as documents were before their amounts were stored. */
async function issueLegacy(
  orderId: number,
  type: DocumentType,
  issueDate: string,
  dueDate: string,
): Promise<{ number: string; code: string }> {
  documentSequence += 1;
  const number = `T${type.slice(0, 2).toUpperCase()}${String(documentSequence).padStart(6, '0')}`;
  const code = randomCode();
  await t.database.db.insert(documents).values({ orderId, type, code, number, issueDate, dueDate });
  return { number, code };
}

let month = 0;
/**
 * An order of one piece of product 4 placed for the e-mail, in a month of its own (no two orders
 * of the file compete for the piece), through the shop's billing: its proforma.
 */
async function placed(email: string, options: { firstname?: string; account?: boolean } = {}) {
  month += 1;
  const year = 2033 + Math.floor(month / 12);
  const mm = String((month % 12) + 1).padStart(2, '0');
  const order = await placeTestOrder(t.database.db, {
    lines: [{ productId: 4, quantity: 1 }],
    email,
    firstname: options.firstname,
    from: `${year}-${mm}-03T10:00`,
    to: `${year}-${mm}-05T18:00`,
    accountPasswordHash: options.account ? await hash(TEST_PASSWORD) : null,
  });
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
  assert.ok(row);
  assert.equal(row.status, 'ORDERED');
  return { ...order, price: row.price, total: row.totalWithVat };
}

/** A customer with an account and a placed order, signed in. */
async function account(email: string) {
  const order = await placed(email, { account: true });
  return { order, accessToken: await signIn(t.app, email) };
}

/** Staff take the order out, back and invoice it (billing issues the final invoice). */
async function invoiceOrder(orderNumber: string): Promise<void> {
  for (const status of ['LENT', 'RETURNED', 'INVOICED']) {
    await moveOrder(t.database.db, orderNumber, status);
  }
}

/** The order's documents as stored, oldest first. */
async function documentsOf(orderId: number) {
  return t.database.db
    .select()
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(asc(documents.id));
}

async function documentOf(orderId: number, type: DocumentType) {
  const [row] = (await documentsOf(orderId)).filter((document) => document.type === type);
  assert.ok(row, `${type} of order ${orderId}`);
  return row;
}

/** Moves a document's dates (for overdue cases); its content stays as issued. */
async function dated(id: number, issueDate: string, dueDate: string): Promise<void> {
  await t.database.db.update(documents).set({ issueDate, dueDate }).where(eq(documents.id, id));
}

/** Spec §4: the state a list row shows for the payment status it is filtered by. */
const STATE_FOR: Record<PaymentStatus, string> = {
  paid: 'PAID',
  'part-paid': 'PART_PAID',
  unpaid: 'DRAFT',
};

const startPayment = (orderNumber: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/payment/create', ...form({ orderNumber, code }) });

describe('GET /api/invoices', () => {
  it('lists the customer’s documents newest first with amounts, states, overdue and payable', async () => {
    const email = 'faktury@example.cz';
    const owner = await account(email);
    const { orderId, orderNumber, price, total } = owner.order;
    assert.ok(total > 1000);
    await recordPayment(t.database.db, orderNumber, 500);

    const { status, body } = await invoices('/api/invoices', owner.accessToken);
    assert.equal(status, 200);
    const estimate = await documentOf(orderId, 'estimate');
    const advance = await documentOf(orderId, 'tax-document');
    const today = todayIso();
    // Both issued today: the later one first.
    assert.deepEqual(numbers(body), [advance.number, estimate.number]);
    assert.equal(body.count, 2);
    assert.equal(body.page, 1);
    assert.equal(body.limit, 12);
    const [advanceRow, estimateRow] = body.invoices;
    assert.deepEqual(estimateRow, {
      type: 'estimate',
      number: estimate.number,
      code: owner.order.estimateCode,
      orderNumber,
      customerName: 'Jana Nováková',
      issueDate: today,
      dueDate: estimate.dueDate,
      amount: price,
      amountWithTax: total,
      paidAmount: 500,
      state: 'PART_PAID',
      overdue: false,
      payable: true,
    });
    // The tax document of the 500 CZK received: VAT 500 × 21/121 = 86.78 → 87; settled.
    assert.deepEqual(advanceRow, {
      type: 'tax-document',
      number: advance.number,
      code: advance.code,
      orderNumber,
      customerName: 'Jana Nováková',
      issueDate: today,
      dueDate: today,
      amount: 413,
      amountWithTax: 500,
      paidAmount: 500,
      state: 'PAID',
      overdue: false,
      payable: false,
    });
    assert.deepEqual(body.overdue, { estimates: 0, invoices: 0 });

    // The payment call agrees: the payable estimate opens a card payment of what is owed.
    const payment = await startPayment(orderNumber, owner.order.estimateCode);
    assert.equal(payment.statusCode, 200, payment.body);
    const [started] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.method, 'card')));
    assert.equal(started?.amount, total - 500);

    // Invoiced with 500 paid: the invoice bills the whole supply, paid by the advance only; the
    // proforma it replaced is no longer payable. Past its due date it is overdue.
    await invoiceOrder(orderNumber);
    const invoice = await documentOf(orderId, 'invoice');
    await dated(invoice.id, '2020-05-01', '2020-05-15');
    const invoiced = await invoices('/api/invoices', owner.accessToken);
    assert.deepEqual(numbers(invoiced.body), [advance.number, estimate.number, invoice.number]);
    const invoiceRow = invoiced.body.invoices[2];
    assert.deepEqual(invoiceRow, {
      type: 'invoice',
      number: invoice.number,
      code: invoice.code,
      orderNumber,
      customerName: 'Jana Nováková',
      issueDate: '2020-05-01',
      dueDate: '2020-05-15',
      amount: price,
      amountWithTax: total,
      paidAmount: 500,
      state: 'PART_PAID',
      overdue: true,
      payable: false,
    });
    assert.equal(invoiced.body.invoices[1]?.payable, false, 'a replaced proforma asks nothing');
    assert.deepEqual(invoiced.body.overdue, { estimates: 0, invoices: 1 });

    // Paid in full: nothing is overdue or payable, and the payment call refuses.
    await recordPayment(t.database.db, orderNumber, total - 500);
    const paid = await invoices('/api/invoices', owner.accessToken);
    assert.ok(paid.body.invoices.every((row) => !row.overdue && !row.payable));
    const paidInvoice = paid.body.invoices.find((row) => row.type === 'invoice');
    assert.deepEqual([paidInvoice?.paidAmount, paidInvoice?.state], [total, 'PAID']);
    // A payment after the invoice has no tax document of its own (the invoice is one).
    assert.equal(paid.body.count, 3);
    assert.deepEqual(paid.body.overdue, { estimates: 0, invoices: 0 });
    const refused = await startPayment(orderNumber, owner.order.estimateCode);
    assert.equal(refused.statusCode, 409);
    assert.equal((refused.json() as { message: string }).message, 'Invoice already fully paid');
  });

  it('a document issued before amounts were stored lists with none to show', async () => {
    const owner = await account('drive-doklady@example.cz');
    const credit = await issueLegacy(
      owner.order.orderId,
      'repair-invoice',
      '2030-02-01',
      '2030-02-15',
    );
    const { body } = await invoices('/api/invoices', owner.accessToken);
    const row = body.invoices.find((invoice) => invoice.number === credit.number);
    assert.deepEqual(
      [row?.amount, row?.amountWithTax, row?.paidAmount, row?.state, row?.overdue, row?.payable],
      [0, 0, 0, 'DRAFT', false, false],
    );
  });

  it('a proforma a newer one replaced asks for nothing: neither payable nor overdue', async () => {
    const email = 'nahrazena@example.cz';
    const owner = await account(email);
    const { orderId, orderNumber } = owner.order;
    // The first proforma is past due; then the order changed and a new one was issued.
    const first = await documentOf(orderId, 'estimate');
    await dated(first.id, '2020-03-01', '2020-03-08');
    const before = await invoices('/api/invoices', owner.accessToken);
    assert.deepEqual(before.body.overdue, { estimates: 1, invoices: 0 });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/order/update',
      headers: { authorization: `Bearer ${owner.accessToken}` },
      payload: { orderNumber, orderAction: 'addItems', items: [{ productId: 4, quantity: 1 }] },
    });
    assert.equal(added.statusCode, 200, added.body);
    const [, newer] = (await documentsOf(orderId)).filter((row) => row.type === 'estimate');
    assert.ok(newer);
    assert.equal(newer.number, `${first.number}-2`);
    const { body } = await invoices('/api/invoices', owner.accessToken);
    const byNumber = new Map(body.invoices.map((row) => [row.number, row]));
    const old = byNumber.get(first.number);
    assert.deepEqual([old?.payable, old?.overdue], [false, false]);
    assert.deepEqual(
      [byNumber.get(newer.number)?.payable, byNumber.get(newer.number)?.overdue],
      [true, false],
    );
    assert.deepEqual(body.overdue, { estimates: 0, invoices: 0 });
  });

  it('counts overdue proformas and invoices, never paid, cancelled or credit notes', async () => {
    const email = 'po-splatnosti@example.cz';
    const owner = await account(email);
    await verify(email);
    // Unpaid, its proforma past due.
    const unpaid = owner.order;
    // Invoiced with nothing paid; invoiced part-paid; paid and invoiced; paid and cancelled.
    const invoicedUnpaid = await placed(email);
    const invoicedPart = await placed(email);
    const paid = await placed(email);
    const canceled = await placed(email);
    // Unpaid, its proforma due today: not overdue yet.
    const dueToday = await placed(email);
    await recordPayment(t.database.db, invoicedPart.orderNumber, 100);
    await recordPayment(t.database.db, paid.orderNumber, paid.total);
    await recordPayment(t.database.db, canceled.orderNumber, canceled.total);
    await invoiceOrder(invoicedUnpaid.orderNumber);
    await invoiceOrder(invoicedPart.orderNumber);
    await invoiceOrder(paid.orderNumber);
    await setOrderStatus(t.database.db, canceled.orderNumber, 'CANCELED');
    for (const order of [unpaid, invoicedUnpaid, invoicedPart, paid, canceled]) {
      for (const document of await documentsOf(order.orderId)) {
        await dated(document.id, '2020-01-01', '2020-01-08');
      }
    }
    const dueTodayEstimate = await documentOf(dueToday.orderId, 'estimate');
    await dated(dueTodayEstimate.id, '2020-01-01', todayIso());

    const { body } = await invoices('/api/invoices', owner.accessToken);
    assert.deepEqual(body.overdue, { estimates: 1, invoices: 2 });
    // 1 + 2 + 3 + 3 + 3 (its credit note) + 1 documents.
    assert.equal(body.count, 13);
    const rows = [
      ...body.invoices,
      ...(await invoices('/api/invoices?page=2', owner.accessToken)).body.invoices,
    ];
    assert.equal(rows.filter((row) => row.type === 'repair-invoice').length, 1);
    const overdue = rows
      .filter((row) => row.overdue)
      .map((row) => [row.orderNumber, row.type])
      .sort();
    assert.deepEqual(
      overdue,
      [
        [unpaid.orderNumber, 'estimate'],
        [invoicedUnpaid.orderNumber, 'invoice'],
        [invoicedPart.orderNumber, 'invoice'],
      ].sort(),
    );
    const payable = rows.filter((row) => row.payable).map((row) => row.orderNumber);
    assert.deepEqual(payable.sort(), [unpaid.orderNumber, dueToday.orderNumber].sort());
    // The counts stay those of all documents whatever the filter.
    const filtered = await invoices('/api/invoices?docType=repair-invoice', owner.accessToken);
    assert.equal(filtered.body.count, 1);
    assert.deepEqual(filtered.body.overdue, body.overdue);
  });

  it('pages 12 documents and filters by every field of the spec', async () => {
    const email = 'filtry-faktur@example.cz';
    const owner = await account(email);
    await verify(email);
    const placedOrders = [
      owner.order,
      await placed(email, { firstname: 'Ateliér' }),
      await placed(email),
      await placed(email),
      await placed(email),
    ];
    const [unpaid, partPaid, paid, overpaid, invoicedPart] = placedOrders;
    assert.ok(unpaid && partPaid && paid && overpaid && invoicedPart);
    // Unpaid; 1 CZK paid; paid and invoiced; paid 790 CZK beyond the total (a credit note of
    // the 790, 300 of it refunded) and invoiced; 100 CZK paid and invoiced.
    await recordPayment(t.database.db, partPaid.orderNumber, 1);
    await recordPayment(t.database.db, paid.orderNumber, paid.total);
    await invoiceOrder(paid.orderNumber);
    await recordPayment(t.database.db, overpaid.orderNumber, overpaid.total + 790);
    const credit = await documentOf(overpaid.orderId, 'repair-invoice');
    assert.equal(credit.totalWithVat, -790);
    assert.equal(await refundCreditNote(t.database.db, credit.number, 300), 300);
    await invoiceOrder(overpaid.orderNumber);
    await recordPayment(t.database.db, invoicedPart.orderNumber, 100);
    await invoiceOrder(invoicedPart.orderNumber);

    // Each document its own issue date, in the order issued: 2031-01-10, -11, …
    const issued: Array<typeof documents.$inferSelect> = [];
    for (const order of placedOrders) issued.push(...(await documentsOf(order.orderId)));
    issued.sort((a, b) => a.id - b.id);
    assert.equal(issued.length, 13);
    for (const [index, document] of issued.entries()) {
      await dated(document.id, `2031-01-${10 + index}`, '2031-03-01');
    }
    const dateOf = (index: number) => `2031-01-${10 + index}`;

    const one = await invoices('/api/invoices', owner.accessToken);
    assert.equal(one.body.count, 13);
    assert.equal(one.body.invoices.length, 12);
    const two = await invoices('/api/invoices?page=2', owner.accessToken);
    assert.equal(two.body.invoices.length, 1);
    assert.equal(two.body.invoices[0]?.issueDate, dateOf(0));
    const all = [...one.body.invoices, ...two.body.invoices];
    assert.deepEqual(
      all.map((row) => row.number),
      [...issued].reverse().map((document) => document.number),
    );

    // What each row shows, by hand from what was paid and refunded.
    const stateOf = (order: { orderId: number }, type: DocumentType) => {
      const document = issued.find((row) => row.orderId === order.orderId && row.type === type);
      return all.find((row) => row.number === document?.number)?.state;
    };
    assert.deepEqual(
      [
        stateOf(unpaid, 'estimate'),
        stateOf(partPaid, 'estimate'),
        stateOf(partPaid, 'tax-document'),
        stateOf(paid, 'estimate'),
        stateOf(paid, 'tax-document'),
        stateOf(paid, 'invoice'),
        stateOf(overpaid, 'estimate'),
        stateOf(overpaid, 'tax-document'),
        stateOf(overpaid, 'repair-invoice'),
        stateOf(overpaid, 'invoice'),
        stateOf(invoicedPart, 'estimate'),
        stateOf(invoicedPart, 'tax-document'),
        stateOf(invoicedPart, 'invoice'),
      ],
      [
        'DRAFT',
        'PART_PAID',
        'PAID',
        'PAID',
        'PAID',
        'PAID',
        'PAID',
        'PAID',
        'PART_PAID',
        'PAID',
        'PART_PAID',
        'PAID',
        'PART_PAID',
      ],
    );
    const creditRow = all.find((row) => row.number === credit.number);
    // 790 × 21/121 = 137.1 → 137 VAT; what it gives back and what of it was paid out.
    assert.deepEqual(
      [creditRow?.amount, creditRow?.amountWithTax, creditRow?.paidAmount],
      [-653, -790, 300],
    );
    const invoicedPartRow = all.find(
      (row) => row.orderNumber === invoicedPart.orderNumber && row.type === 'invoice',
    );
    assert.deepEqual(
      [invoicedPartRow?.amountWithTax, invoicedPartRow?.paidAmount],
      [invoicedPart.total, 100],
    );

    // The SQL filter answers as the rows' states do, row by row.
    for (const status of ['paid', 'part-paid', 'unpaid'] as PaymentStatus[]) {
      const filtered = await invoices(`/api/invoices?paymentStatus=${status}`, owner.accessToken);
      const expected = all.filter((row) => row.state === STATE_FOR[status]);
      assert.deepEqual(
        numbers(filtered.body).sort(),
        expected.map((row) => row.number).sort(),
        status,
      );
      assert.ok(expected.length > 0, status);
    }

    const range = await invoices(
      `/api/invoices?issueDateFrom=${dateOf(3)}&issueDateTo=${dateOf(6)}`,
      owner.accessToken,
    );
    assert.deepEqual(
      range.body.invoices.map((row) => row.issueDate),
      [dateOf(6), dateOf(5), dateOf(4), dateOf(3)],
    );
    const byOrder = await invoices(
      `/api/invoices?orderNumber=${overpaid.orderNumber}`,
      owner.accessToken,
    );
    assert.deepEqual(
      [...new Set(byOrder.body.invoices.map((row) => row.orderNumber))],
      [overpaid.orderNumber],
    );
    assert.equal(byOrder.body.count, 4);
    const prefix = await invoices(
      `/api/invoices?orderNumber=${overpaid.orderNumber.slice(0, 2)}`,
      owner.accessToken,
    );
    assert.equal(prefix.body.count, 13);
    const estimates = await invoices('/api/invoices?docType=estimate', owner.accessToken);
    assert.equal(estimates.body.count, 5);
    assert.ok(estimates.body.invoices.every((row) => row.type === 'estimate'));
    const taxDocuments = await invoices('/api/invoices?docType=tax-document', owner.accessToken);
    assert.equal(taxDocuments.body.count, 4);
    const byName = await invoices(
      `/api/invoices?customerName=${encodeURIComponent(' ateliér ')}`,
      owner.accessToken,
    );
    assert.deepEqual(
      [...new Set(byName.body.invoices.map((row) => row.orderNumber))],
      [partPaid.orderNumber],
    );
    const wildcard = await invoices('/api/invoices?customerName=%25', owner.accessToken);
    assert.equal(wildcard.body.count, 0, 'a % is a character, not a wildcard');
    const combined = await invoices(
      '/api/invoices?docType=invoice&paymentStatus=paid&issueDateFrom=2031-01-01',
      owner.accessToken,
    );
    assert.deepEqual(
      combined.body.invoices.map((row) => row.orderNumber),
      [overpaid.orderNumber, paid.orderNumber],
    );
  });

  it('refuses bad input with a message and answers 401 without a session', async () => {
    const { accessToken } = await customerWithOrder(
      t.app,
      t.database.db,
      'faktury-vstupy@example.cz',
    );
    for (const query of [
      'page=0',
      'page=10001',
      'paymentStatus=overdue',
      'issueDateFrom=2026-02-30',
      'issueDateTo=2026-13-01',
      'issueDateFrom=yesterday',
      'orderNumber=26-0001',
      'orderNumber=123456789',
      'docType=price-offer',
      `customerName=${'x'.repeat(201)}`,
      'companyId=0',
      'companyId=abc',
    ]) {
      const response = await get<{ success: boolean; message: string }>(
        `/api/invoices?${query}`,
        accessToken,
      );
      assert.equal(response.status, 400, query);
      assert.equal(response.body.success, false);
      assert.ok(response.body.message.length > 0, query);
    }
    assert.equal(
      (await get('/api/invoices?page=10000&issueDateFrom=2024-02-29', accessToken)).status,
      200,
    );
    assert.equal((await get('/api/invoices')).status, 401);
  });

  it('never lists another customer’s documents', async () => {
    const mine = await customerWithOrder(t.app, t.database.db, 'moje-faktury@example.cz');
    const theirs = await customerWithOrder(t.app, t.database.db, 'jejich-faktury@example.cz');
    await verify('moje-faktury@example.cz');
    await verify('jejich-faktury@example.cz');
    const list = await invoices('/api/invoices', mine.accessToken);
    assert.deepEqual(
      list.body.invoices.map((row) => row.orderNumber),
      [mine.order.orderNumber],
    );
    assert.ok(!JSON.stringify(list.body).includes(theirs.order.estimateCode));
    const byNumber = await invoices(
      `/api/invoices?orderNumber=${theirs.order.orderNumber}`,
      mine.accessToken,
    );
    assert.equal(byNumber.body.count, 0);
  });

  it('shows a company’s documents to its owner, finance and billing-and-receiving, not administrators or others', async () => {
    const owner = await customerWithOrder(t.app, t.database.db, 'firma-majitel@example.cz');
    const company = {
      id: await ownedCompany(t.database.db, 'firma-majitel@example.cz', 'Ateliér Vltava s.r.o.'),
    };
    // An order of the company placed by an employee as a guest.
    const billed = await placeTestOrder(t.database.db, {
      lines: [{ productId: 4, quantity: 1 }],
      email: 'zamestnanec@example.cz',
    });
    await orderForCompany(t.database.db, billed.orderId, company.id);
    const invoice = await issueLegacy(billed.orderId, 'invoice', '2031-05-01', '2031-05-15');

    const contact = async (email: string, roles: CompanyRole[]) => {
      const signedIn = await customerWithOrder(t.app, t.database.db, email);
      await verify(email);
      if (roles.length > 0) {
        await t.database.db.insert(companyContacts).values({ companyId: company.id, email, roles });
      }
      return signedIn.accessToken;
    };
    const callers: Array<[string, string, boolean]> = [
      ['owner', owner.accessToken, true],
      ['finance', await contact('firma-finance@example.cz', ['finance']), true],
      [
        'billing-and-receiving',
        await contact('firma-fakturace@example.cz', ['billing-and-receiving']),
        true,
      ],
      ['administrator', await contact('firma-admin@example.cz', ['administrator']), false],
      ['another customer', await contact('firma-cizi@example.cz', []), false],
    ];
    for (const [who, token, sees] of callers) {
      const list = await invoices('/api/invoices', token);
      assert.equal(
        list.body.invoices.some((row) => row.orderNumber === billed.orderNumber),
        sees,
        who,
      );
      assert.equal(JSON.stringify(list.body).includes(invoice.code), sees, who);
      const byCompany = await invoices(`/api/invoices?companyId=${company.id}`, token);
      assert.deepEqual(
        byCompany.body.invoices.map((row) => row.orderNumber),
        sees ? [billed.orderNumber, billed.orderNumber] : [],
        `${who} by company`,
      );
    }
    // An unconfirmed contact e-mail grants nothing (anyone can register with it).
    const unverified = await customerWithOrder(t.app, t.database.db, 'firma-neovereny@example.cz');
    await t.database.db
      .insert(companyContacts)
      .values({ companyId: company.id, email: 'firma-neovereny@example.cz', roles: ['finance'] });
    const list = await invoices(`/api/invoices?companyId=${company.id}`, unverified.accessToken);
    assert.equal(list.body.count, 0);
  });
});
