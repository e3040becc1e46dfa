// The staff commands over HTTP: only with the staff token (in the Authorization header, never the
// URL), every write seen by the shop's API at once, refusals as the staff tool says them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OrderReceivedResponse } from '@shop/shared/contract';
import { addDays } from '@shop/shared/rules/prague-time';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { orderHistory, orders, priceOffers } from '../db/schema';
import { placeTestOrder } from '../test/test-cart';
import { createTestApp, type TestApp } from '../test/test-db';
import { testWeek } from '../test/test-week';
import { StaffError } from './staff-error';
import { askShop } from './staff-server-client';

const TOKEN = 'staff-token-4b1d9e7c2a6f8e0d3c5b7a9f1e2d4c6b';
/** The shop's origin on a port of its own: the links the commands print are on it. */
const PUBLIC_ORIGIN = 'http://127.0.0.1:9137';

let t: TestApp;
let origin: string;
before(async () => {
  t = await createTestApp({ config: { staffToken: TOKEN, publicOrigin: PUBLIC_ORIGIN } });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await t?.close();
});

function command(argv: string[], headers: Record<string, string> = {}): InjectOptions {
  return {
    method: 'POST',
    url: '/api/staff/commands',
    headers: { authorization: `Bearer ${TOKEN}`, ...headers },
    payload: { argv },
  };
}

/** Each order a day of its own, from a week of business days some ten weeks ahead. */
const firstDay = testWeek(10)(0);
let count = 0;
async function placed() {
  count += 1;
  const day = addDays(firstDay, count);
  return placeTestOrder(t.database.db, {
    lines: [{ productId: 17, quantity: 1 }],
    email: `pult-${count}@example.cz`,
    from: `${day}T10:00`,
    to: `${day}T18:00`,
  });
}

async function received(order: { orderNumber: string; estimateCode: string }) {
  const response = await t.app.inject(
    `/api/order/received/${order.orderNumber}?code=${order.estimateCode}`,
  );
  assert.equal(response.statusCode, 200);
  return (response.json() as OrderReceivedResponse).order;
}

describe('the staff commands over HTTP', () => {
  it('refuses a request without the token, with a wrong one, or with it in the URL', async () => {
    const order = await placed();
    const argv = ['payment', order.orderNumber, '100'];
    for (const [label, request] of [
      ['no token', { ...command(argv), headers: {} }],
      ['wrong token', command(argv, { authorization: `Bearer ${TOKEN.slice(0, -1)}x` })],
      ['basic auth', command(argv, { authorization: `Basic ${btoa(`staff:${TOKEN}`)}` })],
      [
        'token in the URL',
        { ...command(argv), headers: {}, url: `/api/staff/commands?token=${TOKEN}` },
      ],
    ] as const) {
      const response = await t.app.inject(request);
      assert.equal(response.statusCode, 401, label);
      assert.equal(response.headers['cache-control'], 'no-store', label);
      assert.ok(!response.body.includes(order.orderNumber), label);
    }
    const [row] = await t.database.db
      .select({ paidAmount: orders.paidAmount })
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber));
    assert.equal(row?.paidAmount, 0, 'nothing was recorded');
  });

  it('records a payment, a status and an offer that the shop shows at once', async () => {
    const order = await placed();
    assert.equal((await received(order)).paymentStatus, 'unpaid');

    const total = (await received(order)).totalWithVat;
    const paid = await t.app.inject(command(['payment', order.orderNumber, String(total)]));
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.headers['cache-control'], 'no-store');
    assert.match(paid.json().output, new RegExp(`the shop keeps ${total} CZK, PAID`));
    const after = await received(order);
    assert.equal(after.status, 'PAID');
    assert.equal(after.paymentStatus, 'paid');

    const lent = await t.app.inject(command(['status', order.orderNumber, 'LENT']));
    assert.equal(lent.statusCode, 409, 'LENT is the desk’s handover');
    const ready = await t.app.inject(command(['ready', order.orderNumber, 'READY']));
    assert.equal(ready.statusCode, 200, ready.body);
    const history = await t.database.db
      .select({ action: orderHistory.action })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.orderId));
    assert.deepEqual(
      history.map((entry) => entry.action).filter((action) => action.startsWith('staff:')),
      ['staff:payment', 'staff:ready'],
    );

    const offer = await t.app.inject(
      command([
        'offer-create',
        '--name',
        'Nabídka z pultu',
        '--name-en',
        'Counter offer',
        '--from',
        '2031-10-06T10:00',
        '--to',
        '2031-10-08T18:00',
        '--price',
        '9000',
        '--item',
        '17:1',
      ]),
    );
    assert.equal(offer.statusCode, 200, offer.body);
    // The links are the running shop's, not a default port's.
    const code = new RegExp(`${PUBLIC_ORIGIN}/price-offer/([0-9a-f]{32})`).exec(
      offer.json().output,
    )?.[1];
    assert.ok(code, offer.json().output);
    const shown = await t.app.inject(`/api/price-offer/${code}`);
    assert.equal(shown.statusCode, 200, shown.body);
    assert.match(shown.body, /Nabídka z pultu/);
    const [stored] = await t.database.db
      .select({ id: priceOffers.id })
      .from(priceOffers)
      .where(eq(priceOffers.code, code));
    assert.ok(stored);
  });

  it('answers wrong usage 400 and a refused change 409, in the staff tool’s words', async () => {
    const usage = await t.app.inject(command(['payment']));
    assert.equal(usage.statusCode, 400);
    assert.equal(usage.json().usage, true);
    assert.match(usage.json().message, /^Usage: npm run staff/);
    const order = await placed();
    const refused = await t.app.inject(command(['status', order.orderNumber, 'INVOICED']));
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /an order in ORDERED cannot become INVOICED/);
  });

  it('is what the staff tool’s client asks, over a real connection', async () => {
    const order = await placed();
    const shop = { url: origin, token: TOKEN };
    assert.match(await askShop(shop, ['ready', order.orderNumber, 'READY']), /: Ready$/);
    await assert.rejects(askShop({ ...shop, token: `${TOKEN}x` }, ['orders']), (error) => {
      assert.ok(error instanceof StaffError);
      assert.match(error.message, /refused the staff token/);
      return true;
    });
    await assert.rejects(askShop(shop, ['payment', order.orderNumber]), (error) => {
      assert.ok(error instanceof StaffError);
      assert.equal(error.exitCode, 2);
      return true;
    });
  });

  it('does not exist without a staff token', async () => {
    const plain = await createTestApp();
    try {
      assert.ok(!plain.app.routeCatalogue.some((route) => route.access.kind === 'staff'));
      assert.equal((await plain.app.inject(command(['orders']))).statusCode, 404);
    } finally {
      await plain.close();
    }
  });
});
