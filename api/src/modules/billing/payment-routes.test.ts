import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PaymentCreateResponse, PaymentStatusResponse } from '@shop/shared/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { documents, orders, payments } from '../../db/schema';
import { confirmOrder, setOrderStatus } from '../../staff/staff-commands';
import { placeTestOrder } from '../../test/test-cart';
import { createTestDatabase, form, type TestDatabase } from '../../test/test-db';
import type { PaymentGateway, PaymentGatewayStatus } from '../payment';
import {
  createGoPayGateway,
  GATEWAY_UNAVAILABLE_MESSAGE,
  SANDBOX_CARD_DECLINED,
  SANDBOX_CARD_SUCCESS,
} from '../payment';

const ORIGIN = 'https://shop.example.cz';
let database: TestDatabase;
let app: FastifyInstance;

before(async () => {
  database = await createTestDatabase();
  app = buildApp({ db: database.db, config: { publicOrigin: ORIGIN } });
  await app.ready();
});
after(async () => {
  await app?.close();
  await database?.close();
});

async function orderOf(id: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  assert.ok(row);
  return row;
}

/** The order's documents of a type as stored, oldest first. */
async function documentsOf(orderId: number, type: 'estimate' | 'tax-document') {
  return database.db
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.type, type)))
    .orderBy(asc(documents.id));
}

/** What a tax document for a received payment of `amount` CZK says of it (VAT: × 21/121). */
function assertTaxDocument(
  document: typeof documents.$inferSelect | undefined,
  payment: typeof payments.$inferSelect | undefined,
  amount: number,
) {
  assert.ok(document && payment);
  assert.match(document.number, /^DP\d{8}$/);
  assert.equal(document.paymentId, payment.id);
  assert.equal(document.totalWithVat, amount);
  assert.equal(document.vat, Math.round((amount * 21) / 121));
  assert.equal(document.price, amount - (document.vat ?? 0));
  const content = document.content as {
    received: { date: string; method: string; amount: number } | null;
    taxableSupplyDate: string | null;
  };
  assert.equal(content.received?.method, 'card');
  assert.equal(content.received?.amount, amount);
  assert.equal(content.taxableSupplyDate, content.received?.date);
}

async function createPayment(
  target: FastifyInstance,
  orderNumber: string,
  code: string,
  lang = 'cs',
) {
  const response = await target.inject({
    method: 'POST',
    url: '/api/payment/create',
    ...form({ orderNumber, code, lang }),
  });
  return response;
}

/** The path of the sandbox card page from its absolute gateway URL. */
const pagePath = (gatewayUrl: string) => {
  const url = new URL(gatewayUrl);
  return `${url.pathname}${url.search}`;
};

function payWith(path: string, cardNumber: string, extra: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: path,
    ...form({ cardNumber, expiry: '12/39', cvc: '123', action: 'pay', ...extra }),
  });
}

describe('card payment through the sandbox gateway', () => {
  it('create → card page → success card → verified status: the order is PAID once', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 17, quantity: 1 }] });
    const created = await createPayment(app, placed.orderNumber, placed.estimateCode);
    assert.equal(created.statusCode, 200);
    const body = created.json() as PaymentCreateResponse;
    assert.equal(body.success, true);
    assert.match(body.paymentId, /^\d+$/);
    assert.match(
      body.gatewayUrl,
      new RegExp(`^${ORIGIN}/api/sandbox-gateway/pay/${body.paymentId}\\?secret=[\\w-]{22}$`),
    );
    const order = await orderOf(placed.orderId);
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayId, body.paymentId));
    assert.equal(payment?.amount, order.totalWithVat);
    assert.equal(payment?.state, 'CREATED');

    const page = await app.inject(pagePath(body.gatewayUrl));
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(page.body, /<html lang="cs">/);
    // Only a demo shop has the sandbox gateway: its page says so first, as the shop's pages do.
    assert.match(
      page.body,
      /<body>\n<header><p class="demo" role="note">Ukázkový obchod – platby jsou simulované<\/p>/,
    );
    assert.match(page.body, /<label for="cardNumber">Číslo karty<\/label>/);
    assert.match(page.body, /<label for="expiry">/);
    assert.match(page.body, /<label for="cvc">/);
    assert.match(page.body, /autocomplete="cc-number"/);

    const paid = await payWith(pagePath(body.gatewayUrl), '4444 4444 4444 4448');
    assert.equal(paid.statusCode, 303);
    const back = `${ORIGIN}/api/payment/return?lang=cs&code=${placed.estimateCode}&id=${body.paymentId}`;
    assert.equal(paid.headers.location, back);
    const returned = await app.inject(new URL(back).pathname + new URL(back).search);
    assert.equal(returned.statusCode, 302);
    assert.equal(
      returned.headers.location,
      `${ORIGIN}/online-platby/gopay/${body.paymentId}?code=${placed.estimateCode}`,
    );

    const status = await app.inject(
      `/api/payment/status/${body.paymentId}?code=${placed.estimateCode}`,
    );
    assert.equal(status.statusCode, 200);
    assert.deepEqual(status.json() as PaymentStatusResponse, {
      success: true,
      state: 'PAID',
      orderNumber: placed.orderNumber,
      orderStatus: 'PAID',
      paymentStatus: 'paid',
    });
    const after = await orderOf(placed.orderId);
    assert.equal(after.status, 'PAID');
    assert.equal(after.paidAmount, order.totalWithVat);
    // Received before any invoice: its tax document, and it settles the proforma that asked.
    const [received] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayId, body.paymentId));
    const [proforma] = await documentsOf(placed.orderId, 'estimate');
    assert.equal(received?.settlesDocumentId, proforma?.id);
    const [taxDocument, ...more] = await documentsOf(placed.orderId, 'tax-document');
    assertTaxDocument(taxDocument, received, order.totalWithVat);
    assert.equal(more.length, 0);

    // Replays (status 5× in a row, then concurrently with notifications) add nothing.
    for (let i = 0; i < 5; i += 1) {
      assert.equal(
        (await app.inject(`/api/payment/status/${body.paymentId}?code=${placed.estimateCode}`))
          .statusCode,
        200,
      );
    }
    await Promise.all([
      ...Array.from({ length: 5 }, () =>
        app.inject(`/api/payment/status/${body.paymentId}?code=${placed.estimateCode}`),
      ),
      ...Array.from({ length: 3 }, () => app.inject(`/api/payment/notify?id=${body.paymentId}`)),
    ]);
    assert.equal((await orderOf(placed.orderId)).paidAmount, order.totalWithVat);
    assert.equal((await documentsOf(placed.orderId, 'tax-document')).length, 1);

    // A paid order cannot be paid again.
    const again = await createPayment(app, placed.orderNumber, placed.estimateCode);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { success: false, message: 'Invoice already fully paid' });
    // The closed payment's page says so.
    const closed = await app.inject(pagePath(body.gatewayUrl));
    assert.match(closed.body, /Tato platba už je uzavřena/);
  });

  it('a declined card ends CANCELED and leaves the order as it was', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 18, quantity: 1 }] });
    const before = await orderOf(placed.orderId);
    const { paymentId, gatewayUrl } = (
      await createPayment(app, placed.orderNumber, placed.estimateCode, 'en')
    ).json() as PaymentCreateResponse;
    const page = await app.inject(pagePath(gatewayUrl));
    assert.match(page.body, /<html lang="en">/);
    assert.match(page.body, /<p class="demo" role="note">Demo shop – payments are simulated<\/p>/);
    assert.match(page.body, /<label for="cardNumber">Card number<\/label>/);
    const declined = await payWith(pagePath(gatewayUrl), SANDBOX_CARD_DECLINED);
    assert.equal(declined.statusCode, 303);
    assert.equal(
      declined.headers.location,
      `${ORIGIN}/api/payment/return?lang=en&code=${placed.estimateCode}&id=${paymentId}`,
    );
    const returned = await app.inject(
      `/api/payment/return?lang=en&code=${placed.estimateCode}&id=${paymentId}`,
    );
    assert.equal(
      returned.headers.location,
      `${ORIGIN}/en/online-platby/gopay/${paymentId}?code=${placed.estimateCode}`,
    );
    const status = (
      await app.inject(`/api/payment/status/${paymentId}?code=${placed.estimateCode}`)
    ).json() as PaymentStatusResponse;
    assert.equal(status.state, 'CANCELED');
    assert.equal(status.orderStatus, 'ORDERED');
    assert.equal(status.paymentStatus, 'unpaid');
    const after = await orderOf(placed.orderId);
    assert.equal(after.status, before.status);
    assert.equal(after.paidAmount, 0);
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayId, paymentId));
    assert.equal(payment?.state, 'CANCELED');
    assert.equal(payment?.paidAt, null);
    assert.deepEqual(await documentsOf(placed.orderId, 'tax-document'), []);
    // A new payment may follow a declined one.
    assert.equal(
      (await createPayment(app, placed.orderNumber, placed.estimateCode)).statusCode,
      200,
    );
  });

  it('the card form shows errors by field (400) and the cancel button cancels', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 19, quantity: 1 }] });
    const { paymentId, gatewayUrl } = (
      await createPayment(app, placed.orderNumber, placed.estimateCode)
    ).json() as PaymentCreateResponse;
    const bad = await payWith(pagePath(gatewayUrl), '1234 5678 9012 3456', {
      expiry: '13/20',
      cvc: '1',
    });
    assert.equal(bad.statusCode, 400);
    assert.match(
      bad.body,
      /id="cardNumber"[^>]*aria-describedby="cardNumber-error" aria-invalid="true"/,
    );
    assert.match(bad.body, /Číslo karty není platné/);
    assert.match(bad.body, /Platnost zadejte ve tvaru MM\/RR/);
    assert.match(bad.body, /CVC má 3 nebo 4 číslice/);
    assert.match(bad.body, /value="1234 5678 9012 3456"/);
    const notTest = await payWith(pagePath(gatewayUrl), '4111111111111111');
    assert.equal(notTest.statusCode, 400);
    assert.match(notTest.body, /testovacích karet/);
    const cancel = await app.inject({
      method: 'POST',
      url: pagePath(gatewayUrl),
      ...form({ action: 'cancel' }),
    });
    assert.equal(cancel.statusCode, 303);
    const status = (
      await app.inject(`/api/payment/status/${paymentId}?code=${placed.estimateCode}`)
    ).json() as PaymentStatusResponse;
    assert.equal(status.state, 'CANCELED');
    // Paying a closed payment is refused.
    assert.equal((await payWith(pagePath(gatewayUrl), SANDBOX_CARD_SUCCESS)).statusCode, 409);
  });

  it('refuses unknown orders, wrong codes and bad input', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 20, quantity: 1 }] });
    const wrong = await createPayment(app, placed.orderNumber, '0'.repeat(32));
    assert.equal(wrong.statusCode, 404);
    assert.deepEqual(wrong.json(), { success: false, message: 'Order not found' });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/payment/create',
      ...form({ code: 'x' }),
    });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /orderNumber is required/);
    const badLang = await createPayment(app, placed.orderNumber, placed.estimateCode, 'de');
    assert.equal(badLang.statusCode, 400);
    assert.match(badLang.json().message, /lang/);
    assert.equal((await app.inject('/api/payment/status/999999999999?code=abc')).statusCode, 404);
    // The status of a payment is answered only with its order's estimate code.
    const other = await placeTestOrder(database.db, { lines: [{ productId: 21, quantity: 1 }] });
    const { paymentId } = (
      await createPayment(app, placed.orderNumber, placed.estimateCode)
    ).json() as PaymentCreateResponse;
    assert.equal((await app.inject(`/api/payment/status/${paymentId}`)).statusCode, 400);
    const foreign = await app.inject(`/api/payment/status/${paymentId}?code=${other.estimateCode}`);
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(foreign.json(), { success: false, message: 'Payment not found' });
    assert.equal(
      (await app.inject(`/api/payment/status/${paymentId}?code=${placed.estimateCode}`)).statusCode,
      200,
    );
    const unknown = await app.inject('/api/payment/notify?id=abc');
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json(), { success: true });
    assert.equal((await app.inject('/api/payment/notify')).statusCode, 400);
    assert.equal((await app.inject('/api/sandbox-gateway/pay/42?secret=x')).statusCode, 404);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/sandbox-gateway/payments/payment',
      payload: { amount: -1 },
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().success, false);
    const noToken = await app.inject('/api/sandbox-gateway/payments/payment/1');
    assert.equal(noToken.statusCode, 401);
  });
});

describe('orders that take no card payment', () => {
  it('a conflict order only once staff confirm it; then its new proforma asks for the payment', async () => {
    // Rent lines without dates cannot be checked: the order waits for staff (CREATED).
    const placed = await placeTestOrder(database.db, {
      lines: [{ productId: 26, quantity: 1 }],
      from: null,
      to: null,
    });
    const order = await orderOf(placed.orderId);
    assert.equal(order.status, 'CREATED');
    const refused = await createPayment(app, placed.orderNumber, placed.estimateCode);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), {
      success: false,
      message:
        'The equipment’s availability is being confirmed: the order can be paid once staff confirm it',
    });
    assert.deepEqual(
      await database.db.select().from(payments).where(eq(payments.orderId, placed.orderId)),
      [],
    );
    const [first] = await documentsOf(placed.orderId, 'estimate');
    assert.ok(first);
    assert.equal((first.content as { payment: unknown }).payment, null);

    await confirmOrder(database.db, placed.orderNumber);
    assert.equal((await orderOf(placed.orderId)).status, 'ORDERED');
    const [, second] = await documentsOf(placed.orderId, 'estimate');
    assert.ok(second);
    assert.equal(
      (second.content as { payment: { amount: number } | null }).payment?.amount,
      order.totalWithVat,
    );
    // The order's link (its first proforma's code) now opens the payment of what is owed.
    const created = await createPayment(app, placed.orderNumber, placed.estimateCode);
    assert.equal(created.statusCode, 200, created.body);
    const { paymentId } = created.json() as PaymentCreateResponse;
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayId, paymentId));
    assert.equal(payment?.amount, order.totalWithVat);
  });

  it('a cancelled order', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 27, quantity: 1 }] });
    await setOrderStatus(database.db, placed.orderNumber, 'CANCELED');
    const refused = await createPayment(app, placed.orderNumber, placed.estimateCode);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), { success: false, message: 'The order takes no payment' });
  });
});

describe('the sandbox card page opens only with its secret', () => {
  it('answers 404 to the payment id alone or a wrong secret, and cancels nothing', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 17, quantity: 1 }] });
    const { paymentId, gatewayUrl } = (
      await createPayment(app, placed.orderNumber, placed.estimateCode)
    ).json() as PaymentCreateResponse;
    const bare = `/api/sandbox-gateway/pay/${paymentId}`;
    const wrong = `${bare}?secret=${'A'.repeat(22)}`;
    for (const path of [bare, wrong]) {
      const page = await app.inject(path);
      assert.ok([400, 404].includes(page.statusCode), `${path}: ${page.statusCode}`);
      assert.ok(!page.body.includes(placed.orderNumber), 'the page names no order');
      const cancel = await app.inject({ method: 'POST', url: path, ...form({ action: 'cancel' }) });
      assert.ok([400, 404].includes(cancel.statusCode), `${path}: ${cancel.statusCode}`);
    }
    const page = await app.inject(pagePath(gatewayUrl));
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes(placed.orderNumber));
    const status = await app.inject(`/api/payment/status/${paymentId}?code=${placed.estimateCode}`);
    assert.equal((status.json() as { state: string }).state, 'CREATED');
  });
});

describe('the sandbox gateway behind a load balancer', () => {
  let other: FastifyInstance;
  before(async () => {
    // A second API instance on the same database, with sandbox credentials of its own.
    other = buildApp({ db: database.db, config: { publicOrigin: ORIGIN } });
    await other.ready();
  });
  after(async () => {
    await other?.close();
  });

  it('pays on one instance a payment another created, and either verifies it', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 24, quantity: 1 }] });
    const total = (await orderOf(placed.orderId)).totalWithVat;
    const { paymentId, gatewayUrl } = (
      await createPayment(app, placed.orderNumber, placed.estimateCode)
    ).json() as PaymentCreateResponse;
    const page = await other.inject(pagePath(gatewayUrl));
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes(placed.orderNumber));
    const paid = await other.inject({
      method: 'POST',
      url: pagePath(gatewayUrl),
      ...form({ cardNumber: SANDBOX_CARD_SUCCESS, expiry: '12/39', cvc: '123', action: 'pay' }),
    });
    assert.equal(paid.statusCode, 303);
    for (const instance of [app, other]) {
      const status = (
        await instance.inject(`/api/payment/status/${paymentId}?code=${placed.estimateCode}`)
      ).json() as PaymentStatusResponse;
      assert.equal(status.state, 'PAID');
      assert.equal(status.orderStatus, 'PAID');
    }
    assert.equal((await orderOf(placed.orderId)).paidAmount, total);
  });

  it('closes a payment once when two instances get its card form at the same time', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 25, quantity: 1 }] });
    const { paymentId, gatewayUrl } = (
      await createPayment(other, placed.orderNumber, placed.estimateCode)
    ).json() as PaymentCreateResponse;
    const send = (instance: FastifyInstance, fields: Record<string, string>) =>
      instance.inject({ method: 'POST', url: pagePath(gatewayUrl), ...form(fields) });
    const answers = await Promise.all([
      send(app, { cardNumber: SANDBOX_CARD_SUCCESS, expiry: '12/39', cvc: '123', action: 'pay' }),
      send(other, { action: 'cancel' }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [303, 409]);
    const winner = answers[0]?.statusCode === 303 ? 'PAID' : 'CANCELED';
    const status = (
      await app.inject(`/api/payment/status/${paymentId}?code=${placed.estimateCode}`)
    ).json() as PaymentStatusResponse;
    assert.equal(status.state, winner);
  });
});

describe('payment verification with a scripted gateway', () => {
  let scripted: FastifyInstance;
  let next: PaymentGatewayStatus = { state: 'CREATED', amount: 0 };
  let created = 0;
  const gateway: PaymentGateway = {
    createPayment: async () => {
      created += 1;
      return { gatewayId: `77${created}`, gatewayUrl: `https://gw.example/pay/77${created}` };
    },
    getStatus: async () => next,
  };

  before(async () => {
    scripted = buildApp({
      db: database.db,
      paymentGateway: gateway,
      config: { publicOrigin: ORIGIN },
    });
    await scripted.ready();
  });
  after(async () => {
    await scripted?.close();
  });

  it('trusts only the gateway: PAID once under concurrent status calls and notifications', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 21, quantity: 1 }] });
    const total = (await orderOf(placed.orderId)).totalWithVat;
    const { paymentId } = (
      await createPayment(scripted, placed.orderNumber, placed.estimateCode)
    ).json() as PaymentCreateResponse;
    next = { state: 'CREATED', amount: total };
    const pending = (
      await scripted.inject(`/api/payment/status/${paymentId}?code=${placed.estimateCode}`)
    ).json() as PaymentStatusResponse;
    assert.equal(pending.state, 'CREATED');
    assert.equal((await orderOf(placed.orderId)).status, 'ORDERED');

    next = { state: 'PAID', amount: total };
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        scripted.inject(`/api/payment/status/${paymentId}?code=${placed.estimateCode}`),
      ),
      ...Array.from({ length: 4 }, () => scripted.inject(`/api/payment/notify?id=${paymentId}`)),
    ]);
    for (const answer of answers) assert.equal(answer.statusCode, 200);
    const order = await orderOf(placed.orderId);
    assert.equal(order.paidAmount, total);
    assert.equal(order.status, 'PAID');
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayId, paymentId));
    assert.ok(payment?.paidAt);
    const paidAt = payment.paidAt.getTime();
    for (let i = 0; i < 5; i += 1)
      await scripted.inject(`/api/payment/status/${paymentId}?code=${placed.estimateCode}`);
    const [again] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayId, paymentId));
    assert.equal(again?.paidAt?.getTime(), paidAt, 'paid_at is set once');
    // A later gateway answer cannot undo a recorded payment.
    next = { state: 'CANCELED', amount: total };
    const later = (
      await scripted.inject(`/api/payment/status/${paymentId}?code=${placed.estimateCode}`)
    ).json() as PaymentStatusResponse;
    assert.equal(later.state, 'PAID');
    assert.equal((await orderOf(placed.orderId)).paidAmount, total);
  });

  it('a smaller verified amount makes the order PART_PAID, the rest can be paid after', async () => {
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 22, quantity: 1 }] });
    const total = (await orderOf(placed.orderId)).totalWithVat;
    const first = (
      await createPayment(scripted, placed.orderNumber, placed.estimateCode)
    ).json() as PaymentCreateResponse;
    const part = Math.floor(total / 2);
    assert.ok(part > 0);
    next = { state: 'PAID', amount: part };
    const status = (
      await scripted.inject(`/api/payment/status/${first.paymentId}?code=${placed.estimateCode}`)
    ).json() as PaymentStatusResponse;
    assert.equal(status.orderStatus, 'PART_PAID');
    assert.equal(status.paymentStatus, 'part-paid');
    const second = (
      await createPayment(scripted, placed.orderNumber, placed.estimateCode)
    ).json() as PaymentCreateResponse;
    const [rest] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayId, second.paymentId));
    assert.equal(rest?.amount, total - part);
    next = { state: 'PAID', amount: total - part };
    const done = (
      await scripted.inject(`/api/payment/status/${second.paymentId}?code=${placed.estimateCode}`)
    ).json() as PaymentStatusResponse;
    assert.equal(done.orderStatus, 'PAID');
    assert.equal((await orderOf(placed.orderId)).paidAmount, total);
    // Each payment its own tax document, of what it brought.
    const received = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.orderId))
      .orderBy(asc(payments.id));
    const taxDocuments = await documentsOf(placed.orderId, 'tax-document');
    assert.equal(taxDocuments.length, 2);
    assertTaxDocument(taxDocuments[0], received[0], part);
    assertTaxDocument(taxDocuments[1], received[1], total - part);
  });

  it('a failing gateway is a 5xx without details', async () => {
    const failing = buildApp({
      db: database.db,
      paymentGateway: {
        createPayment: async () => {
          throw new Error('gateway secret details');
        },
        getStatus: async () => {
          throw new Error('gateway secret details');
        },
      },
    });
    await failing.ready();
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 23, quantity: 1 }] });
    const response = await createPayment(failing, placed.orderNumber, placed.estimateCode);
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { success: false, message: 'Internal Server Error' });
    await failing.close();
  });

  it('an unreachable gateway is a 503 with Retry-After that points to the bank transfer', async () => {
    // The real GoPay client, pointed at a port where nothing listens.
    const unreachable = buildApp({
      db: database.db,
      paymentGateway: createGoPayGateway({
        apiUrl: 'http://127.0.0.1:1/api',
        goid: '8123456789',
        clientId: 'shop',
        clientSecret: 'secret',
        timeoutMs: 2000,
      }),
    });
    await unreachable.ready();
    const placed = await placeTestOrder(database.db, { lines: [{ productId: 23, quantity: 1 }] });
    const response = await createPayment(unreachable, placed.orderNumber, placed.estimateCode);
    assert.equal(response.statusCode, 503, response.body);
    assert.ok(Number(response.headers['retry-after']) > 0, 'Retry-After');
    assert.deepEqual(response.json(), { success: false, message: GATEWAY_UNAVAILABLE_MESSAGE });
    assert.doesNotMatch(response.body, /127\.0\.0\.1|ECONNREFUSED/);
    const started = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.orderId));
    assert.deepEqual(started, [], 'no payment was recorded');
    await unreachable.close();
  });
});
