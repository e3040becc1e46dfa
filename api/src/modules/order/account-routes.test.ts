import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import type {
  AccountOrderInsuranceResponse,
  AccountOrderResponse,
  AccountOrdersResponse,
} from '@shop/shared/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { carts, customers, documents, orders, payments } from '../../db/schema';
import { placeOrder } from '../../flows/place-order';
import { recordPayment } from '../../staff/staff-commands';
import { customerWithOrder, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { testAppForFile } from '../../test/test-app';
import { createTestCart, placeTestOrder, TEST_RENTAL } from '../../test/test-cart';

const t = testAppForFile();
const { get, verify } = t;

/** An order placed as a guest with the e-mail (no account, not signed in). */
function guestOrder(email: string) {
  return placeTestOrder(t.database.db, { lines: [{ productId: 4, quantity: 1 }], email });
}

describe('GET /api/orders', () => {
  it('pages 12 orders newest first and counts them all', async () => {
    const email = 'strankovani@example.cz';
    const first = await customerWithOrder(t.app, t.database.db, email);
    await verify(email);
    const placed = [first.order.orderNumber];
    for (let i = 0; i < 12; i++) placed.push((await guestOrder(email)).orderNumber);

    const one = await get<AccountOrdersResponse>('/api/orders', first.accessToken);
    assert.equal(one.status, 200);
    assert.equal(one.body.count, 13);
    assert.equal(one.body.page, 1);
    assert.equal(one.body.limit, 12);
    assert.deepEqual(
      one.body.orders.map((order) => order.orderNumber),
      [...placed].reverse().slice(0, 12),
    );
    const two = await get<AccountOrdersResponse>('/api/orders?page=2', first.accessToken);
    assert.deepEqual(
      two.body.orders.map((order) => order.orderNumber),
      [first.order.orderNumber],
    );
    assert.equal(two.body.count, 13);
    const row = one.body.orders[0];
    assert.ok(row);
    assert.deepEqual(Object.keys(row).sort(), [
      'company',
      'createdAt',
      'orderNumber',
      'paymentStatus',
      'projectName',
      'readyStatus',
      'rentalFrom',
      'rentalTo',
      'status',
      'totalWithVat',
    ]);
    assert.ok(['ORDERED', 'CREATED'].includes(row.status));
    assert.equal(row.readyStatus, 'NOT_READY');
    assert.equal(row.paymentStatus, 'unpaid');
    assert.equal(row.projectName, 'Reklama Léto');
    assert.equal(row.rentalFrom, TEST_RENTAL.from);
    assert.equal(row.company, null);
    assert.ok(row.totalWithVat > 0);
    const dates = one.body.orders.map((order) => order.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  it('filters by status and by project', async () => {
    const email = 'filtry@example.cz';
    const owner = await customerWithOrder(t.app, t.database.db, email);
    await verify(email);
    // Two orders with dates of their own (their pieces free: ORDERED); one paid in full by a
    // transfer staff record, which makes it PAID.
    const ownDates = { from: '2035-05-08T10:00', to: '2035-05-10T18:00' };
    const paid = await placeTestOrder(t.database.db, {
      lines: [{ productId: 4, quantity: 1 }],
      email,
      ...ownDates,
    });
    const other = await placeTestOrder(t.database.db, {
      lines: [{ productId: 4, quantity: 1 }],
      email,
      ...ownDates,
    });
    const [paidRow] = await t.database.db.select().from(orders).where(eq(orders.id, paid.orderId));
    assert.ok(paidRow);
    await recordPayment(t.database.db, paid.orderNumber, paidRow.totalWithVat);
    await t.database.db
      .update(orders)
      .set({ projectName: 'Klip Vltava' })
      .where(inArray(orders.id, [paid.orderId, other.orderId]));

    const byStatus = await get<AccountOrdersResponse>('/api/orders?status=PAID', owner.accessToken);
    assert.deepEqual(
      byStatus.body.orders.map((order) => [order.orderNumber, order.paymentStatus]),
      [[paid.orderNumber, 'paid']],
    );
    assert.equal(byStatus.body.count, 1);
    const byProject = await get<AccountOrdersResponse>(
      `/api/orders?project=${encodeURIComponent('Klip Vltava')}`,
      owner.accessToken,
    );
    assert.deepEqual(
      byProject.body.orders.map((order) => order.orderNumber),
      [other.orderNumber, paid.orderNumber],
    );
    const both = await get<AccountOrdersResponse>(
      `/api/orders?status=ORDERED&project=${encodeURIComponent('Klip Vltava')}`,
      owner.accessToken,
    );
    assert.deepEqual(
      both.body.orders.map((order) => order.orderNumber),
      [other.orderNumber],
    );
    const empty = await get<AccountOrdersResponse>('/api/orders?project=', owner.accessToken);
    assert.equal(empty.body.count, 3);
  });

  it('refuses bad input with a message and answers 401 without a session', async () => {
    const { accessToken } = await customerWithOrder(t.app, t.database.db, 'vstupy@example.cz');
    for (const query of [
      'page=0',
      'page=10001',
      'page=abc',
      'status=RESERVED',
      `project=${'x'.repeat(201)}`,
    ]) {
      const response = await get<{ success: boolean; message: string }>(
        `/api/orders?${query}`,
        accessToken,
      );
      assert.equal(response.status, 400, query);
      assert.equal(response.body.success, false);
      assert.ok(response.body.message.length > 0, query);
    }
    assert.equal((await get('/api/orders?page=10000', accessToken)).status, 200);
    assert.equal((await get('/api/orders')).status, 401);
  });

  it('shows guest orders of the e-mail only once the e-mail is confirmed', async () => {
    const email = 'neovereny@example.cz';
    const owner = await customerWithOrder(t.app, t.database.db, email);
    const guest = await guestOrder(email);

    // Placed while signed in: the cart was linked to the customer.
    const [customer] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, email));
    assert.ok(customer);
    const { cartRow, cart } = await createTestCart(t.database.db, {
      lines: [{ productId: 5, quantity: 1 }],
      email,
    });
    await t.database.db
      .update(carts)
      .set({ customerId: customer.id })
      .where(eq(carts.id, cartRow.id));
    const signedIn = await t.database.db.transaction((tx) =>
      placeOrder(tx, {
        cartRow: { ...cartRow, customerId: customer.id },
        cart,
        locale: 'cs',
        signedInCustomerId: customer.id,
      }),
    );

    const before = await get<AccountOrdersResponse>('/api/orders', owner.accessToken);
    assert.deepEqual(
      before.body.orders.map((order) => order.orderNumber),
      [signedIn.orderNumber, owner.order.orderNumber],
    );
    assert.equal(
      (await get(`/api/order/${guest.orderNumber}`, owner.accessToken)).status,
      404,
      'a guest order before the e-mail is confirmed',
    );
    assert.equal((await get(`/api/order/${signedIn.orderNumber}`, owner.accessToken)).status, 200);

    await verify(email);
    const after = await get<AccountOrdersResponse>('/api/orders', owner.accessToken);
    assert.deepEqual(
      after.body.orders.map((order) => order.orderNumber),
      [signedIn.orderNumber, guest.orderNumber, owner.order.orderNumber],
    );
    assert.equal((await get(`/api/order/${guest.orderNumber}`, owner.accessToken)).status, 200);
  });

  it('never lists another customer’s orders, even of an e-mail typed at their checkout', async () => {
    const mine = await customerWithOrder(t.app, t.database.db, 'moje@example.cz');
    await verify('moje@example.cz');
    const theirs = await customerWithOrder(t.app, t.database.db, 'jejich@example.cz');
    await verify('jejich@example.cz');
    const list = await get<AccountOrdersResponse>('/api/orders', mine.accessToken);
    assert.deepEqual(
      list.body.orders.map((order) => order.orderNumber),
      [mine.order.orderNumber],
    );
    assert.ok(!JSON.stringify(list.body).includes(theirs.order.orderNumber));
  });
});

describe('GET /api/order/:id', () => {
  it('answers the owner the whole order: blocks, shipping, insurance, billing, documents, payments', async () => {
    const email = 'detail@example.cz';
    const placed = await placeTestOrder(t.database.db, {
      lines: [
        { productId: 17, quantity: 2 },
        { productId: 3, quantity: 1, isSale: true },
      ],
      email,
      // Dates of its own: the pieces are free, so the order is ORDERED and can be paid.
      from: '2035-03-05T10:00',
      to: '2035-03-07T18:00',
      accountPasswordHash: await hash(TEST_PASSWORD),
      insurance: {
        data: {
          id: 'eu',
          countries: ['AT', 'DE'],
          birthNumber: null,
          bornDate: '1990-01-01',
          permanentAddress: 'Korunní 2569/108, 101 00 Praha 10',
          companyId: null,
          student: false,
          isic: null,
        },
        price: 700,
      },
      billing: {
        customerId: 0,
        name: 'Ateliér Vltava s.r.o.',
        street: 'Korunní 2569/108',
        city: 'Praha 10',
        zipCode: '101 00',
        country: 'CZ',
        taxRegNo: '17508622',
        vatRegNo: 'CZ17508622',
      },
    });
    // Staff record a bank transfer of 1000 CZK: billing issues its tax document.
    await recordPayment(t.database.db, placed.orderNumber, 1000);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.orderId));
    assert.ok(payment?.paidAt);
    const [taxDocument] = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, placed.orderId), eq(documents.type, 'tax-document')));
    assert.ok(taxDocument);
    const token = await signIn(t.app, email);

    const response = await get<AccountOrderResponse>(`/api/order/${placed.orderNumber}`, token);
    assert.equal(response.status, 200);
    const order = response.body.result;
    assert.equal(order.orderNumber, placed.orderNumber);
    assert.equal(order.status, 'PART_PAID');
    assert.equal(order.paymentStatus, 'part-paid');
    assert.equal(order.readyStatus, 'NOT_READY');
    assert.equal(order.company, 'Ateliér Vltava s.r.o.');
    assert.equal(order.projectName, 'Reklama Léto');
    assert.equal(order.note, 'Vyzvednu osobně');
    assert.deepEqual(
      order.blocks.map((block) => [block.from, block.to, block.items.map((item) => item.isSale)]),
      [
        ['2035-03-05T10:00', '2035-03-07T18:00', [false]],
        [null, null, [true]],
      ],
    );
    assert.deepEqual(order.insurance, {
      id: 'eu',
      countries: ['AT', 'DE'],
      student: false,
      price: 700,
    });
    assert.equal(order.billing.taxRegNo, '17508622');
    assert.equal(order.billing.email, email);
    assert.deepEqual(
      order.invoices.map((invoice) => [invoice.type, invoice.code, invoice.payments]),
      [
        // The payment under the proforma that asked for it when it came.
        [
          'estimate',
          placed.estimateCode,
          [{ date: payment.paidAt.toISOString(), paidAmount: 1000, method: 'transfer' }],
        ],
        ['tax-document', taxDocument.code, []],
      ],
    );
    assert.equal(order.paidAmount, 1000);
    assert.equal(order.bankTransfer.amount, order.totalWithVat - 1000);
    assert.ok(!JSON.stringify(order).includes('1990-01-01'), 'no insurance holder data');

    const insurance = await get<AccountOrderInsuranceResponse>(
      `/api/order/insurance/${placed.orderNumber}`,
      token,
    );
    assert.equal(insurance.status, 200);
    assert.deepEqual(insurance.body.result, order.insurance);
  });

  it('an order without priced insurance has the included basic one', async () => {
    const { order, accessToken } = await customerWithOrder(
      t.app,
      t.database.db,
      'zakladni@example.cz',
    );
    const insurance = await get<AccountOrderInsuranceResponse>(
      `/api/order/insurance/${order.orderNumber}`,
      accessToken,
    );
    assert.deepEqual(insurance.body.result, {
      id: 'basic',
      countries: [],
      student: false,
      price: 0,
    });
  });

  it('401 anonymous, 404 for another customer’s or an unknown number, 400 for a malformed one', async () => {
    const owner = await customerWithOrder(t.app, t.database.db, 'vlastnik@example.cz');
    const other = await customerWithOrder(t.app, t.database.db, 'jiny@example.cz');
    await verify('jiny@example.cz');
    for (const path of ['/api/order/', '/api/order/insurance/']) {
      const url = `${path}${owner.order.orderNumber}`;
      assert.equal((await get(url)).status, 401, `${url} anonymous`);
      const stranger = await get<{ message: string }>(url, other.accessToken);
      assert.equal(stranger.status, 404, `${url} another customer`);
      assert.equal(stranger.body.message, 'Order not found');
      const unknown = await get<{ message: string }>(`${path}99999999`, owner.accessToken);
      assert.equal(unknown.status, 404);
      assert.deepEqual(unknown.body, stranger.body);
      assert.equal((await get(`${path}2600000x`, owner.accessToken)).status, 400);
      assert.equal((await get(url, owner.accessToken)).status, 200);
    }
  });
});
