// Money coming in and going out: card payments through the gateway (started by the shopper,
// verified with the gateway), bank transfers and refunds recorded by staff. Each received payment
// goes through `paymentReceived` in the transaction that records it.

import type {
  Locale,
  PaymentCreateResponse,
  PaymentState,
  PaymentStatusResponse,
} from '@shop/shared/contract';
import { moneyState, owed } from '@shop/shared/rules/money';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import type { PaymentGateway } from '../payment';
import {
  type DocumentRow,
  findCreditNote,
  findOrderForDocuments,
  findPaymentByGatewayId,
  insertPayment,
  insertRefund,
  lockOrder,
  markPaidOnce,
  setUnpaidState,
} from './repository';
import { orderLedger, paymentReceived, paymentRefusal, tell } from './service';

export const ORDER_NOT_FOUND = 'Order not found';
export const PAYMENT_NOT_FOUND = 'Payment not found';
/** Spec §8: the message for paying an order that is paid already. */
export const ALREADY_PAID = 'Invoice already fully paid';

/** Where the gateway's notifications and returning browsers land. */
export interface PaymentUrls {
  /** The API's absolute base, e.g. https://shop.example/api. */
  apiBase: string;
}

/** A refusal staff (or the gateway's caller) hear, with the reason in words. */
export class MoneyRefusal extends Error {}

/**
 * Starts a card payment of what is owed on the order (orderNumber + the code of any of its
 * proformas): asks the gateway for a payment, records it, and answers the gateway page for the
 * browser. Refuses a conflict order until staff confirm it, a cancelled one and one with nothing owed.
 */
export async function startCardPayment(
  db: Database,
  gateway: PaymentGateway,
  urls: PaymentUrls,
  input: { orderId: number | undefined; code: string; lang: Locale },
): Promise<PaymentCreateResponse> {
  if (input.orderId === undefined) throw notFound(ORDER_NOT_FOUND);
  const ledger = await orderLedger(db, input.orderId);
  const { order } = await findOrderForDocuments(db, input.orderId);
  const refusal = paymentRefusal(order.status);
  if (refusal) throw new HttpError(409, refusal);
  const amount = owed(ledger);
  if (amount <= 0) throw new HttpError(409, ALREADY_PAID);
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
    method: 'card',
    gatewayId: created.gatewayId,
    amount,
    currency: 'CZK',
    state: 'CREATED',
    gatewayUrl: created.gatewayUrl,
  });
  return { success: true, gatewayUrl: created.gatewayUrl, paymentId: created.gatewayId };
}

/**
 * Asks the gateway for the payment's state (never trusting the browser) and records it. The first
 * verification that sees PAID marks it received and settles the order (its tax document, the
 * order's status), all in one transaction with the order locked; replayed or concurrent calls
 * (status page, gateway notification) find it received and change nothing. With `isOrderCode`
 * (the shopper's status page), a payment of another order is answered as unknown.
 */
export async function verifyCardPayment(
  db: Database,
  gateway: PaymentGateway,
  gatewayId: string,
  isOrderCode?: (orderId: number) => Promise<boolean>,
): Promise<PaymentStatusResponse> {
  const found = /^[A-Za-z0-9_-]{1,64}$/.test(gatewayId)
    ? await findPaymentByGatewayId(db, gatewayId)
    : undefined;
  if (!found || (isOrderCode && !(await isOrderCode(found.payment.orderId)))) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  const { payment } = found;
  const status = await gateway.getStatus(gatewayId);
  let state: PaymentState = status.state;
  if (state === 'PAID') {
    // The gateway confirms what was paid; the payment's own amount when it reports none.
    const amount = status.amount > 0 ? status.amount : payment.amount;
    await db.transaction(async (tx) => {
      await lockOrder(tx, payment.orderId);
      const received = await markPaidOnce(tx, payment.id, amount);
      if (received) await paymentReceived(tx, received);
    });
  } else if (payment.paidAt !== null) {
    // Paid before (verified then); a later answer cannot undo a recorded payment here.
    state = 'PAID';
  } else {
    await setUnpaidState(db, payment.id, state);
  }
  const { order } = await findOrderForDocuments(db, payment.orderId);
  const ledger = await orderLedger(db, payment.orderId);
  return {
    success: true,
    state,
    orderNumber: found.orderNumber,
    orderStatus: order.status,
    paymentStatus: moneyState(ledger),
  };
}

/**
 * A bank transfer staff saw arrive: recorded as received now and settled like any payment.
 * Refused for a conflict order (staff confirm it first) and a cancelled one.
 */
export async function recordTransfer(
  tx: Database,
  orderId: number,
  amount: number,
  now: Date = new Date(),
): Promise<DocumentRow[]> {
  const order = await lockOrder(tx, orderId);
  const refusal = paymentRefusal(order.status);
  if (refusal) throw new MoneyRefusal(refusal);
  const payment = await insertPayment(tx, {
    orderId,
    method: 'transfer',
    amount,
    currency: 'CZK',
    state: 'PAID',
    paidAt: now,
  });
  return paymentReceived(tx, payment, now);
}

/**
 * A refund paid out against a credit note (by default all of it still unpaid): never more than
 * the credit note gives back.
 */
export async function recordRefund(
  tx: Database,
  creditNoteNumber: string,
  amount: number | undefined,
  now: Date = new Date(),
): Promise<{ orderId: number; amount: number }> {
  const note = await findCreditNote(tx, creditNoteNumber);
  if (!note) throw new MoneyRefusal(`no credit note ${creditNoteNumber}`);
  // The order locked first, then what was refunded read: two refunds at once take turns.
  await lockOrder(tx, note.document.orderId);
  const found = (await findCreditNote(tx, creditNoteNumber)) ?? note;
  const left = -(found.document.totalWithVat ?? 0) - found.refunded;
  const paid = amount ?? left;
  if (left <= 0) throw new MoneyRefusal(`${creditNoteNumber} is refunded in full`);
  if (paid < 1 || paid > left) {
    throw new MoneyRefusal(`${creditNoteNumber} has ${left} CZK left to refund`);
  }
  await insertRefund(tx, {
    orderId: found.document.orderId,
    creditNoteId: found.document.id,
    amount: paid,
    paidAt: now,
  });
  await tell(tx, 'refund-paid', found.document.orderId, {
    documents: [found.document],
    amount: paid,
  });
  return { orderId: found.document.orderId, amount: paid };
}
