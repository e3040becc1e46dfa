import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  AccountOrderResponse,
  CrewGearList,
  GearListResponse,
  PricedGearList,
} from '@shop/shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import { emails, orderItems, orders } from '../../db/schema';
import { DEMO_ORDER, DEMO_ORDER_NUMBER } from '../../db/seed/demo-data';
import { customerWithOrder } from '../../test/sign-in';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { type GearListTestOrder, placeGearListOrder } from '../../test/test-order';

let t: TestApp;
let order: GearListTestOrder;

before(async () => {
  t = await createTestApp();
  order = await placeGearListOrder(t.database.db, 'produkce-seznam@example.cz');
});
after(async () => {
  await t?.close();
});

const list = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/order/product-list?code=${encodeURIComponent(code)}` });

async function orderAmounts(orderNumber: string): Promise<number[]> {
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  assert.ok(row);
  const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
  return [
    row.price,
    row.vat,
    row.totalWithVat,
    ...items.flatMap((item) => [item.unitPrice, item.total]),
  ].filter((amount) => amount > 0);
}

describe('GET /api/order/product-list', () => {
  it('opens the list with prices by the product-list code: dated blocks, lines, totals', async () => {
    const response = await list(order.productListCode);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['x-robots-tag'], 'noindex');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    const { result } = response.json() as GearListResponse;
    assert.equal(result.kind, 'prices');
    const priced = result as PricedGearList;
    assert.equal(priced.orderNumber, order.orderNumber);
    assert.equal(priced.blocks.length, 2, 'one dated block and the sale block');
    const [rent, sale] = priced.blocks;
    assert.ok(rent?.from && rent.to, 'the rent block has its dates');
    assert.equal(rent.items.length, 2);
    assert.deepEqual(
      sale && {
        from: sale.from,
        to: sale.to,
        count: sale.items.length,
        isSale: sale.items[0]?.isSale,
      },
      { from: null, to: null, count: 1, isSale: true },
    );
    for (const block of priced.blocks) {
      const sum = block.items.reduce((total, item) => total + item.total, 0);
      assert.equal(block.total, sum);
      for (const item of block.items.filter((line) => !line.isSale)) {
        assert.ok(item.unitPrice > 0 && item.total > 0);
      }
    }
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber));
    assert.equal(priced.totalWithVat, row?.totalWithVat);
    assert.equal(priced.price, row?.price);
  });

  it('opens the same list for the crew by the crew code, with no price anywhere', async () => {
    const response = await list(order.crewListCode);
    assert.equal(response.statusCode, 200);
    const { result } = response.json() as GearListResponse;
    assert.equal(result.kind, 'crew');
    const crew = result as CrewGearList;
    assert.deepEqual(
      crew.blocks.map((block) => block.items.map((item) => [item.quantity, item.isSale])),
      [
        [
          [2, false],
          [1, false],
        ],
        [[1, true]],
      ],
    );
    for (const field of ['unitPrice', 'total', 'price', 'vat', 'totalWithVat', 'paid']) {
      assert.ok(!response.body.includes(`"${field}`), `the crew's list has ${field}`);
    }
    for (const amount of await orderAmounts(order.orderNumber)) {
      // Days and quantities are small numbers; every amount of this order is in the hundreds.
      if (amount < 100) continue;
      assert.ok(!response.body.includes(String(amount)), `the crew's list tells ${amount}`);
    }
  });

  it('leaves cancelled lines out', async () => {
    const placed = await placeTestOrder(t.database.db, {
      lines: [
        { productId: 17, quantity: 1 },
        { productId: 5, quantity: 1 },
      ],
    });
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.orderNumber));
    assert.ok(row?.crewListCode);
    await t.database.db
      .update(orderItems)
      .set({ canceledAt: new Date() })
      .where(and(eq(orderItems.orderId, row.id), eq(orderItems.productId, 5)));
    const { result } = (await list(row.crewListCode)).json() as GearListResponse;
    assert.equal(result.blocks.flatMap((block) => block.items).length, 1);
  });

  it('gives a guessed, altered or malformed code a 404 and nothing of the list', async () => {
    const altered = `${order.productListCode.slice(0, -1)}${order.productListCode.endsWith('0') ? '1' : '0'}`;
    for (const code of ['0123456789abcdef0123456789abcdef', altered, 'a b', "x' or 1=1"]) {
      const response = await list(code);
      assert.equal(response.statusCode, 404, code);
      assert.ok(!response.body.includes(order.orderNumber));
    }
    assert.equal((await list('')).statusCode, 400);
    assert.equal((await list('x'.repeat(129))).statusCode, 400);
  });

  it('opens the seeded demo order by its codes', async () => {
    const priced = (await list(DEMO_ORDER.productListCode)).json() as GearListResponse;
    assert.equal(priced.result.kind, 'prices');
    assert.equal(priced.result.orderNumber, DEMO_ORDER_NUMBER);
    const crew = (await list(DEMO_ORDER.crewListCode)).json() as GearListResponse;
    assert.equal(crew.result.kind, 'crew');
  });
});

async function lastEmailTo(to: string) {
  const [email] = await t.database.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, to))
    .orderBy(desc(emails.id))
    .limit(1);
  return email;
}

const send = (code: string, email: string, lang: 'cs' | 'en' = 'cs') => {
  const body = form({ code, email });
  return t.app.inject({
    method: 'POST',
    url: '/api/order/product-list-send',
    ...body,
    headers: { ...body.headers, lang },
  });
};

describe('POST /api/order/product-list-send', () => {
  it('e-mails the link of the list the code opens, in the language asked', async () => {
    const crew = await send(order.crewListCode, 'kamerman@example.cz');
    assert.equal(crew.statusCode, 200, crew.body);
    const crewEmail = await lastEmailTo('kamerman@example.cz');
    assert.ok(crewEmail);
    assert.ok(crewEmail.text.includes(`/t/${order.crewListCode}`));
    assert.ok(!crewEmail.text.includes(order.productListCode));
    assert.match(crewEmail.subject, /štáb/);

    assert.equal((await send(order.productListCode, 'produkce@example.cz', 'en')).statusCode, 200);
    const priced = await lastEmailTo('produkce@example.cz');
    assert.ok(priced);
    assert.ok(priced.text.includes(`/en/p/${order.productListCode}`));
    assert.match(priced.subject, /Equipment list/);
  });

  it('sends nothing for an unknown code or an invalid e-mail', async () => {
    const unknown = await send('0123456789abcdef0123456789abcdef', 'nikdo@example.cz');
    assert.equal(unknown.statusCode, 404);
    assert.equal(await lastEmailTo('nikdo@example.cz'), undefined);
    assert.equal((await send(order.crewListCode, 'not-an-email')).statusCode, 400);
  });

  it('sends at most 3 e-mails an hour to one recipient', async () => {
    const to = 'zahlceny@example.cz';
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await send(order.crewListCode, to)).statusCode, 200);
    }
    const fourth = await send(order.crewListCode, to);
    assert.equal(fourth.statusCode, 429);
    assert.ok(Number(fourth.headers['retry-after']) > 0);
    const sent = await t.database.db.select().from(emails).where(eq(emails.toAddress, to));
    assert.equal(sent.length, 3);
  });
});

describe('the gear lists in the account', () => {
  it('gives the order’s own customer both codes, and another customer nothing', async () => {
    const owner = await customerWithOrder(t.app, t.database.db, 'vlastnik-seznamu@example.cz');
    const other = await customerWithOrder(t.app, t.database.db, 'cizi-seznam@example.cz');
    const detail = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/order/${owner.order.orderNumber}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const own = await detail(owner.accessToken);
    assert.equal(own.statusCode, 200);
    const { result } = own.json() as AccountOrderResponse;
    assert.ok(result.productListCode && result.crewListCode);
    assert.equal(
      ((await list(result.productListCode)).json() as GearListResponse).result.kind,
      'prices',
    );
    assert.equal(
      ((await list(result.crewListCode)).json() as GearListResponse).result.kind,
      'crew',
    );
    const stranger = await detail(other.accessToken);
    assert.equal(stranger.statusCode, 404);
    assert.ok(!stranger.body.includes(result.productListCode));
  });
});
