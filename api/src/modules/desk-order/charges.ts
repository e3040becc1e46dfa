// What the desk charges after a handover (domain decisions: late return, damage and missing): a
// late return's fee, added by the return itself, and a damaged or missing unit's charge, added by
// a manager. Each is a line of the order (and so of its invoice) with VAT over the whole order as
// always; billing issues what is now owed and tells the customer, in the same transaction.
import {
  DESK_REFUSALS,
  type DeskChargeRequest,
  type OrderChangeEntry,
  type OrderCharge,
} from '@shop/shared/contract';
import { lateFee, lateItems, lateShootingDays } from '@shop/shared/rules/late-return';
import { vatInGross, vatOnNet } from '@shop/shared/rules/money';
import { orderChangesText } from '@shop/shared/rules/order-changes';
import type { PieceSlot } from '@shop/shared/rules/order-pieces';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { toLocalDateTime } from '../../lib/local-date-time';
import { orderChanged } from '../billing';
import { type OrderRow, orderById } from '../order';
import { addChargeLine, recordStaffEvent } from '../order-update';
import { recordStaffWrite } from '../staff-audit';
import type { OrderLineRow } from './repository';
import { type DeskWorker, ORDER_NOT_FOUND, orderOf } from './service';

export const NOT_CHARGEABLE = DESK_REFUSALS.notChargeable;

/** Adds one charge line and tells billing; answers the change as the history says it. */
async function addCharge(
  tx: Database,
  order: OrderRow,
  staff: DeskWorker,
  line: { charge: OrderCharge; name: string; nameEn: string; net: number; days: number | null },
  now: Date,
): Promise<OrderChangeEntry> {
  const orderId = order.id;
  const after = await addChargeLine(tx, order, line);
  const entry: OrderChangeEntry = {
    kind: 'charge-added',
    charge: line.charge,
    name: line.name,
    nameEn: line.nameEn,
    amount: after.totalWithVat - order.totalWithVat,
  };
  await recordStaffEvent(tx, order, `staff:charge-${line.charge}`, [entry], after);
  await orderChanged(
    tx,
    {
      orderId,
      totalBefore: order.totalWithVat,
      statusBefore: order.status,
      changes: [entry],
      reason: orderChangesText([entry]),
      billingChanged: false,
    },
    now,
  );
  await recordStaffWrite(tx, {
    staffId: staff.id,
    action: `order.charge.${line.charge}`,
    subject: `order:${orderId}`,
    orderId,
    before: { totalWithVat: order.totalWithVat },
    after: { totalWithVat: after.totalWithVat, line: line.name, net: line.net },
  });
  return entry;
}

/** "den", "dny" or "dní" after a number of days, as Czech says it. */
const czechDays = (days: number) => (days === 1 ? 'den' : days >= 2 && days <= 4 ? 'dny' : 'dní');

/**
 * The late fees of a return at `now`: for each line whose agreed return (its own, else the
 * order's) plus the grace has passed, its day price × late shooting days × its items late.
 */
export async function chargeLateReturn(
  tx: Database,
  input: {
    orderId: number;
    orderRentalTo: string | null;
    staff: DeskWorker;
    lines: readonly OrderLineRow[];
    slots: readonly PieceSlot[];
    /** The products of the pieces back in this return, by their line. */
    back: ReadonlyArray<{ lineId: number; productId: number }>;
    now: string;
  },
  at: Date,
): Promise<void> {
  for (const line of input.lines) {
    const agreed = toLocalDateTime(line.rentalTo) ?? input.orderRentalTo;
    const late = input.back.filter((piece) => piece.lineId === line.id);
    if (!agreed || late.length === 0) continue;
    const count = (pieces: ReadonlyArray<{ productId: number }>) => {
      const byProduct = new Map<number, number>();
      for (const piece of pieces)
        byProduct.set(piece.productId, (byProduct.get(piece.productId) ?? 0) + 1);
      return byProduct;
    };
    const perItem = new Map(
      [...count(input.slots.filter((slot) => slot.lineId === line.id))].map(([id, n]) => [
        id,
        n / Math.max(line.quantity, 1),
      ]),
    );
    const quantityLate = lateItems(perItem, count(late));
    const fee = lateFee({ dayPrice: line.unitPrice, quantityLate, agreed, actual: input.now });
    if (fee <= 0) continue;
    const days = lateShootingDays(agreed, input.now);
    // Each charge changes the order's totals: the next one starts from them.
    const order = await orderById(tx, input.orderId);
    if (!order) throw conflict(ORDER_NOT_FOUND);
    await addCharge(
      tx,
      order,
      input.staff,
      {
        charge: 'late',
        name: `Pozdní vrácení: ${line.name} (${quantityLate} × ${days} ${czechDays(days)})`,
        nameEn: `Late return: ${line.nameEn} (${quantityLate} × ${days} ${days === 1 ? 'day' : 'days'})`,
        net: fee,
        days,
      },
      at,
    );
  }
}

/**
 * The amount without VAT whose VAT over the whole order makes the total grow by `gross` exactly
 * (or as near as whole crowns allow): the shop charges what the manager entered.
 */
function netOf(gross: number, orderPrice: number, orderTotal: number): number {
  const first = gross - vatInGross(gross);
  const candidates = [first, first - 1, first + 1];
  const grows = (net: number) => orderPrice + net + vatOnNet(orderPrice + net) - orderTotal;
  return candidates.find((net) => grows(net) === gross) ?? first;
}

/** POST /desk/orders/:orderId/charges (managers): a damaged or missing unit charged. */
export async function chargeDamage(
  db: Database,
  staff: DeskWorker,
  orderId: number,
  body: DeskChargeRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await orderOf(tx, orderId, true);
    const order = await orderById(tx, orderId);
    if (!order || (order.status !== 'LENT' && order.status !== 'RETURNED')) {
      throw conflict(NOT_CHARGEABLE);
    }
    const reason = body.reason.trim();
    const words = {
      damage: ['Náhrada škody', 'Damage charge'],
      missing: ['Náhrada za chybějící kus', 'Charge for a missing piece'],
    }[body.charge];
    await addCharge(
      tx,
      order,
      staff,
      {
        charge: body.charge,
        name: `${words[0]}: ${reason}`,
        nameEn: `${words[1]}: ${reason}`,
        net: netOf(body.amount, order.price, order.totalWithVat),
        days: null,
      },
      now,
    );
  });
}
