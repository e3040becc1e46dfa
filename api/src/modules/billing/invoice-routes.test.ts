import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DocumentType, InvoicesResponse, PaymentStatus } from '@shop/shared/contract';
import type { CompanyRole } from '@shop/shared/rules/company-roles';
import { todayIso } from '@shop/shared/rules/prague-time';
import { and, eq } from 'drizzle-orm';
import { companies, companyContacts, customers, documents, orders } from '../../db/schema';
import { randomCode } from '../../lib/random-code';
import { customerWithOrder } from '../../test/sign-in';
import { testAppForFile } from '../../test/test-app';
import { form } from '../../test/test-db';
import { paymentStatusOf } from '../order/payment-status';
import { placeTestOrder } from '../order/test-cart';

const t = testAppForFile();
const { get, verify } = t;

const invoices = (url: string, token: string) => get<InvoicesResponse>(url, token);
const numbers = (body: InvoicesResponse) => body.invoices.map((row) => row.number);

let documentSequence = 0;

/** A document of the order, as staff tooling would issue it. */
async function issue(
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

async function setMoney(
  orderId: number,
  money: {
    price?: number;
    totalWithVat?: number;
    paidAmount?: number;
    status?: 'PAID' | 'PART_PAID' | 'CANCELED' | 'ORDERED';
  },
): Promise<void> {
  await t.database.db.update(orders).set(money).where(eq(orders.id, orderId));
  // As if placed at these amounts: the estimate was issued with them.
  if (money.price !== undefined || money.totalWithVat !== undefined) {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    assert.ok(order);
    await t.database.db
      .update(documents)
      .set({ price: order.price, vat: order.vat, totalWithVat: order.totalWithVat })
      .where(and(eq(documents.orderId, orderId), eq(documents.type, 'estimate')));
  }
}

async function estimateNumberOf(orderId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ number: documents.number })
    .from(documents)
    .where(eq(documents.orderId, orderId));
  assert.ok(row);
  return row.number;
}

describe('GET /api/invoices', () => {
  it('lists the customer’s documents newest first with amounts, states, overdue and payable', async () => {
    const email = 'faktury@example.cz';
    const owner = await customerWithOrder(t.app, t.database.db, email);
    const orderId = owner.order.orderId;
    await setMoney(orderId, {
      price: 1000,
      totalWithVat: 1210,
      paidAmount: 500,
      status: 'PART_PAID',
    });
    const invoice = await issue(orderId, 'invoice', '2030-01-10', '2030-01-24');
    const credit = await issue(orderId, 'repair-invoice', '2030-02-01', '2030-02-15');
    const old = await issue(orderId, 'invoice', '2020-05-01', '2020-05-15');

    const { status, body } = await invoices('/api/invoices', owner.accessToken);
    assert.equal(status, 200);
    const estimate = await estimateNumberOf(orderId);
    const today = todayIso();
    assert.ok(today > '2026-01-01' && today < '2030-01-10', 'the test dates around today');
    assert.deepEqual(numbers(body), [credit.number, invoice.number, estimate, old.number]);
    assert.equal(body.count, 4);
    assert.equal(body.page, 1);
    assert.equal(body.limit, 12);
    const [creditRow, invoiceRow, estimateRow, oldRow] = body.invoices;
    assert.deepEqual(invoiceRow, {
      type: 'invoice',
      number: invoice.number,
      code: invoice.code,
      orderNumber: owner.order.orderNumber,
      customerName: 'Jana Nováková',
      issueDate: '2030-01-10',
      dueDate: '2030-01-24',
      amount: 1000,
      amountWithTax: 1210,
      paidAmount: 500,
      state: 'PART_PAID',
      overdue: false,
      payable: false,
    });
    // A credit note issued before amounts were stored has none to show.
    assert.deepEqual(
      [creditRow?.amount, creditRow?.amountWithTax, creditRow?.paidAmount, creditRow?.state],
      [0, 0, 0, 'DRAFT'],
    );
    assert.equal(creditRow?.overdue, false);
    assert.equal(estimateRow?.type, 'estimate');
    assert.equal(estimateRow?.code, owner.order.estimateCode);
    assert.equal(estimateRow?.payable, true, 'a part-paid estimate can be paid');
    assert.equal(oldRow?.overdue, true);
    assert.deepEqual(body.overdue, { estimates: 0, invoices: 1 });

    // The payment call agrees: the payable estimate opens a card payment.
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create',
      ...form({ orderNumber: owner.order.orderNumber, code: owner.order.estimateCode }),
    });
    assert.equal(payment.statusCode, 200, payment.body);

    // Paid in full: nothing is overdue or payable, and the payment call refuses.
    await setMoney(orderId, { paidAmount: 1210, status: 'PAID' });
    const paid = await invoices('/api/invoices', owner.accessToken);
    assert.ok(paid.body.invoices.every((row) => !row.overdue && !row.payable));
    assert.deepEqual(
      paid.body.invoices.map((row) => row.state),
      ['DRAFT', 'PAID', 'PAID', 'PAID'],
    );
    assert.deepEqual(paid.body.overdue, { estimates: 0, invoices: 0 });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create',
      ...form({ orderNumber: owner.order.orderNumber, code: owner.order.estimateCode }),
    });
    assert.equal(refused.statusCode, 409);
    assert.equal((refused.json() as { message: string }).message, 'Invoice already fully paid');
  });

  it('a proforma a newer one replaced asks for nothing: neither payable nor overdue', async () => {
    const owner = await customerWithOrder(t.app, t.database.db, 'nahrazena@example.cz');
    const orderId = owner.order.orderId;
    await setMoney(orderId, { price: 1000, totalWithVat: 1210, paidAmount: 0, status: 'ORDERED' });
    // The first proforma is past due; the order changed and a new one was issued.
    await t.database.db
      .update(documents)
      .set({ issueDate: '2020-03-01', dueDate: '2020-03-08' })
      .where(eq(documents.orderId, orderId));
    const firstNumber = await estimateNumberOf(orderId);
    const newer = await issue(orderId, 'estimate', '2020-03-05', '2099-03-12');
    const { body } = await invoices('/api/invoices', owner.accessToken);
    const byNumber = new Map(body.invoices.map((row) => [row.number, row]));
    const first = byNumber.get(firstNumber);
    assert.deepEqual([first?.payable, first?.overdue], [false, false]);
    assert.deepEqual(
      [byNumber.get(newer.number)?.payable, byNumber.get(newer.number)?.overdue],
      [true, false],
    );
    assert.deepEqual(body.overdue, { estimates: 0, invoices: 0 });
  });

  it('counts overdue proformas and invoices, never paid, cancelled or credit notes', async () => {
    const email = 'po-splatnosti@example.cz';
    const owner = await customerWithOrder(t.app, t.database.db, email);
    await verify(email);
    const unpaid = await placeTestOrder(t.database.db, {
      lines: [{ productId: 4, quantity: 1 }],
      email,
    });
    const paid = await placeTestOrder(t.database.db, {
      lines: [{ productId: 4, quantity: 1 }],
      email,
    });
    const canceled = await placeTestOrder(t.database.db, {
      lines: [{ productId: 4, quantity: 1 }],
      email,
    });
    await setMoney(paid.orderId, { paidAmount: 1_000_000, status: 'PAID' });
    await setMoney(canceled.orderId, { status: 'CANCELED' });
    for (const order of [unpaid, paid, canceled]) {
      await t.database.db
        .update(documents)
        .set({ issueDate: '2020-01-01', dueDate: '2020-01-08' })
        .where(eq(documents.orderId, order.orderId));
      await issue(order.orderId, 'invoice', '2020-02-01', '2020-02-15');
      await issue(order.orderId, 'invoice', '2020-03-01', '2020-03-15');
      await issue(order.orderId, 'repair-invoice', '2020-03-02', '2020-03-16');
    }
    // Due today is not overdue yet.
    await issue(unpaid.orderId, 'invoice', todayIso(), todayIso());

    const { body } = await invoices('/api/invoices', owner.accessToken);
    assert.deepEqual(body.overdue, { estimates: 1, invoices: 2 });
    assert.equal(body.count, 14);
    const rows = [
      ...body.invoices,
      ...(await invoices('/api/invoices?page=2', owner.accessToken)).body.invoices,
    ];
    const overdue = rows.filter((row) => row.overdue).map((row) => [row.orderNumber, row.type]);
    assert.deepEqual(overdue, [
      [unpaid.orderNumber, 'invoice'],
      [unpaid.orderNumber, 'invoice'],
      [unpaid.orderNumber, 'estimate'],
    ]);
    const payable = rows.filter((row) => row.payable).map((row) => row.orderNumber);
    assert.deepEqual(payable.sort(), [owner.order.orderNumber, unpaid.orderNumber].sort());
    // The counts stay those of all documents whatever the filter.
    const filtered = await invoices('/api/invoices?docType=repair-invoice', owner.accessToken);
    assert.deepEqual(filtered.body.overdue, body.overdue);
  });

  it('pages 12 documents and filters by every field of the spec', async () => {
    const email = 'filtry-faktur@example.cz';
    const owner = await customerWithOrder(t.app, t.database.db, email);
    await verify(email);
    const orderIds = [owner.order.orderId];
    const orderNumbers = [owner.order.orderNumber];
    for (let i = 0; i < 4; i++) {
      const placed = await placeTestOrder(t.database.db, {
        lines: [{ productId: 4, quantity: 1 }],
        email,
        firstname: i === 0 ? 'Ateliér' : 'Jana',
      });
      orderIds.push(placed.orderId);
      orderNumbers.push(placed.orderNumber);
    }
    // Amounts per order: unpaid, part-paid, paid, paid beyond the total, nothing to pay.
    const money = [
      { totalWithVat: 1210, paidAmount: 0 },
      { totalWithVat: 1210, paidAmount: 1 },
      { totalWithVat: 1210, paidAmount: 1210 },
      { totalWithVat: 1210, paidAmount: 2000 },
      { totalWithVat: 0, paidAmount: 0 },
    ];
    for (const [index, orderId] of orderIds.entries()) {
      await setMoney(orderId, money[index] ?? {});
      await t.database.db
        .update(documents)
        .set({ issueDate: `2031-01-${String(10 + index).padStart(2, '0')}` })
        .where(eq(documents.orderId, orderId));
      await issue(
        orderId,
        'invoice',
        `2031-02-${String(10 + index).padStart(2, '0')}`,
        '2031-03-01',
      );
    }
    const credit = await issue(orderIds[2] ?? 0, 'repair-invoice', '2031-04-01', '2031-04-15');
    // 5 estimates + 5 invoices + 1 credit note; 2 more make 13.
    await issue(orderIds[0] ?? 0, 'invoice', '2029-01-01', '2029-01-15');
    await issue(orderIds[0] ?? 0, 'invoice', '2029-01-02', '2029-01-16');

    const one = await invoices('/api/invoices', owner.accessToken);
    assert.equal(one.body.count, 13);
    assert.equal(one.body.invoices.length, 12);
    const two = await invoices('/api/invoices?page=2', owner.accessToken);
    assert.equal(two.body.invoices.length, 1);
    assert.equal(two.body.invoices[0]?.issueDate, '2029-01-01');
    const dates = [...one.body.invoices, ...two.body.invoices].map((row) => row.issueDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.equal(one.body.invoices[0]?.number, credit.number);

    // The SQL filter answers as paymentStatusOf does, row by row.
    const all = [...one.body.invoices, ...two.body.invoices];
    for (const status of ['paid', 'part-paid', 'unpaid'] as PaymentStatus[]) {
      const filtered = await invoices(`/api/invoices?paymentStatus=${status}`, owner.accessToken);
      const expected = all.filter(
        (row) => paymentStatusOf(row.paidAmount, row.amountWithTax) === status,
      );
      assert.deepEqual(
        numbers(filtered.body).sort(),
        expected.map((row) => row.number).sort(),
        status,
      );
      assert.ok(expected.length > 0, status);
    }
    const byState = (status: string) =>
      all.filter((row) => row.state === status).map((row) => row.orderNumber);
    assert.equal(byState('PART_PAID').length, 2);

    const range = await invoices(
      '/api/invoices?issueDateFrom=2031-01-11&issueDateTo=2031-02-10',
      owner.accessToken,
    );
    assert.deepEqual(
      range.body.invoices.map((row) => row.issueDate),
      ['2031-02-10', '2031-01-14', '2031-01-13', '2031-01-12', '2031-01-11'],
    );
    const byOrder = await invoices(
      `/api/invoices?orderNumber=${orderNumbers[3]}`,
      owner.accessToken,
    );
    assert.deepEqual(
      [...new Set(byOrder.body.invoices.map((row) => row.orderNumber))],
      [orderNumbers[3]],
    );
    assert.equal(byOrder.body.count, 2);
    const prefix = await invoices(
      `/api/invoices?orderNumber=${orderNumbers[3]?.slice(0, 2)}`,
      owner.accessToken,
    );
    assert.equal(prefix.body.count, 13);
    const estimates = await invoices('/api/invoices?docType=estimate', owner.accessToken);
    assert.equal(estimates.body.count, 5);
    assert.ok(estimates.body.invoices.every((row) => row.type === 'estimate'));
    const byName = await invoices(
      `/api/invoices?customerName=${encodeURIComponent(' ateliér ')}`,
      owner.accessToken,
    );
    assert.deepEqual(
      [...new Set(byName.body.invoices.map((row) => row.orderNumber))],
      [orderNumbers[1]],
    );
    const wildcard = await invoices('/api/invoices?customerName=%25', owner.accessToken);
    assert.equal(wildcard.body.count, 0, 'a % is a character, not a wildcard');
    const combined = await invoices(
      '/api/invoices?docType=invoice&paymentStatus=paid&issueDateFrom=2031-01-01',
      owner.accessToken,
    );
    assert.deepEqual(
      combined.body.invoices.map((row) => row.orderNumber),
      [orderNumbers[3], orderNumbers[2]],
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
    const [ownerRow] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'firma-majitel@example.cz'));
    assert.ok(ownerRow);
    const [company] = await t.database.db
      .insert(companies)
      .values({
        ownerCustomerId: ownerRow.id,
        name: 'Ateliér Vltava s.r.o.',
        street: 'Korunní 2569/108',
        city: 'Praha 10',
        zipCode: '101 00',
        taxRegNo: '17508622',
      })
      .returning();
    assert.ok(company);
    // An order of the company placed by an employee as a guest.
    const billed = await placeTestOrder(t.database.db, {
      lines: [{ productId: 4, quantity: 1 }],
      email: 'zamestnanec@example.cz',
    });
    await t.database.db
      .update(orders)
      .set({ companyId: company.id })
      .where(eq(orders.id, billed.orderId));
    const invoice = await issue(billed.orderId, 'invoice', '2031-05-01', '2031-05-15');

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
