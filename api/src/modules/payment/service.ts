import type {
  Locale,
  PaymentCreateResponse,
  PaymentState,
  PaymentStatusResponse,
} from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { isWellFormedCode } from '../../lib/random-code';
import { paymentStatusOf } from '../order/payment-status';
import type { PaymentGateway } from './gateway';
import {
  creditOrder,
  findOrderByEstimate,
  findOrderState,
  findPaymentByGatewayId,
  insertPayment,
  markPaidOnce,
  setUnpaidState,
} from './repository';

export const ORDER_NOT_FOUND = 'Order not found';
export const PAYMENT_NOT_FOUND = 'Payment not found';
/** Spec §8: the message for paying an order that is paid already. */
export const ALREADY_PAID = 'Invoice already fully paid';

/** Where the gateway's notifications and returning browsers land. */
export interface PaymentUrls {
  /** The API's absolute base, e.g. https://shop.example/api. */
  apiBase: string;
}

/**
 * Starts a card payment of what is left to pay on the order (orderNumber + its estimate code):
 * asks the gateway for a payment, records it, and answers the gateway page for the browser.
 * Refuses paid and cancelled orders.
 */
export async function createShopPayment(
  db: Database,
  gateway: PaymentGateway,
  urls: PaymentUrls,
  input: { orderNumber: string; code: string; lang: Locale },
): Promise<PaymentCreateResponse> {
  const order =
    /^\d{8}$/.test(input.orderNumber) && isWellFormedCode(input.code)
      ? await findOrderByEstimate(db, input.orderNumber, input.code)
      : undefined;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const amount = order.totalWithVat - order.paidAmount;
  if (amount <= 0 || order.status === 'PAID') throw new HttpError(409, ALREADY_PAID);
  if (order.status === 'CANCELED') throw new HttpError(409, 'The order is cancelled');
  const created = await gateway.createPayment({
    orderNumber: order.orderNumber,
    amount,
    currency: 'CZK',
    description:
      input.lang === 'en' ? `Order ${order.orderNumber}` : `Objednávka ${order.orderNumber}`,
    returnUrl: `${urls.apiBase}/payment/return?lang=${input.lang}&code=${encodeURIComponent(input.code)}`,
    notifyUrl: `${urls.apiBase}/payment/notify`,
    lang: input.lang,
  });
  await insertPayment(db, {
    orderId: order.id,
    gatewayId: created.gatewayId,
    amount,
    gatewayUrl: created.gatewayUrl,
  });
  return { success: true, gatewayUrl: created.gatewayUrl, paymentId: created.gatewayId };
}

/**
 * Asks the gateway for the payment's state (never trusting the browser) and records it. The first
 * verification that sees PAID sets `paid_at`, adds the amount to the order and moves the order to
 * PAID or PART_PAID, all in one transaction; replayed or concurrent calls (status page, gateway
 * notification) find `paid_at` set and change nothing. With `estimateCode` (the shopper's status
 * page), a payment of another order is answered as unknown.
 */
export async function verifyPayment(
  db: Database,
  gateway: PaymentGateway,
  gatewayId: string,
  estimateCode?: string,
): Promise<PaymentStatusResponse> {
  const payment = /^[A-Za-z0-9_-]{1,64}$/.test(gatewayId)
    ? await findPaymentByGatewayId(db, gatewayId)
    : undefined;
  if (!payment || (estimateCode !== undefined && payment.estimateCode !== estimateCode)) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  const status = await gateway.getStatus(gatewayId);
  let state: PaymentState = status.state;
  if (state === 'PAID') {
    // The gateway confirms what was paid; the payment's own amount when it reports none.
    const amount = status.amount > 0 ? status.amount : payment.amount;
    await db.transaction(async (tx) => {
      if (await markPaidOnce(tx, payment.paymentId)) await creditOrder(tx, payment.orderId, amount);
    });
  } else if (payment.paidAt !== null) {
    // Paid before (verified then); a later answer cannot undo a recorded payment here.
    state = 'PAID';
  } else {
    await setUnpaidState(db, payment.paymentId, state);
  }
  const order = await findOrderState(db, payment.orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return {
    success: true,
    state,
    orderNumber: payment.orderNumber,
    orderStatus: order.status,
    paymentStatus: paymentStatusOf(order.paidAmount, order.totalWithVat),
  };
}
