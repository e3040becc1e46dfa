// The GoPay REST client (https://doc.gopay.com): OAuth2 client-credentials token, then
// POST {api}/payments/payment and GET {api}/payments/payment/{id}. Amounts travel in hundredths
// (haléře). The same client talks to the real GoPay (PAYMENT_PROVIDER=gopay) and to the API's own
// sandbox gateway (the default), which speaks the same protocol.

import { type Static, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentGatewayStatus,
} from './gateway';

/** The part of `fetch` the client uses (global fetch, or fetch over app.inject). */
export type HttpFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface GoPayClientOptions {
  /** The gateway's API base, e.g. https://gw.sandbox.gopay.com/api (no trailing slash needed). */
  apiUrl: string;
  /** The shop's GoPay id (target.goid). */
  goid: string;
  clientId: string;
  clientSecret: string;
  fetch?: HttpFetch;
  /** Milliseconds before a gateway call is abandoned (default 10 000). */
  timeoutMs?: number;
}

export const GoPayTokenResponse = Type.Object({
  token_type: Type.String(),
  access_token: Type.String({ minLength: 1 }),
  expires_in: Type.Integer({ minimum: 1 }),
});
export type GoPayTokenResponse = Static<typeof GoPayTokenResponse>;

export const GoPayState = Type.Enum([
  'CREATED',
  'PAYMENT_METHOD_CHOSEN',
  'PAID',
  'AUTHORIZED',
  'CANCELED',
  'TIMEOUTED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
]);
export type GoPayState = Static<typeof GoPayState>;

/** The body of POST /payments/payment (the fields the shop sends). */
export const GoPayCreateRequest = Type.Object({
  payer: Type.Optional(
    Type.Object({
      allowed_payment_instruments: Type.Optional(
        Type.Array(Type.String({ maxLength: 32 }), { maxItems: 16 }),
      ),
      default_payment_instrument: Type.Optional(Type.String({ maxLength: 32 })),
    }),
  ),
  target: Type.Object({
    type: Type.Literal('ACCOUNT'),
    goid: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  }),
  /** Hundredths of the currency unit. */
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  order_number: Type.String({ minLength: 1, maxLength: 128 }),
  order_description: Type.Optional(Type.String({ maxLength: 256 })),
  items: Type.Optional(
    Type.Array(
      Type.Object({
        type: Type.Optional(Type.String({ maxLength: 32 })),
        name: Type.String({ maxLength: 256 }),
        amount: Type.Integer({ minimum: -100_000_000_000, maximum: 100_000_000_000 }),
        count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      }),
      { maxItems: 200 },
    ),
  ),
  callback: Type.Object({
    return_url: Type.String({ minLength: 1, maxLength: 2048 }),
    notification_url: Type.String({ minLength: 1, maxLength: 2048 }),
  }),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
});
export type GoPayCreateRequest = Static<typeof GoPayCreateRequest>;

/** What GoPay answers for a payment (create and status; the fields the shop reads). */
export const GoPayPayment = Type.Object({
  id: Type.Integer(),
  order_number: Type.Optional(Type.String()),
  state: GoPayState,
  amount: Type.Integer(),
  currency: Type.String(),
  gw_url: Type.Optional(Type.String()),
});
export type GoPayPayment = Static<typeof GoPayPayment>;

const checkToken = Compile(GoPayTokenResponse);
const checkPayment = Compile(GoPayPayment);

/** GoPay's states as the shop counts them: paid or authorized money is PAID; refunds end it. */
export function toPaymentState(state: GoPayState): PaymentGatewayStatus['state'] {
  switch (state) {
    case 'PAID':
    case 'AUTHORIZED':
      return 'PAID';
    case 'CANCELED':
    case 'REFUNDED':
    case 'PARTIALLY_REFUNDED':
      return 'CANCELED';
    case 'TIMEOUTED':
      return 'TIMEOUTED';
    default:
      return 'CREATED';
  }
}

/**
 * The GoPay HTTP client as the shop's PaymentGateway.
 * Long: the gateway's calls are closures over one token cache.
 */
export function createGoPayGateway(options: GoPayClientOptions): PaymentGateway {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const doFetch: HttpFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const goid = Number(options.goid);
  let token: { value: string; expiresAt: number } | undefined;

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await doFetch(`${apiUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentGatewayError(`payment gateway unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const { status, body } = await call('/oauth2/token', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${basic}`,
      },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        scope: 'payment-all',
      }).toString(),
    });
    if (status !== 200 || !checkToken.Check(body)) {
      throw new PaymentGatewayError(`payment gateway token request failed (${status})`, status);
    }
    // Renew a minute early so a token never expires in flight.
    token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000,
    };
    return token.value;
  }

  async function authorized(
    path: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  ): Promise<GoPayPayment> {
    const send = async () =>
      call(path, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${await accessToken()}` },
      });
    let result = await send();
    if (result.status === 401) {
      // The gateway forgot the token (expired, restarted): one new token, one retry.
      token = undefined;
      result = await send();
    }
    if (result.status !== 200 || !checkPayment.Check(result.body)) {
      throw new PaymentGatewayError(
        result.status === 404
          ? 'Payment not found'
          : `payment gateway answered ${result.status} to ${path}`,
        result.status,
      );
    }
    return result.body;
  }

  return {
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const request: GoPayCreateRequest = {
        payer: {
          allowed_payment_instruments: ['PAYMENT_CARD'],
          default_payment_instrument: 'PAYMENT_CARD',
        },
        target: { type: 'ACCOUNT', goid },
        amount: input.amount * 100,
        currency: input.currency,
        order_number: input.orderNumber,
        order_description: input.description,
        items: [{ type: 'ITEM', name: input.description, amount: input.amount * 100, count: 1 }],
        callback: { return_url: input.returnUrl, notification_url: input.notifyUrl },
        lang: input.lang.toUpperCase(),
      };
      const payment = await authorized('/payments/payment', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (!payment.gw_url) throw new PaymentGatewayError('payment gateway sent no gw_url');
      return { gatewayId: String(payment.id), gatewayUrl: payment.gw_url };
    },

    async getStatus(gatewayId: string): Promise<PaymentGatewayStatus> {
      if (!/^\d{1,18}$/.test(gatewayId)) throw new PaymentGatewayError('Payment not found', 404);
      const payment = await authorized(`/payments/payment/${gatewayId}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
      });
      return { state: toPaymentState(payment.state), amount: Math.round(payment.amount / 100) };
    },
  };
}
