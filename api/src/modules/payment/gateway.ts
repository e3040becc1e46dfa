// The payment adapter's seam: the shop creates a card payment at the gateway, sends the browser to
// the gateway's page, and later asks the gateway for the payment's state (the only source of truth:
// what the browser says is never trusted).

import type { Locale, PaymentState } from '@shop/shared/contract';
import { HttpError } from '../../lib/http-error';

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

/** What a shopper is told while the card gateway cannot be used (503 with Retry-After). */
export const GATEWAY_UNAVAILABLE_MESSAGE =
  'The card payment gateway does not answer now. Try again in a moment, or pay by bank transfer.';

/**
 * The gateway failed, did not answer or answered something unexpected: 503 with Retry-After and
 * the message above (the shop cannot take the card now, the bank transfer still works); 404 when
 * the gateway does not know the payment. `detail` (the log's) says what happened.
 */
export class PaymentGatewayError extends HttpError {
  constructor(
    readonly detail: string,
    /** The gateway's HTTP status, when it answered. */
    readonly gatewayStatus?: number,
  ) {
    const unknownPayment = gatewayStatus === 404;
    super(
      unknownPayment ? 404 : 503,
      unknownPayment
        ? 'The payment gateway does not know this payment'
        : GATEWAY_UNAVAILABLE_MESSAGE,
      { cause: new Error(detail) },
    );
    this.name = 'PaymentGatewayError';
  }
}
