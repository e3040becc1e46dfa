import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import type {
  AccountOrderResponse,
  AvailabilityResponse,
  OrderUpdateError,
  OrderUpdateRequest,
  OrderUpdateResponse,
} from '@shop/shared/contract';
import { asc, eq } from 'drizzle-orm';
import {
  branches,
  companyContacts,
  customers,
  emails,
  favouriteWatches,
  orderHistory,
  orderItems,
  orders,
  products,
} from '../../db/schema';
import { ownedCompany } from '../../test/company-fixture';
import { customerWithOrder, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { moveOrder } from '../../test/staff-moves';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, type TestApp } from '../../test/test-db';
import { testWeek } from '../../test/test-week';
import { bookableUnits } from '../../test/units';
import { sendPendingMessages } from '../billing';

// Each test order rents Tuesday 10:00 to Thursday 18:00 in a month of its own (3 shooting days),
// so the tests' orders never compete for the same pieces.

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

async function update(token: string | null, body: OrderUpdateRequest) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/update',
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as OrderUpdateResponse };
}

async function refused(token: string, body: OrderUpdateRequest, status: number, code: number) {
  const answer = await update(token, body);
  const error = answer.body as unknown as OrderUpdateError;
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(error.success, false);
  assert.equal(error.errorMessage, code, JSON.stringify(answer.body));
  assert.ok(error.message.length > 0);
  return error;
}

async function detail(orderNumber: string, token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/order/${orderNumber}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: (response.json() as AccountOrderResponse).result };
}

async function pricePerDay(productId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ price: products.pricePerDay })
    .from(products)
    .where(eq(products.id, productId));
  return row?.price ?? 0;
}

/** A product's names in Czech and English, as a history change names its item. */
async function namesOf(productId: number) {
  const [row] = await t.database.db
    .select({ name: products.name, nameEn: products.nameEn })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row;
}

/** The order's history as the account reads it: each entry's action and its changes. */
async function historyOf(orderNumber: string, token: string) {
  return (await detail(orderNumber, token)).body.history.map((entry) => [
    entry.action,
    entry.changes,
  ]);
}

/** The expected order sums from the price without VAT (21 % VAT, rounded). */
function withVat(price: number) {
  const vat = Math.round(price * 0.21);
  return { price, vat, totalWithVat: price + vat };
}

let customerCount = 0;
/** A signed-in customer with an order of the lines (product 17 × 1 unless given). */
async function customer(lines = [{ productId: 17, quantity: 1 }]) {
  customerCount += 1;
  // Each customer's week three weeks after the one before: rentals and their changes (up to the
  // next Tuesday) never meet; Tuesday to Friday and the next Tuesday are business days.
  const day = testWeek(4 + customerCount * 3);
  const from = `${day(0)}T10:00`;
  const to = `${day(2)}T18:00`;
  const email = `zmena-${customerCount}@example.cz`;
  const order = await placeTestOrder(t.database.db, {
    lines,
    email,
    from,
    to,
    accountPasswordHash: await hash(TEST_PASSWORD),
  });
  return {
    email,
    day,
    from,
    to,
    group: `${from}/${to}`,
    orderNumber: order.orderNumber,
    token: await signIn(t.app, email),
  };
}

/** A company of the customer's own, which her order is then placed for; answers its id. */
async function companyOrder(
  owner: { email: string; orderNumber: string },
  name: string,
): Promise<number> {
  const companyId = await ownedCompany(t.database.db, owner.email, name, {
    street: 'Komunardů 1',
    city: 'Praha 7',
    zipCode: '170 00',
    taxRegNo: '27082440',
  });
  await t.database.db
    .update(orders)
    .set({ companyId })
    .where(eq(orders.orderNumber, owner.orderNumber));
  return companyId;
}

/** A signed-in customer with a confirmed e-mail who is the company's contact in these roles. */
async function companyContact(
  companyId: number,
  email: string,
  roles: Array<'administrator' | 'billing-and-receiving' | 'finance'>,
): Promise<string> {
  await customerWithOrder(t.app, t.database.db, email);
  await t.database.db
    .update(customers)
    .set({ emailVerified: true })
    .where(eq(customers.email, email));
  await t.database.db.insert(companyContacts).values({ companyId, email, roles });
  return signIn(t.app, email);
}

async function lineIds(orderNumber: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.orderNumber, orderNumber))
    .orderBy(asc(orderItems.position));
  return rows.map((row) => row.id);
}

describe('POST /api/order/update: dates', () => {
  it('extends the rental: a preview prices it and keeps nothing, then the change is kept and recorded', async () => {
    const { orderNumber, token, from: FROM, to: TO, group: GROUP, day } = await customer();
    const perDay = await pricePerDay(17);
    const request = {
      orderNumber,
      orderAction: 'editGroupDate',
      groupId: GROUP,
      dateFrom: FROM,
      dateTo: `${day(3)}T18:00`,
    } as const;

    const preview = await update(token, { ...request, preview: true });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.equal(preview.body.preview, true);
    assert.deepEqual(preview.body.before, withVat(perDay * 3));
    assert.deepEqual(preview.body.after, withVat(perDay * 4));
    const untouched = await detail(orderNumber, token);
    assert.equal(untouched.body.rentalTo, TO);
    assert.equal(untouched.body.history.length, 0);

    const kept = await update(token, request);
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    assert.equal(kept.body.preview, false);
    const after = await detail(orderNumber, token);
    assert.equal(after.body.rentalTo, `${day(3)}T18:00`);
    assert.deepEqual(
      after.body.blocks.map((block) => [
        block.groupId,
        block.items[0]?.days,
        block.items[0]?.total,
      ]),
      [[`${FROM}/${day(3)}T18:00`, 4, perDay * 4]],
    );
    assert.equal(after.body.totalWithVat, withVat(perDay * 4).totalWithVat);
    assert.equal(after.body.history.length, 1);
    assert.equal(after.body.history[0]?.action, 'editGroupDate');
    assert.equal(after.body.history[0]?.totalWithVatBefore, withVat(perDay * 3).totalWithVat);
    assert.equal(after.body.history[0]?.totalWithVatAfter, withVat(perDay * 4).totalWithVat);
    assert.ok(after.body.history[0]?.by);
    assert.deepEqual(after.body.history[0]?.changes, [
      {
        kind: 'period-changed',
        ...(await namesOf(17)),
        before: { from: FROM, to: TO },
        after: { from: FROM, to: `${day(3)}T18:00` },
      },
    ]);
  });

  it('prices a preview while another change holds the order: a preview takes no lock', {
    // PGlite runs one transaction at a time, so only a server can hold a lock beside a preview.
    skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL',
  }, async () => {
    const { orderNumber, token, from, day, group } = await customer();
    let taken = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
      taken();
      await released;
    });
    await lockTaken;
    try {
      const preview = update(token, {
        orderNumber,
        orderAction: 'editGroupDate',
        groupId: group,
        dateFrom: from,
        dateTo: `${day(3)}T18:00`,
        preview: true,
      });
      const waited = new Promise<'waited'>((resolve) => setTimeout(resolve, 3000, 'waited'));
      const answer = await Promise.race([preview, waited]);
      assert.notEqual(answer, 'waited', 'the preview waited for the lock of another change');
      assert.equal(answer === 'waited' ? 0 : answer.status, 200);
    } finally {
      release();
      await holder;
    }
  });

  it('moves one line to dates of its own and bills each block its days', async () => {
    const {
      orderNumber,
      token,
      group: GROUP,
      day,
    } = await customer([
      { productId: 17, quantity: 1 },
      { productId: 4, quantity: 1 },
    ]);
    const [, second] = await lineIds(orderNumber);
    const answer = await update(token, {
      orderNumber,
      orderAction: 'editItemsDate',
      items: [{ id: second ?? 0 }],
      dateFrom: `${day(7)}T10:00`,
      dateTo: `${day(7)}T18:00`,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const expected = (await pricePerDay(17)) * 3 + (await pricePerDay(4)) * 1;
    assert.deepEqual(answer.body.after, withVat(expected));
    assert.deepEqual(
      answer.body.result.blocks.map((block) => block.groupId),
      [GROUP, `${day(7)}T10:00/${day(7)}T18:00`],
    );
    assert.equal(answer.body.result.rentalTo, `${day(7)}T18:00`);
  });

  it('refuses dates that cannot be: missing group 5, unknown group 6, past or reversed dates 18', async () => {
    const { orderNumber, token, from: FROM, to: TO, group: GROUP } = await customer();
    const base = { orderNumber, orderAction: 'editGroupDate' as const };
    await refused(token, { ...base, dateFrom: FROM, dateTo: TO }, 400, 5);
    await refused(token, { ...base, groupId: 'x', dateFrom: FROM, dateTo: TO }, 404, 6);
    const past = await refused(
      token,
      { ...base, groupId: GROUP, dateFrom: '2020-01-06T10:00', dateTo: TO },
      409,
      18,
    );
    assert.equal(past.detail, 'date_from_in_past');
    const reversed = await refused(
      token,
      { ...base, groupId: GROUP, dateFrom: TO, dateTo: FROM },
      409,
      18,
    );
    assert.equal(reversed.detail, 'date_from_after_date_to');
  });

  it('refuses dates when the pieces are taken then by other orders (18)', async () => {
    const { orderNumber, token, from: FROM, group: GROUP, day } = await customer();
    // Someone else rents every piece of product 17 the week after.
    await placeTestOrder(t.database.db, {
      lines: [{ productId: 17, quantity: 4 }],
      email: 'obsazeno@example.cz',
      from: `${day(3)}T10:00`,
      to: `${day(4)}T18:00`,
    });
    const taken = await refused(
      token,
      {
        orderNumber,
        orderAction: 'editGroupDate',
        groupId: GROUP,
        dateFrom: FROM,
        dateTo: `${day(3)}T18:00`,
      },
      409,
      18,
    );
    assert.match(taken.detail ?? '', /^not_available:/);
  });
});

describe('POST /api/order/update: items', () => {
  it('cancels a line: it stays listed as cancelled, costs nothing and frees its piece', async () => {
    const {
      orderNumber,
      token,
      from: FROM,
      to: TO,
    } = await customer([
      { productId: 17, quantity: 1 },
      { productId: 4, quantity: 2 },
    ]);
    const availability = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/product/4/availability?from=${FROM}&to=${TO}`,
          })
        ).json() as AvailabilityResponse
      ).available;
    const before = await availability();
    const [, second] = await lineIds(orderNumber);
    const answer = await update(token, {
      orderNumber,
      orderAction: 'cancelItems',
      items: [{ id: second ?? 0 }],
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.after, withVat((await pricePerDay(17)) * 3));
    const lines = answer.body.result.blocks.flatMap((block) => block.items);
    assert.deepEqual(
      lines.map((line) => [line.id, line.canceled, line.total]),
      [
        [lines[0]?.id, false, (await pricePerDay(17)) * 3],
        [second, true, 0],
      ],
    );
    assert.equal(await availability(), before + 2);
    // The order-received view leaves the cancelled line out.
    assert.equal(answer.body.result.items.length, 1);
    assert.deepEqual(await historyOf(orderNumber, token), [
      ['cancelItems', [{ kind: 'item-canceled', ...(await namesOf(4)), quantity: 2 }]],
    ]);
  });

  it('adds a product to the block at today’s price and changes a quantity', async () => {
    const { orderNumber, token, from, to } = await customer();
    const added = await update(token, {
      orderNumber,
      orderAction: 'addItems',
      items: [{ productId: 4, quantity: 1 }],
    });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const rent17 = (await pricePerDay(17)) * 3;
    const rent4 = (await pricePerDay(4)) * 3;
    assert.deepEqual(added.body.after, withVat(rent17 + rent4));
    const [first] = await lineIds(orderNumber);
    const more = await update(token, {
      orderNumber,
      orderAction: 'editRentalItems',
      items: [{ id: first ?? 0, quantity: 2 }],
    });
    assert.equal(more.status, 200, JSON.stringify(more.body));
    assert.deepEqual(more.body.after, withVat(rent17 * 2 + rent4));
    assert.deepEqual(await historyOf(orderNumber, token), [
      [
        'addItems',
        [
          {
            kind: 'item-added',
            ...(await namesOf(4)),
            quantity: 1,
            isSale: false,
            from,
            to,
          },
        ],
      ],
      ['editRentalItems', [{ kind: 'quantity-changed', ...(await namesOf(17)), from: 1, to: 2 }]],
    ]);
  });

  it('refuses item changes: no items 8, unknown product 9, too many pieces 11, sent items 16', async () => {
    const { orderNumber, token } = await customer();
    await refused(token, { orderNumber, orderAction: 'cancelItems' }, 400, 8);
    await refused(token, { orderNumber, orderAction: 'cancelItems', items: [{ id: 1 }] }, 400, 8);
    await refused(
      token,
      { orderNumber, orderAction: 'addItems', items: [{ productId: 999_999 }] },
      409,
      9,
    );
    const [first] = await lineIds(orderNumber);
    await refused(
      token,
      { orderNumber, orderAction: 'editRentalItems', items: [{ id: first ?? 0, quantity: 50 }] },
      409,
      11,
    );
    await t.database.db
      .update(orderItems)
      .set({ sentAt: new Date() })
      .where(eq(orderItems.id, first ?? 0));
    await refused(
      token,
      { orderNumber, orderAction: 'cancelItems', items: [{ id: first ?? 0 }] },
      409,
      16,
    );
  });

  it('wakes a watched favourite when a cancelled order gives its pieces back', async () => {
    const stock = await bookableUnits(t.database.db, 4);
    assert.ok(stock > 0);
    const holder = await customer([{ productId: 4, quantity: stock }]);
    const watcher = await customer();
    const [watcherRow] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, watcher.email));
    await t.database.db.insert(favouriteWatches).values({
      customerId: watcherRow?.id ?? 0,
      productId: 4,
      dateFrom: holder.from,
      dateTo: holder.to,
    });
    const mails = () =>
      t.database.db.select().from(emails).where(eq(emails.toAddress, watcher.email));
    // The watcher's own order confirmation goes out first: only the wake-up e-mail is counted.
    await sendPendingMessages(t.database.db, t.app.mailer, t.app.publicOrigin);
    const before = (await mails()).length;
    assert.equal(before, 1);

    const cancelled = await update(holder.token, {
      orderNumber: holder.orderNumber,
      orderAction: 'cancelOrder',
    });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    // The e-mail is sent after the answer; wait for it a little.
    for (let i = 0; i < 50 && (await mails()).length === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal((await mails()).length, before + 1);
  });

  it('cancels the order, and then nothing of it can change (13, 15)', async () => {
    const { orderNumber, token } = await customer();
    const answer = await update(token, { orderNumber, orderAction: 'cancelOrder' });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.result.status, 'CANCELED');
    assert.equal(answer.body.result.editable, false);
    assert.deepEqual(await historyOf(orderNumber, token), [
      ['cancelOrder', [{ kind: 'order-canceled' }]],
    ]);
    await refused(token, { orderNumber, orderAction: 'cancelOrder' }, 409, 15);
    await refused(token, { orderNumber, orderAction: 'editOrderData', note: 'x' }, 409, 13);
  });
});

describe('POST /api/order/update: insurance, shipping, order data', () => {
  it('adds eu insurance at 7 % of the rent and takes it back', async () => {
    const { orderNumber, token } = await customer();
    const rent = (await pricePerDay(17)) * 3;
    const insured = await update(token, {
      orderNumber,
      orderAction: 'addInsurance',
      insurance: { id: 'eu', countries: ['DE'], companyId: '27082440' },
    });
    assert.equal(insured.status, 200, JSON.stringify(insured.body));
    assert.equal(insured.body.result.insurance.id, 'eu');
    assert.equal(insured.body.result.insurancePrice, Math.round(rent * 0.07));
    assert.deepEqual(insured.body.after, withVat(rent + Math.round(rent * 0.07)));
    const basic = await update(token, { orderNumber, orderAction: 'unsetInsurance' });
    assert.deepEqual(basic.body.after, withVat(rent));
    assert.equal(basic.body.result.insurance.id, 'basic');
    assert.deepEqual(await historyOf(orderNumber, token), [
      ['addInsurance', [{ kind: 'insurance-changed', insurance: 'eu', countries: ['DE'] }]],
      ['unsetInsurance', [{ kind: 'insurance-changed', insurance: 'basic', countries: [] }]],
    ]);
    await refused(token, { orderNumber, orderAction: 'addInsurance' }, 400, 22);
    await refused(
      token,
      {
        orderNumber,
        orderAction: 'addInsurance',
        insurance: { id: 'eu', countries: ['DE'], birthNumber: '123' },
      },
      400,
      23,
    );
  });

  it('sends the gear by courier both ways at 290 CZK each and refuses shipping that cannot be', async () => {
    const { orderNumber, token } = await customer();
    const rent = (await pricePerDay(17)) * 3;
    const address = { street: 'Komunardů 1', city: 'Praha 7', zipCode: '170 00', country: 'CZ' };
    const courier = { type: 'courier', window: '08-12', address } as const;
    // Pickup at 10:00 in the morning window, return at 18:00 in the evening one.
    const sent = await update(token, {
      orderNumber,
      orderAction: 'updateShipping',
      shipping: { pickup: courier, return: { ...courier, window: '16-20' } },
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.deepEqual(sent.body.after, withVat(rent + 580));
    assert.deepEqual(await historyOf(orderNumber, token), [
      ['updateShipping', [{ kind: 'shipping-changed', pickup: 'courier', return: 'courier' }]],
    ]);
    const [praha, brno] = await t.database.db.select().from(branches).orderBy(asc(branches.id));
    const branch = (id: number | undefined) => ({ type: 'branch', branchId: id ?? 0 }) as const;
    await refused(
      token,
      {
        orderNumber,
        orderAction: 'updateShipping',
        shipping: { pickup: branch(praha?.id), return: branch(brno?.id) },
      },
      400,
      30,
    );
    await refused(
      token,
      {
        orderNumber,
        orderAction: 'updateShipping',
        shipping: {
          pickup: { type: 'night_safe', branchId: praha?.id ?? 0 },
          return: { type: 'night_safe', branchId: praha?.id ?? 0 },
        },
      },
      400,
      27,
    );
    await refused(
      token,
      {
        orderNumber,
        orderAction: 'updateShipping',
        shipping: { pickup: { type: 'courier', window: '08-12' }, return: courier },
      },
      400,
      28,
    );
    const options = await update(token, { orderNumber, orderAction: 'listShippingOptions' });
    assert.ok(options.body.shippingOptions?.some((option) => option.type === 'courier'));
  });

  it('changes the project name and note, recorded in the history without a price change', async () => {
    const { orderNumber, token } = await customer();
    const answer = await update(token, {
      orderNumber,
      orderAction: 'editOrderData',
      projectName: 'Seriál Podzim',
      note: 'Zavolejte před dovozem',
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.result.projectName, 'Seriál Podzim');
    assert.equal(answer.body.result.note, 'Zavolejte před dovozem');
    assert.deepEqual(answer.body.before, answer.body.after);
    assert.deepEqual(
      answer.body.result.history.map((entry) => [entry.action, entry.changes]),
      [
        [
          'editOrderData',
          [
            { kind: 'project-name-changed', before: 'Reklama Léto', after: 'Seriál Podzim' },
            { kind: 'note-changed' },
          ],
        ],
      ],
    );
  });

  it('reads back only the changes it knows: rows with texts or unknown kinds add none', async () => {
    const { orderNumber, token } = await customer();
    const [order] = await t.database.db
      .select({ id: orders.id, totalWithVat: orders.totalWithVat, price: orders.price })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    const row = (action: string, details: Record<string, unknown>) => ({
      orderId: order?.id ?? 0,
      customerId: null,
      action,
      details,
      priceBefore: order?.price ?? 0,
      priceAfter: order?.price ?? 0,
      totalWithVatBefore: order?.totalWithVat ?? 0,
      totalWithVatAfter: order?.totalWithVat ?? 0,
    });
    await t.database.db.insert(orderHistory).values([
      row('cancelItems', { lines: ['− Rycote Undercovers, balení 30 ks × 1', 'CANCELED'] }),
      row('staff:ready', {
        changes: [
          { kind: 'ready-changed', to: 'READY' },
          { kind: 'gear-polished', how: 'well' },
          { kind: 'payment-received', amount: 'a lot', method: 'card' },
          'READY',
        ],
      }),
      row('staff:note', { changes: 'READY' }),
    ]);
    assert.deepEqual(await historyOf(orderNumber, token), [
      ['cancelItems', []],
      ['staff:ready', [{ kind: 'ready-changed', to: 'READY' }]],
      ['staff:note', []],
    ]);
  });
});

describe('POST /api/order/update: who may, and the order number and action', () => {
  it('answers 2 without an order number, 32 for an unknown action, 3 for an unknown or someone else’s order', async () => {
    const { orderNumber, token } = await customer();
    const other = await customerWithOrder(t.app, t.database.db, 'zmena-cizi@example.cz');
    await refused(token, { orderAction: 'cancelOrder' }, 400, 2);
    await refused(token, { orderNumber, orderAction: 'explode' }, 400, 32);
    await refused(token, { orderNumber: '99999999', orderAction: 'cancelOrder' }, 404, 3);
    await refused(other.accessToken, { orderNumber, orderAction: 'cancelOrder' }, 404, 3);
    const anonymous = await update(null, { orderNumber, orderAction: 'cancelOrder' });
    assert.equal(anonymous.status, 401);
    assert.equal((await detail(orderNumber, token)).body.status, 'ORDERED');
  });

  it('offers the night safe to the signed-in frequent customer only, not to her company’s administrator (27)', async () => {
    const owner = await customer();
    await t.database.db
      .update(customers)
      .set({ frequentCustomer: true })
      .where(eq(customers.email, owner.email));
    const companyId = await companyOrder(owner, 'Trezorová s.r.o.');
    const admin = await companyContact(companyId, 'trezor-admin@example.cz', ['administrator']);
    const [praha] = await t.database.db.select().from(branches).orderBy(asc(branches.id));
    const nightSafe = { type: 'night_safe', branchId: praha?.id ?? 0 } as const;
    const toNightSafe: OrderUpdateRequest = {
      orderNumber: owner.orderNumber,
      orderAction: 'updateShipping',
      shipping: { pickup: nightSafe, return: nightSafe },
    };
    const offersNightSafe = async (token: string) =>
      (
        await update(token, { orderNumber: owner.orderNumber, orderAction: 'listShippingOptions' })
      ).body.shippingOptions?.some((option) => option.type === 'night_safe');

    // The administrator may change the order, but the night safe is not hers to use.
    assert.equal(await offersNightSafe(admin), false);
    await refused(admin, toNightSafe, 400, 27);
    assert.equal(await offersNightSafe(owner.token), true);
    const moved = await update(owner.token, toNightSafe);
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
  });

  it('lets a company administrator change a company order, a receiving or finance contact not (34), and asks before billing takes it away (33)', async () => {
    const owner = await customer();
    const companyId = await companyOrder(owner, 'Filmová s.r.o.');
    const admin = await companyContact(companyId, 'zmena-admin@example.cz', ['administrator']);
    const receiving = await companyContact(companyId, 'zmena-prevzeti@example.cz', [
      'billing-and-receiving',
    ]);
    const finance = await companyContact(companyId, 'zmena-finance@example.cz', ['finance']);
    const order = owner.orderNumber;

    assert.equal((await detail(order, receiving)).status, 200);
    await refused(
      receiving,
      { orderNumber: order, orderAction: 'editOrderData', note: 'x' },
      403,
      34,
    );
    // A contact of the order's company without the right to edit has a part in it: 34, not 3.
    await refused(
      finance,
      { orderNumber: order, orderAction: 'editOrderData', note: 'x' },
      403,
      34,
    );
    await refused(finance, { orderNumber: order, orderAction: 'cancelOrder' }, 403, 34);
    const edited = await update(admin, {
      orderNumber: order,
      orderAction: 'editOrderData',
      note: 'Admin',
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));

    // Billing the order to the person takes it out of the administrator's reach: asked first.
    await refused(admin, { orderNumber: order, orderAction: 'unsetBillingCustomer' }, 409, 33);
    assert.equal((await detail(order, admin)).body.companyId, companyId);
    await refused(admin, { orderNumber: order, orderAction: 'editBillingCustomer' }, 400, 21);
    await refused(
      admin,
      { orderNumber: order, orderAction: 'editBillingCustomer', billingCustomerId: 999_999 },
      400,
      25,
    );
    const forced = await update(admin, {
      orderNumber: order,
      orderAction: 'unsetBillingCustomer',
      force: true,
    });
    assert.equal(forced.status, 200, JSON.stringify(forced.body));
    assert.equal((await detail(order, admin)).status, 404);
    assert.equal((await detail(order, owner.token)).body.companyId, null);
    assert.deepEqual((await historyOf(order, owner.token)).slice(-1), [
      [
        'unsetBillingCustomer',
        [{ kind: 'billing-changed', name: 'Jana Nováková', taxRegNo: null }],
      ],
    ]);

    // The owner bills it to the company again.
    const billed = await update(owner.token, {
      orderNumber: order,
      orderAction: 'editBillingCustomer',
      billingCustomerId: companyId,
    });
    assert.equal(billed.status, 200, JSON.stringify(billed.body));
    assert.equal(billed.body.result.company, 'Filmová s.r.o.');
    assert.deepEqual(billed.body.result.history.at(-1)?.changes, [
      { kind: 'billing-changed', name: 'Filmová s.r.o.', taxRegNo: '27082440' },
    ]);
    const [line] = await lineIds(order);

    // Lent: no more changes (13), no cancelling (15).
    await moveOrder(t.database.db, order, 'LENT');
    await refused(
      owner.token,
      { orderNumber: order, orderAction: 'cancelItems', items: [{ id: line ?? 0 }] },
      409,
      13,
    );
    await refused(owner.token, { orderNumber: order, orderAction: 'cancelOrder' }, 409, 15);

    // Invoiced, then sent: any change at all is refused with 20.
    await moveOrder(t.database.db, order, 'RETURNED');
    await moveOrder(t.database.db, order, 'INVOICED');
    for (const status of ['INVOICED', 'SENT']) {
      if (status === 'SENT') await moveOrder(t.database.db, order, 'SENT');
      assert.equal((await detail(order, owner.token)).body.status, status);
      for (const body of [
        { orderNumber: order, orderAction: 'unsetBillingCustomer' },
        { orderNumber: order, orderAction: 'cancelItems', items: [{ id: line ?? 0 }] },
        { orderNumber: order, orderAction: 'cancelOrder' },
        { orderNumber: order, orderAction: 'editOrderData', note: 'Po faktuře' },
      ] as OrderUpdateRequest[]) {
        await refused(owner.token, body, 409, 20);
      }
    }
  });
});
