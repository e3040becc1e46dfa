// The GoPay client against the sandbox gateway over a real loopback HTTP connection: the same
// protocol (OAuth2 token, create, status, card page, return redirect) as GoPay itself.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { freePort } from '../../test/free-port';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { SANDBOX_CARD_SUCCESS } from './card-check';
import { PaymentGatewayError } from './gateway';
import { createGoPayGateway, type HttpFetch, toPaymentState } from './gopay-client';
import { SANDBOX_GATEWAY_PATH, sandboxGatewayRoutes } from './sandbox-gateway';

const credentials = {
  goid: '8123456789',
  clientId: 'shop-test',
  clientSecret: 's3cr3t:with:colons',
};
let database: TestDatabase;
let server: FastifyInstance;
let origin: string;
const notified: string[] = [];

before(async () => {
  // The sandbox keeps its payments in the shop's database (no seed needed).
  database = await createTestDatabase({ seed: false });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = Fastify();
  await server.register(formbody);
  await server.register(sandboxGatewayRoutes, {
    prefix: SANDBOX_GATEWAY_PATH,
    db: database.db,
    publicOrigin: origin,
    credentials,
    notify: async (url) => {
      notified.push(url);
    },
  });
  await server.listen({ port, host: '127.0.0.1' });
});
after(async () => {
  await server?.close();
  await database?.close();
});

function client(options: { clientSecret?: string; fetch?: HttpFetch } = {}) {
  return createGoPayGateway({
    apiUrl: `${origin}${SANDBOX_GATEWAY_PATH}`,
    ...credentials,
    ...options,
  });
}

const input = {
  orderNumber: '26000042',
  amount: 12_345,
  currency: 'CZK' as const,
  description: 'Objednávka 26000042',
  returnUrl: 'https://shop.example.cz/api/payment/return?lang=cs',
  notifyUrl: 'https://shop.example.cz/api/payment/notify',
  lang: 'cs' as const,
};

describe('GoPay client ↔ sandbox gateway over HTTP', () => {
  it('token, create (amount in hundredths), card page, pay, status PAID', async () => {
    const calls: Array<{ url: string; method: string; body: string }> = [];
    const recording: HttpFetch = async (url, init) => {
      calls.push({ url, method: init.method ?? 'GET', body: String(init.body ?? '') });
      return fetch(url, init);
    };
    const gateway = client({ fetch: recording });
    const created = await gateway.createPayment(input);
    assert.match(created.gatewayId, /^\d+$/);
    assert.match(
      created.gatewayUrl,
      new RegExp(`^${origin}${SANDBOX_GATEWAY_PATH}/pay/${created.gatewayId}\\?secret=[\\w-]{22}$`),
    );
    assert.deepEqual(
      calls.map((call) => [call.method, new URL(call.url).pathname]),
      [
        ['POST', `${SANDBOX_GATEWAY_PATH}/oauth2/token`],
        ['POST', `${SANDBOX_GATEWAY_PATH}/payments/payment`],
      ],
    );
    assert.equal(calls[0]?.body, 'grant_type=client_credentials&scope=payment-all');
    const sent = JSON.parse(calls[1]?.body ?? '{}');
    assert.equal(sent.amount, 1_234_500);
    assert.equal(sent.currency, 'CZK');
    assert.equal(sent.order_number, '26000042');
    assert.deepEqual(sent.target, { type: 'ACCOUNT', goid: 8123456789 });
    assert.deepEqual(sent.callback, {
      return_url: input.returnUrl,
      notification_url: input.notifyUrl,
    });
    assert.equal(sent.lang, 'CS');

    assert.deepEqual(await gateway.getStatus(created.gatewayId), {
      state: 'CREATED',
      amount: 12_345,
    });
    // The token is reused: one token request for all three calls.
    assert.equal(calls.filter((call) => call.url.endsWith('/oauth2/token')).length, 1);

    const page = await fetch(created.gatewayUrl);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /12\u00a0345\u00a0CZK/);
    const paid = await fetch(created.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        cardNumber: SANDBOX_CARD_SUCCESS,
        expiry: '01/40',
        cvc: '999',
      }).toString(),
      redirect: 'manual',
    });
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('location'), `${input.returnUrl}&id=${created.gatewayId}`);
    assert.deepEqual(notified, [`${input.notifyUrl}?id=${created.gatewayId}`]);
    assert.deepEqual(await gateway.getStatus(created.gatewayId), { state: 'PAID', amount: 12_345 });
  });

  it('wrong credentials, unknown payments and an unreachable gateway reject', async () => {
    await assert.rejects(client({ clientSecret: 'nope' }).createPayment(input), (error) => {
      assert.ok(error instanceof PaymentGatewayError);
      assert.equal(error.gatewayStatus, 401);
      return true;
    });
    await assert.rejects(client().getStatus('123'), (error) => {
      assert.ok(error instanceof PaymentGatewayError);
      assert.equal(error.statusCode, 404);
      return true;
    });
    const down = createGoPayGateway({
      apiUrl: 'http://127.0.0.1:1/api',
      ...credentials,
      timeoutMs: 2000,
    });
    await assert.rejects(down.createPayment(input), PaymentGatewayError);
  });

  it('the sandbox answers malformed requests with 400 and unknown tokens with 401', async () => {
    const base = `${origin}${SANDBOX_GATEWAY_PATH}`;
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString(
      'base64',
    );
    const tokenResponse = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials&scope=payment-all',
    });
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    const bad = await fetch(`${base}/payments/payment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: -1 }),
    });
    assert.equal(bad.status, 400);
    const unknown = await fetch(`${base}/payments/payment/1`, {
      headers: { authorization: 'Bearer nope' },
    });
    assert.equal(unknown.status, 401);
    assert.deepEqual(await unknown.json(), {
      errors: [{ scope: 'G', error_code: 202, message: 'Invalid or expired token' }],
    });
  });

  it('asks for a new token once when the gateway forgets it', async () => {
    let tokens = 0;
    let forget = true;
    const gateway = client({
      fetch: async (url, init) => {
        if (url.endsWith('/oauth2/token')) tokens += 1;
        const headers = { ...(init.headers as Record<string, string>) };
        if (!url.endsWith('/oauth2/token') && forget) {
          forget = false;
          headers.authorization = 'Bearer forgotten';
        }
        return fetch(url, { ...init, headers });
      },
    });
    const created = await gateway.createPayment(input);
    assert.match(created.gatewayId, /^\d+$/);
    assert.equal(tokens, 2);
  });

  it('maps GoPay states to the shop’s', () => {
    assert.equal(toPaymentState('PAID'), 'PAID');
    assert.equal(toPaymentState('AUTHORIZED'), 'PAID');
    assert.equal(toPaymentState('PAYMENT_METHOD_CHOSEN'), 'CREATED');
    assert.equal(toPaymentState('REFUNDED'), 'CANCELED');
    assert.equal(toPaymentState('TIMEOUTED'), 'TIMEOUTED');
  });
});
