// A conflict order (CREATED) resolved at the board (domain decisions: orders, the rental desk):
// confirmed once units allow it, its products locked as placing an order locks them, so two desks
// cannot confirm two orders into the same last unit; cancelled with the shop's words to the
// customer; or answered with an alternative the catalogue names and units allow, which the
// customer may switch to (the order itself unchanged). One transaction each, with the order's
// history, the staff audit log and the customer's message written in it.
import {
  DESK_REFUSALS,
  type DeskAlternativeRequest,
  type DeskAlternativesResponse,
  type DeskCancelConflictRequest,
  type DeskConflictAnswer,
  type OrderChangeEntry,
} from '@shop/shared/contract';
import { orderChangesText } from '@shop/shared/rules/order-changes';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { toLocalDateTime } from '../../lib/local-date-time';
import { orderChanged, orderConfirmed, queueOrderMessage } from '../billing';
import { alternativeIdsOf, getAvailability, productsByIds } from '../catalog';
import { orderShortages } from '../desk-board';
import { type OrderRow, orderById } from '../order';
import { changeOrderStatus, lockOrderForChange, recordStaffEvent } from '../order-update';
import { recordStaffWrite } from '../staff-audit';
import { ALTERNATIVE_MESSAGE } from './alternative-email';

/** Who resolves it: a member of staff at the desk, or the staff tool (null: no one signed in). */
export type Resolver = { id: number } | null;

const {
  orderNotFound: ORDER_NOT_FOUND,
  notConflict: NOT_CONFLICT,
  stillShort: STILL_SHORT,
  notShort: NOT_SHORT,
  notAlternative: NOT_ALTERNATIVE,
  alternativeNotFree: ALTERNATIVE_NOT_FREE,
} = DESK_REFUSALS;

/** The conflict order, locked for its change; 404 when there is none, 409 when it is no conflict. */
async function lockedConflict(tx: Database, orderId: number): Promise<OrderRow> {
  const found = await orderById(tx, orderId);
  const order = found && (await lockOrderForChange(tx, found.orderNumber));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status !== 'CREATED') throw conflict(NOT_CONFLICT);
  return order;
}

/** Writes the step into the order's history (as a staff event) and, for staff, the audit log. */
async function record(
  tx: Database,
  order: OrderRow,
  by: Resolver,
  step: { action: string; changes: OrderChangeEntry[]; after: Record<string, unknown> },
): Promise<void> {
  await recordStaffEvent(tx, order, `staff:${step.action}`, step.changes);
  if (!by) return;
  await recordStaffWrite(tx, {
    staffId: by.id,
    action: `order.${step.action}`,
    subject: `order:${order.id}`,
    orderId: order.id,
    before: { status: order.status },
    after: step.after,
  });
}

/** POST /desk/orders/:orderId/confirm: ORDERED, with the proforma that asks for the payment. */
export async function confirmConflict(
  db: Database,
  by: Resolver,
  orderId: number,
  now: Date,
): Promise<DeskConflictAnswer> {
  return db.transaction(async (tx) => {
    const order = await lockedConflict(tx, orderId);
    if ((await orderShortages(tx, order, { lock: true })).length > 0) {
      throw conflict(STILL_SHORT);
    }
    await changeOrderStatus(tx, order.id, 'ORDERED');
    const issued = await orderConfirmed(tx, order.id, now);
    await record(tx, order, by, {
      action: 'confirm',
      changes: [{ kind: 'order-confirmed' }],
      after: { status: 'ORDERED' },
    });
    const documents = issued.map((document) => document.number);
    return { success: true, orderId, status: 'ORDERED', documents };
  });
}

/** POST /desk/orders/:orderId/cancel: CANCELED, the customer told why in the shop's words. */
export async function cancelConflict(
  db: Database,
  by: Resolver,
  orderId: number,
  body: DeskCancelConflictRequest,
  now: Date,
): Promise<DeskConflictAnswer> {
  const text = body.message.trim();
  return db.transaction(async (tx) => {
    const order = await lockedConflict(tx, orderId);
    const changes: OrderChangeEntry[] = [
      { kind: 'order-canceled' },
      { kind: 'staff-message', text },
    ];
    await changeOrderStatus(tx, order.id, 'CANCELED');
    const issued = await orderChanged(
      tx,
      {
        orderId: order.id,
        totalBefore: order.totalWithVat,
        statusBefore: order.status,
        changes,
        reason: orderChangesText([{ kind: 'order-canceled' }]),
        billingChanged: false,
      },
      now,
    );
    await record(tx, order, by, {
      action: 'cancel',
      changes,
      after: { status: 'CANCELED', message: text },
    });
    const documents = issued.map((document) => document.number);
    return { success: true, orderId, status: 'CANCELED', documents };
  });
}

/** The order's period as the catalogue's availability takes it. */
function periodOf(order: OrderRow): { from: string; to: string } {
  return {
    from: toLocalDateTime(order.rentalFrom) ?? '',
    to: toLocalDateTime(order.rentalTo) ?? '',
  };
}

/** The most pieces one shortage of a product lacks on any day. */
function missingByProduct(shortages: Awaited<ReturnType<typeof orderShortages>>) {
  const missing = new Map<number, number>();
  for (const shortage of shortages) {
    missing.set(
      shortage.productId,
      Math.max(missing.get(shortage.productId) ?? 0, shortage.missing),
    );
  }
  return missing;
}

/**
 * GET /desk/orders/:orderId/alternatives: for each product the conflict order lacks, the
 * catalogue's alternatives with the pieces each has free over the order's period.
 */
export async function conflictAlternatives(
  db: Database,
  orderId: number,
): Promise<DeskAlternativesResponse> {
  const order = await orderById(db, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status !== 'CREATED') throw conflict(NOT_CONFLICT);
  const shortages = await orderShortages(db, order);
  const period = periodOf(order);
  const products: DeskAlternativesResponse['products'] = [];
  for (const [productId, missing] of missingByProduct(shortages)) {
    const ids = await alternativeIdsOf(db, productId);
    const named = await productsByIds(db, [productId, ...ids]);
    const alternatives = [];
    for (const id of ids) {
      const product = named.find((candidate) => candidate.id === id);
      if (!product) continue;
      const { available } = await getAvailability(db, id, period.from, period.to);
      alternatives.push({
        productId: id,
        name: product.name,
        nameEn: product.translations.en.name,
        available,
      });
    }
    const self = named.find((candidate) => candidate.id === productId);
    products.push({
      productId,
      name: self?.name ?? '',
      nameEn: self?.translations.en.name ?? '',
      missing,
      alternatives,
    });
  }
  return { success: true, products };
}

/**
 * POST /desk/orders/:orderId/alternative: the customer is offered `alternativeId` instead of
 * `productId`, which the order lacks, when the catalogue names it an alternative and it has the
 * pieces free over the order's period. The order stays CREATED; the customer may change it.
 */
export async function offerAlternative(
  db: Database,
  by: Resolver,
  orderId: number,
  body: DeskAlternativeRequest,
): Promise<DeskConflictAnswer> {
  return db.transaction(async (tx) => {
    const order = await lockedConflict(tx, orderId);
    const missing = missingByProduct(await orderShortages(tx, order)).get(body.productId);
    if (missing === undefined) throw conflict(NOT_SHORT);
    if (!(await alternativeIdsOf(tx, body.productId)).includes(body.alternativeId)) {
      throw conflict(NOT_ALTERNATIVE);
    }
    const period = periodOf(order);
    const { available } = await getAvailability(tx, body.alternativeId, period.from, period.to);
    if (available < missing) throw conflict(ALTERNATIVE_NOT_FREE);
    const named = await productsByIds(tx, [body.productId, body.alternativeId]);
    const [instead, offered] = [body.productId, body.alternativeId].map((id) =>
      named.find((product) => product.id === id),
    );
    if (!instead || !offered) throw notFound(ORDER_NOT_FOUND);
    const message = body.message.trim();
    const changes: OrderChangeEntry[] = [
      {
        kind: 'alternative-offered',
        name: offered.name,
        nameEn: offered.translations.en.name,
        insteadName: instead.name,
        insteadNameEn: instead.translations.en.name,
      },
      ...(message ? [{ kind: 'staff-message' as const, text: message }] : []),
    ];
    await queueOrderMessage(tx, {
      kind: ALTERNATIVE_MESSAGE,
      orderId: order.id,
      payload: { productId: body.productId, alternativeId: body.alternativeId, message },
    });
    await record(tx, order, by, {
      action: 'alternative',
      changes,
      after: { status: order.status, productId: body.productId, alternativeId: body.alternativeId },
    });
    return { success: true, orderId, status: 'CREATED', documents: [] };
  });
}
