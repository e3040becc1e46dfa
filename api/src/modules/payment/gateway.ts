// The payment adapter's seam: the shop creates a card payment at the gateway, sends the browser to
// the gateway's page, and later asks the gateway for the payment's state (the only source of truth:
// what the browser says is never trusted).

import type { Locale, PaymentState } from '@shop/shared/contract';

export interface CreatePaymentInput {
  orderNumber: string;
  /** Whole CZK with VAT. */
  amount: number;
  currency: 'CZK';
  /** Shown on the gateway page. */
  description: string;
  /** Where the gateway sends the browser afterwards (it appends ?id={gatewayId}). */
  returnUrl: string;
  /** What the gateway calls (GET ?id={gatewayId}) when the state changes. */
  notifyUrl: string;
  lang: Locale;
}

export interface CreatedPayment {
  /** The gateway's payment id (GoPay: a number, kept as text). */
  gatewayId: string;
  /** The gateway's card page for the browser. */
  gatewayUrl: string;
}

export interface PaymentGatewayStatus {
  state: PaymentState;
  /** Whole CZK. */
  amount: number;
}

export interface PaymentGateway {
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The payment's state as the gateway reports it; rejects with PaymentGatewayError. */
  getStatus(gatewayId: string): Promise<PaymentGatewayStatus>;
}

/** The gateway failed or answered something unexpected (answered as 502 without details). */
export class PaymentGatewayError extends Error {
  readonly statusCode: number;
  constructor(
    message: string,
    /** The gateway's HTTP status, when it answered. */
    readonly gatewayStatus?: number,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
    // 404 from the gateway: it does not know the payment. Everything else is a bad gateway.
    this.statusCode = gatewayStatus === 404 ? 404 : 502;
  }
}
