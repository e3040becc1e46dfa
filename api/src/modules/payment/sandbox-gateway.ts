// The sandbox payment gateway served by the API itself (PAYMENT_PROVIDER=sandbox, the default):
// a stand-in that speaks the GoPay REST protocol — OAuth2 token, create payment, payment status —
// plus the card page the browser pays on. Payments live in the shop's database (sandbox_payments),
// so every API instance behind a load balancer knows each of them; the access tokens live in the
// memory of the instance that issued them, as only that instance's own GoPay client (in process,
// through app.inject) asks for and uses them.
//
//   POST /api/sandbox-gateway/oauth2/token            Basic client_id:client_secret, form grant_type
//   POST /api/sandbox-gateway/payments/payment        Bearer, JSON GoPayCreateRequest → payment
//   GET  /api/sandbox-gateway/payments/payment/{id}   Bearer → payment (state, amount…)
//   GET  /api/sandbox-gateway/pay/{id}?secret=        the card page (cs/en by the payment's lang)
//   POST /api/sandbox-gateway/pay/{id}?secret=        form cardNumber, expiry, cvc, action → 303
//                                                     to return_url?id={id} after notifying
//
// As GoPay's gw_url, the card page's address carries a secret of its payment: the payment id alone
// (which the shop's return and status URLs show) opens nothing.

import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toPragueDate } from '@shop/shared/rules/prague-time';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { API_PREFIX } from '../../lib/paths';
import { sameCode } from '../../lib/random-code';
import { capabilityAccess, gatewayClientAccess } from '../../plugins/route-access';
import { checkCard } from './card-check';
import { GoPayCreateRequest, GoPayPayment, GoPayTokenResponse } from './gopay-client';
import { renderCardPage } from './sandbox-card-page';
import {
  closeSandboxPayment,
  findSandboxPayment,
  insertSandboxPayment,
  type SandboxPayment,
} from './sandbox-repository';

/** Where the sandbox gateway is mounted (its API base for the GoPay client). */
export const SANDBOX_GATEWAY_PATH = `${API_PREFIX}/sandbox-gateway`;

/** The credentials the sandbox accepts (the shop's GoPay client is configured with the same). */
export interface SandboxCredentials {
  goid: string;
  clientId: string;
  clientSecret: string;
}

export interface SandboxGatewayOptions {
  /** Where the payments are kept: the shop's database, shared by every API instance. */
  db: Database;
  /** Absolute origin of the public site: the card page URL (gw_url) is built on it. */
  publicOrigin: string;
  credentials: SandboxCredentials;
  /** Delivers the gateway's notification (GET notification_url?id=); failures are logged. */
  notify: (url: string) => Promise<void>;
  /** Access-token lifetime in seconds (default 1800, as GoPay). */
  tokenTtlSeconds?: number;
}

/**
 * Fresh sandbox credentials (random secret) for one API process: only its own GoPay client knows
 * them, so nobody else can get a token from its sandbox.
 */
export function createSandboxCredentials(): SandboxCredentials {
  return {
    goid: '8123456789',
    clientId: 'sandbox-shop',
    clientSecret: randomBytes(16).toString('hex'),
  };
}

const TokenForm = Type.Object({
  grant_type: Type.String({ maxLength: 64 }),
  scope: Type.Optional(Type.String({ maxLength: 64 })),
});

const PaymentIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 32 }) });
const CardPageQuery = Type.Object(
  { secret: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

const CardForm = Type.Object(
  {
    cardNumber: Type.Optional(Type.String({ maxLength: 40 })),
    expiry: Type.Optional(Type.String({ maxLength: 10 })),
    cvc: Type.Optional(Type.String({ maxLength: 10 })),
    action: Type.Optional(Type.Enum(['pay', 'cancel'])),
  },
  { additionalProperties: false },
);

/** GoPay's error body, or the API's own `{ success: false, message }` for a schema error. */
const GatewayErrorBody = Type.Union([
  Type.Object({
    errors: Type.Array(
      Type.Object({ scope: Type.String(), error_code: Type.Integer(), message: Type.String() }),
    ),
  }),
  Type.Object({ success: Type.Literal(false), message: Type.String() }),
  Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() }),
]);

/** GoPay's error body. */
function gatewayError(code: number, message: string) {
  return { errors: [{ scope: 'G', error_code: code, message }] };
}

function withId(url: string, id: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}id=${id}`;
}

function toView(payment: SandboxPayment) {
  return {
    id: payment.id,
    order_number: payment.orderNumber,
    state: payment.state,
    amount: payment.amount,
    currency: payment.currency,
    gw_url: '',
    lang: payment.lang.toUpperCase(),
  };
}

/**
 * The sandbox gateway's routes; register under `${API_PREFIX}/sandbox-gateway` semantics.
 * Long: the stand-in's GoPay routes share its token store, each short.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncTypebox<SandboxGatewayOptions> = async (
  app,
  options,
) => {
  // Access tokens of this instance's own GoPay client (see the top of the file).
  const tokens = new Map<string, number>();
  const ttl = options.tokenTtlSeconds ?? 1800;
  const origin = options.publicOrigin.replace(/\/+$/, '');
  const cardPagePath = (payment: SandboxPayment) =>
    `${SANDBOX_GATEWAY_PATH}/pay/${payment.id}?secret=${payment.secret}`;
  const gwUrl = (payment: SandboxPayment) => `${origin}${cardPagePath(payment)}`;

  function bearerValid(request: FastifyRequest): boolean {
    const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    const expiresAt = match?.[1] ? tokens.get(match[1]) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  async function findPayment(id: string): Promise<SandboxPayment | undefined> {
    // Ids are 12 digits; a longer number would not be one, nor exact as a JavaScript number.
    return /^\d{1,15}$/.test(id) ? findSandboxPayment(options.db, Number(id)) : undefined;
  }

  /** The payment of a card-page request, only with the secret of its gw_url. */
  async function findPaymentWithSecret(
    id: string,
    secret: string,
  ): Promise<SandboxPayment | undefined> {
    const payment = await findPayment(id);
    return payment && sameCode(secret, payment.secret) ? payment : undefined;
  }

  app.post(
    '/oauth2/token',
    {
      config: gatewayClientAccess,
      schema: {
        body: TokenForm,
        response: { 200: GoPayTokenResponse, '4xx': GatewayErrorBody },
      },
    },
    async (request, reply) => {
      const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
      const [clientId, ...rest] = Buffer.from(match?.[1] ?? '', 'base64')
        .toString('utf8')
        .split(':');
      const secret = rest.join(':');
      if (
        !match ||
        !sameCode(clientId ?? '', options.credentials.clientId) ||
        !sameCode(secret, options.credentials.clientSecret)
      ) {
        return reply.code(401).send(gatewayError(202, 'Wrong client credentials'));
      }
      if (request.body.grant_type !== 'client_credentials') {
        return reply.code(400).send(gatewayError(110, 'grant_type must be client_credentials'));
      }
      const now = Date.now();
      for (const [old, expiresAt] of tokens) if (expiresAt <= now) tokens.delete(old);
      const token = randomBytes(24).toString('hex');
      tokens.set(token, now + ttl * 1000);
      return { token_type: 'bearer', access_token: token, expires_in: ttl };
    },
  );

  app.post(
    '/payments/payment',
    {
      config: gatewayClientAccess,
      schema: {
        body: GoPayCreateRequest,
        response: { 200: GoPayPayment, '4xx': GatewayErrorBody },
      },
    },
    async (request, reply) => {
      if (!bearerValid(request)) {
        return reply.code(401).send(gatewayError(202, 'Invalid or expired token'));
      }
      const body = request.body;
      if (String(body.target.goid) !== options.credentials.goid) {
        return reply.code(403).send(gatewayError(303, 'Unknown target goid'));
      }
      const payment: SandboxPayment = {
        id: randomInt(100_000_000_000, 999_999_999_999),
        secret: randomBytes(16).toString('base64url'),
        orderNumber: body.order_number,
        description: body.order_description ?? '',
        amount: body.amount,
        currency: body.currency.toUpperCase(),
        state: 'CREATED',
        returnUrl: body.callback.return_url,
        notificationUrl: body.callback.notification_url,
        lang: body.lang?.toLowerCase() === 'en' ? 'en' : 'cs',
      };
      while (!(await insertSandboxPayment(options.db, payment))) {
        payment.id = randomInt(100_000_000_000, 999_999_999_999);
      }
      return { ...toView(payment), gw_url: gwUrl(payment) };
    },
  );

  app.get(
    '/payments/payment/:id',
    {
      config: gatewayClientAccess,
      schema: { params: PaymentIdParams, response: { 200: GoPayPayment, '4xx': GatewayErrorBody } },
    },
    async (request, reply) => {
      if (!bearerValid(request)) {
        return reply.code(401).send(gatewayError(202, 'Invalid or expired token'));
      }
      const payment = await findPayment(request.params.id);
      if (!payment) return reply.code(404).send(gatewayError(500, 'Payment not found'));
      return { ...toView(payment), gw_url: gwUrl(payment) };
    },
  );

  function sendPage(
    reply: FastifyReply,
    payment: SandboxPayment,
    status: number,
    extra: Pick<Parameters<typeof renderCardPage>[0], 'values' | 'errors'> = {},
  ) {
    const state =
      payment.state === 'PAID' || payment.state === 'CANCELED' || payment.state === 'TIMEOUTED'
        ? payment.state
        : 'CREATED';
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderCardPage({
          lang: payment.lang,
          orderNumber: payment.orderNumber,
          description: payment.description,
          amount: payment.amount,
          currency: payment.currency,
          state,
          action: cardPagePath(payment),
          backUrl: withId(payment.returnUrl, payment.id),
          ...extra,
        }),
      );
  }

  const notFoundPage = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><title>Payment not found</title><h1>Payment not found</h1></html>',
      );

  const cardPage = {
    config: capabilityAccess(['payment-secret']),
    schema: { params: PaymentIdParams, querystring: CardPageQuery },
  };

  app.get('/pay/:id', cardPage, async (request, reply) => {
    const payment = await findPaymentWithSecret(request.params.id, request.query.secret);
    if (!payment) return notFoundPage(reply);
    return sendPage(reply, payment, 200);
  });

  app.post(
    '/pay/:id',
    { ...cardPage, schema: { ...cardPage.schema, body: CardForm } },
    async (request, reply) => {
      const payment = await findPaymentWithSecret(request.params.id, request.query.secret);
      if (!payment) return notFoundPage(reply);
      if (payment.state !== 'CREATED') return sendPage(reply, payment, 409);
      const form = request.body;
      let state: 'PAID' | 'CANCELED' = 'CANCELED';
      if (form.action !== 'cancel') {
        const check = checkCard(form, toPragueDate(new Date()));
        if (!check.ok) {
          return sendPage(reply, payment, 400, {
            values: { cardNumber: form.cardNumber, expiry: form.expiry },
            errors: check.errors,
          });
        }
        if (check.outcome === 'paid') state = 'PAID';
      }
      // Closed by another form sent meanwhile (to this instance or another): answered as closed.
      const closed = await closeSandboxPayment(options.db, payment.id, state);
      if (!closed) {
        return sendPage(reply, (await findPayment(request.params.id)) ?? payment, 409);
      }
      // As GoPay: the shop is notified of the new state, then the browser returns to the shop.
      try {
        await options.notify(withId(payment.notificationUrl, payment.id));
      } catch (error) {
        request.log.warn({ err: error, paymentId: payment.id }, 'sandbox notification failed');
      }
      return reply.code(303).header('location', withId(payment.returnUrl, payment.id)).send();
    },
  );
};
