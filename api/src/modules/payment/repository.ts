import type { PaymentState } from '@shop/shared/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, orders, payments } from '../../db/schema';

/** Order statuses a verified payment moves to PAID or PART_PAID. */
export const PAYABLE_STATUSES = ['CREATED', 'ORDERED', 'PART_PAID', 'PAID'] as const;

export interface PayableOrder {
  id: number;
  orderNumber: string;
  status: typeof orders.$inferSelect.status;
  totalWithVat: number;
  paidAmount: number;
  locale: string;
}

/** An order by number when `estimateCode` is the code of its estimate. */
export async function findOrderByEstimate(
  db: Database,
  orderNumber: string,
  estimateCode: string,
): Promise<PayableOrder | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalWithVat: orders.totalWithVat,
      paidAmount: orders.paidAmount,
      locale: orders.locale,
    })
    .from(orders)
    .innerJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'estimate')))
    .where(and(eq(orders.orderNumber, orderNumber), eq(documents.code, estimateCode)));
  return row;
}

export async function insertPayment(
  db: Database,
  values: { orderId: number; gatewayId: string; amount: number; gatewayUrl: string },
): Promise<void> {
  await db.insert(payments).values({ ...values, currency: 'CZK', state: 'CREATED' });
}

/** A payment by the gateway's id, with its order's state and estimate code. */
export async function findPaymentByGatewayId(db: Database, gatewayId: string) {
  const [row] = await db
    .select({
      paymentId: payments.id,
      amount: payments.amount,
      state: payments.state,
      paidAt: payments.paidAt,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      totalWithVat: orders.totalWithVat,
      paidAmount: orders.paidAmount,
      estimateCode: documents.code,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'estimate')))
    .where(eq(payments.gatewayId, gatewayId))
    .limit(1);
  return row;
}

/**
 * Marks a payment PAID once: only the statement that finds `paid_at` still null updates it (a row
 * lock makes a concurrent one wait and then find it set). Answers whether this call did it.
 */
export async function markPaidOnce(tx: Database, paymentId: number): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ state: 'PAID', paidAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), sql`${payments.paidAt} is null`))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Adds a verified amount to the order's paid amount and moves a payable order to PAID (covered) or
 * PART_PAID; other statuses (LENT, RETURNED, …) keep theirs.
 */
export async function creditOrder(tx: Database, orderId: number, amount: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      paidAmount: sql`${orders.paidAmount} + ${amount}`,
      status: sql`case when ${orders.status} in (${sql.join(
        PAYABLE_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}) then (case when ${orders.paidAmount} + ${amount} >= ${orders.totalWithVat} then 'PAID' else 'PART_PAID' end)::order_status else ${orders.status} end`,
    })
    .where(eq(orders.id, orderId));
}

/** Records a state other than PAID for a payment not paid (a paid one keeps PAID). */
export async function setUnpaidState(
  db: Database,
  paymentId: number,
  state: Exclude<PaymentState, 'PAID'>,
): Promise<void> {
  await db
    .update(payments)
    .set({ state })
    .where(
      and(
        eq(payments.id, paymentId),
        sql`${payments.paidAt} is null`,
        inArray(payments.state, ['CREATED', 'CANCELED', 'TIMEOUTED']),
      ),
    );
}

/** The order's status and amounts after a verification. */
export async function findOrderState(db: Database, orderId: number) {
  const [row] = await db
    .select({
      status: orders.status,
      totalWithVat: orders.totalWithVat,
      paidAmount: orders.paidAmount,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
