import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  DeskAlternativesResponse,
  DeskConflictAnswer,
  OrderChangeEntry,
} from '@shop/shared/contract';
import { DESK_REFUSALS } from '@shop/shared/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  emails,
  orderHistory,
  orders,
  productAlternatives,
  products,
  staffAudit,
} from '../../db/schema';
import { customerWithOrder } from '../../test/sign-in';
import { staffSession } from '../../test/staff-session';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, type TestApp } from '../../test/test-db';
import { testWeek } from '../../test/test-week';
import { giveUnits } from '../../test/units';

let t: TestApp;
let desk: string;
before(async () => {
  t = await createTestApp();
  desk = await staffSession(t, 'konflikt-pult@pujcovna.example.cz', 'desk');
});
after(async () => {
  await t?.close();
});

const day = testWeek(14);

let productCount = 0;
/** A rentable product of its own with `n` units. */
async function productWithUnits(n: number) {
  productCount += 1;
  const [product] = await t.database.db
    .insert(products)
    .values({
      slug: `test-konflikt-${productCount}`,
      slugEn: `test-conflict-${productCount}`,
      name: `Test konflikt ${productCount}`,
      nameEn: `Test conflict ${productCount}`,
      brand: 'Test',
      categoryId: 1,
      basePricePerDay: 100,
    })
    .returning({
      id: products.id,
      slug: products.slug,
      name: products.name,
      nameEn: products.nameEn,
    });
  assert.ok(product);
  await giveUnits(t.database.db, product.id, n);
  return product;
}

let orderCount = 0;
/** An order of `quantity` pieces over day(offset), in cs or en: its id, number and e-mail. */
async function order(productId: number, quantity: number, offset = 0, locale: 'cs' | 'en' = 'cs') {
  orderCount += 1;
  const email = `konflikt-${orderCount}@example.cz`;
  const placed = await placeTestOrder(
    t.database.db,
    {
      lines: [{ productId, quantity }],
      email,
      from: `${day(offset)}T10:00`,
      to: `${day(offset + 1)}T18:00`,
    },
    locale,
  );
  await t.app.flushOutbox();
  return { ...placed, email };
}

const step = (orderId: number, what: string, payload?: object, cookie = desk) =>
  t.app.inject({
    method: what === 'alternatives' ? 'GET' : 'POST',
    url: `/api/desk/orders/${orderId}/${what}`,
    headers: { cookie: `desk_session=${cookie}` },
    ...(payload ? { payload } : {}),
  });

async function statusOf(orderId: number) {
  const [row] = await t.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

async function historyOf(orderId: number): Promise<Array<[string, OrderChangeEntry[]]>> {
  const rows = await t.database.db
    .select({ action: orderHistory.action, details: orderHistory.details })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.id));
  return rows.map((row) => [row.action, (row.details as { changes: OrderChangeEntry[] }).changes]);
}

async function auditOf(orderId: number) {
  return t.database.db
    .select({ action: staffAudit.action, before: staffAudit.before, after: staffAudit.after })
    .from(staffAudit)
    .where(eq(staffAudit.orderId, orderId))
    .orderBy(asc(staffAudit.id));
}

async function mailsTo(to: string, afterId = 0) {
  return t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, to), gt(emails.id, afterId)))
    .orderBy(asc(emails.id));
}

const refused = (response: { statusCode: number; json: () => { message: string } }) => [
  response.statusCode,
  response.json().message,
];

describe('confirming a conflict order at the board', () => {
  it('refuses while units do not allow it, confirms once they do, and only once', async () => {
    const product = await productWithUnits(1);
    const holder = await order(product.id, 1);
    const conflict = await order(product.id, 1);
    assert.equal(conflict.status, 'CREATED');

    assert.deepEqual(refused(await step(conflict.orderId, 'confirm')), [
      409,
      DESK_REFUSALS.stillShort,
    ]);
    assert.equal(await statusOf(conflict.orderId), 'CREATED');

    await t.database.db
      .update(orders)
      .set({ status: 'CANCELED' })
      .where(eq(orders.id, holder.orderId));
    const confirmed = await step(conflict.orderId, 'confirm');
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const answer = confirmed.json() as DeskConflictAnswer;
    assert.equal(answer.status, 'ORDERED');
    assert.equal(answer.documents.length, 1, 'the proforma that asks for the payment');
    assert.equal(await statusOf(conflict.orderId), 'ORDERED');
    assert.deepEqual(await historyOf(conflict.orderId), [
      ['staff:confirm', [{ kind: 'order-confirmed' }]],
    ]);
    assert.deepEqual(await auditOf(conflict.orderId), [
      { action: 'order.confirm', before: { status: 'CREATED' }, after: { status: 'ORDERED' } },
    ]);
    const [mail] = (await mailsTo(conflict.email)).filter((row) =>
      row.subject.startsWith('Potvrzení dostupnosti'),
    );
    assert.ok(mail, 'the customer is told to pay');

    assert.deepEqual(refused(await step(conflict.orderId, 'confirm')), [
      409,
      DESK_REFUSALS.notConflict,
    ]);
    assert.deepEqual(refused(await step(99_999_999, 'confirm')), [
      404,
      DESK_REFUSALS.orderNotFound,
    ]);
  });

  it('lets one of twenty desks confirm twenty orders into the last unit, and tells the rest why', async () => {
    const product = await productWithUnits(0);
    const placed = [];
    for (let n = 0; n < 20; n += 1) placed.push(await order(product.id, 1));
    assert.ok(
      placed.every((conflict) => conflict.status === 'CREATED'),
      'no unit yet',
    );
    await giveUnits(t.database.db, product.id, 1);
    const answers = await Promise.all(placed.map((conflict) => step(conflict.orderId, 'confirm')));
    const won = answers.filter((answer) => answer.statusCode === 200);
    const lost = answers.filter((answer) => answer.statusCode === 409);
    assert.equal(won.length, 1, answers.map((answer) => answer.body).join(' | '));
    assert.equal(lost.length, 19);
    for (const answer of lost) assert.equal(answer.json().message, DESK_REFUSALS.stillShort);
    const after = await Promise.all(placed.map((conflict) => statusOf(conflict.orderId)));
    assert.deepEqual(
      after.filter((status) => status === 'ORDERED'),
      ['ORDERED'],
    );
    assert.equal(after.filter((status) => status === 'CREATED').length, 19);
  });
});

describe('cancelling a conflict order at the board', () => {
  it('cancels it and tells the customer in their language, with the desk’s words', async () => {
    const product = await productWithUnits(0);
    const conflict = await order(product.id, 1, 2, 'en');
    assert.equal(conflict.status, 'CREATED');
    const [last] = (await mailsTo(conflict.email)).slice(-1);

    const blank = await step(conflict.orderId, 'cancel', { message: '   ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(await statusOf(conflict.orderId), 'CREATED');

    const words = 'We are sorry: the only unit is in repair until after your shoot.';
    const canceled = await step(conflict.orderId, 'cancel', { message: `  ${words} ` });
    assert.equal(canceled.statusCode, 200, canceled.body);
    assert.equal((canceled.json() as DeskConflictAnswer).status, 'CANCELED');
    assert.equal(await statusOf(conflict.orderId), 'CANCELED');
    const [mail, ...more] = await mailsTo(conflict.email, last?.id ?? 0);
    assert.equal(more.length, 0);
    assert.equal(mail?.subject, `Order ${conflict.orderNumber} cancelled`);
    assert.match(mail?.text ?? '', new RegExp(`Message from the rental: ${words}`));
    assert.deepEqual(await historyOf(conflict.orderId), [
      ['staff:cancel', [{ kind: 'order-canceled' }, { kind: 'staff-message', text: words }]],
    ]);
    assert.deepEqual(refused(await step(conflict.orderId, 'cancel', { message: words })), [
      409,
      DESK_REFUSALS.notConflict,
    ]);
  });
});

describe('offering an alternative to a conflict order', () => {
  it('lists the catalogue’s alternatives with their free pieces and offers one that is free', async () => {
    const lacking = await productWithUnits(1);
    const roomy = await productWithUnits(3);
    const scarce = await productWithUnits(1);
    const unrelated = await productWithUnits(5);
    await t.database.db.insert(productAlternatives).values([
      { productId: lacking.id, alternativeId: roomy.id, position: 0 },
      { productId: lacking.id, alternativeId: scarce.id, position: 1 },
    ]);
    const conflict = await order(lacking.id, 3);
    assert.equal(conflict.status, 'CREATED');

    const listed = await step(conflict.orderId, 'alternatives');
    assert.equal(listed.statusCode, 200, listed.body);
    assert.deepEqual((listed.json() as DeskAlternativesResponse).products, [
      {
        productId: lacking.id,
        name: lacking.name,
        nameEn: lacking.nameEn,
        missing: 2,
        alternatives: [
          { productId: roomy.id, name: roomy.name, nameEn: roomy.nameEn, available: 3 },
          { productId: scarce.id, name: scarce.name, nameEn: scarce.nameEn, available: 1 },
        ],
      },
    ]);

    const offer = (alternativeId: number, productId = lacking.id) =>
      step(conflict.orderId, 'alternative', { productId, alternativeId, message: '' });
    assert.deepEqual(refused(await offer(scarce.id)), [409, DESK_REFUSALS.alternativeNotFree]);
    assert.deepEqual(refused(await offer(unrelated.id)), [409, DESK_REFUSALS.notAlternative]);
    assert.deepEqual(refused(await offer(lacking.id, roomy.id)), [409, DESK_REFUSALS.notShort]);
    assert.deepEqual(await historyOf(conflict.orderId), [], 'a refusal changes nothing');

    const [last] = (await mailsTo(conflict.email)).slice(-1);
    const offered = await step(conflict.orderId, 'alternative', {
      productId: lacking.id,
      alternativeId: roomy.id,
      message: 'Je to stejná optika, jen novější.',
    });
    assert.equal(offered.statusCode, 200, offered.body);
    assert.equal((offered.json() as DeskConflictAnswer).status, 'CREATED');
    const [mail, ...more] = await mailsTo(conflict.email, last?.id ?? 0);
    assert.equal(more.length, 0);
    assert.equal(
      mail?.subject,
      `Náhrada za nedostupnou techniku – objednávka ${conflict.orderNumber}`,
    );
    const text = mail?.text ?? '';
    assert.match(text, new RegExp(`nemáme na vaše termíny dost kusů ${lacking.name}\\.`));
    assert.match(text, new RegExp(`nabídnout ${roomy.name}, který`));
    assert.match(text, /Je to stejná optika, jen novější\./);
    assert.match(text, new RegExp(`Zobrazit náhradu: http[^\\s]+/${roomy.slug}`));
    assert.deepEqual(await historyOf(conflict.orderId), [
      [
        'staff:alternative',
        [
          {
            kind: 'alternative-offered',
            name: roomy.name,
            nameEn: roomy.nameEn,
            insteadName: lacking.name,
            insteadNameEn: lacking.nameEn,
          },
          { kind: 'staff-message', text: 'Je to stejná optika, jen novější.' },
        ],
      ],
    ]);
    assert.equal(await statusOf(conflict.orderId), 'CREATED', 'the customer decides');
  });
});

describe('the board’s steps are the desk’s', () => {
  it('refuses a customer, and validates what it is given', async () => {
    const product = await productWithUnits(0);
    const conflict = await order(product.id, 1);
    const { accessToken } = await customerWithOrder(
      t.app,
      t.database.db,
      'konflikt-zakaznik@example.cz',
    );
    const customer = await t.app.inject({
      method: 'POST',
      url: `/api/desk/orders/${conflict.orderId}/confirm`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    assert.equal(customer.statusCode, 401);
    for (const payload of [{}, { message: 'x'.repeat(2001) }, { message: { text: 'a' } }]) {
      assert.equal((await step(conflict.orderId, 'cancel', payload)).statusCode, 400);
    }
    assert.equal(
      (
        await step(conflict.orderId, 'alternative', {
          productId: 'x',
          alternativeId: 1,
          message: '',
        })
      ).statusCode,
      400,
    );
    assert.equal(await statusOf(conflict.orderId), 'CREATED');
  });
});
