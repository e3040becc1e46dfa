import {
  ORDER_ACTIONS,
  type OrderAction,
  type OrderShippingOption,
  type OrderUpdateRequest,
  type OrderUpdateResponse,
} from '@shop/shared/contract';
import { orderChangesText } from '@shop/shared/rules/order-changes';
import { orderActionRefusal } from '@shop/shared/rules/order-editing';
import { priceShippingLeg } from '@shop/shared/rules/shipping';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches } from '../../db/schema';
import { orderChanged } from '../billing';
import { getAvailability } from '../catalog';
import { loadCurrencyRates } from '../currency';
import type { OrderAccessFacts, OrderShippingData } from '../order';
import {
  accountOrderDetail,
  findBundleParts,
  hasPartInOrder,
  lockProducts,
  mayEditOrder,
  type OrderItemRow,
  type OrderViewer,
} from '../order';
import {
  applyOrderAction,
  type OrderChange,
  orderPeriodOf,
  priceOrderShipping,
} from './order-actions';
import { OrderUpdateFailure, refuseOrder } from './order-update-failure';
import {
  findOrderItemRows,
  findVoucherRule,
  insertOrderHistory,
  lockOrderByNumber,
  saveOrder,
  saveOrderItems,
} from './repository';
import { periodOfLine, repriceOrder, storedShippingPrices } from './reprice-order';

/** A preview is priced inside the transaction and then rolled back with its answer. */
class PreviewRollback extends Error {
  constructor(readonly response: OrderUpdateResponse) {
    super('preview');
  }
}

function isOrderAction(value: string | undefined): value is OrderAction {
  return (ORDER_ACTIONS as readonly string[]).includes(value ?? '');
}

/**
 * Whether every line the change touched still has its pieces free for its period, against every
 * other order (this one left out) and the order's other lines of the same product in that period;
 * kits count as their parts. Locks the products first so two changes cannot take the last piece.
 */
async function refuseUnavailable(change: OrderChange): Promise<void> {
  const touched = [...change.toCheck.items].filter(
    (item) => item.canceledAt === null && !item.isSale && item.productId !== null,
  );
  if (touched.length === 0) return;
  const rent = change.items.filter(
    (item) => item.canceledAt === null && !item.isSale && item.productId !== null,
  );
  const parts = await findBundleParts(
    change.tx,
    rent.map((item) => item.productId ?? 0),
  );
  const piecesOf = (item: OrderItemRow) => {
    const kit = parts.get(item.productId ?? 0);
    return kit && kit.length > 0
      ? kit.map((part) => ({ productId: part.productId, quantity: part.quantity * item.quantity }))
      : [{ productId: item.productId ?? 0, quantity: item.quantity }];
  };
  const productIds = [...new Set(rent.flatMap((item) => piecesOf(item).map((p) => p.productId)))];
  await lockProducts(
    change.tx,
    productIds.sort((a, b) => a - b),
  );
  for (const line of touched) {
    const period = periodOfLine(line);
    if (!period) continue;
    const overlapping = rent.filter((item) => {
      const other = periodOfLine(item);
      return other !== null && other.from < period.to && other.to > period.from;
    });
    for (const piece of piecesOf(line)) {
      const demand = overlapping
        .flatMap(piecesOf)
        .filter((p) => p.productId === piece.productId)
        .reduce((sum, p) => sum + p.quantity, 0);
      const { available } = await getAvailability(
        change.tx,
        piece.productId,
        period.from,
        period.to,
        {
          excludeOrderId: change.order.id,
        },
      );
      if (demand > available) refuseOrder(change.toCheck.code, `not_available:${line.name}`);
    }
  }
}

/** Shipping choices for the order's dates (listShippingOptions). */
async function shippingOptions(change: OrderChange): Promise<OrderShippingOption[]> {
  const period = orderPeriodOf(change.items);
  const at = period?.from ?? null;
  const price = (type: OrderShippingOption['type']) =>
    at ? priceShippingLeg(type, at, change.now).price : 0;
  const rows = await change.tx.select().from(branches).orderBy(asc(branches.position));
  const options: OrderShippingOption[] = [];
  for (const branch of rows) {
    options.push({
      type: 'branch',
      branchId: branch.id,
      name: branch.name,
      nameEn: branch.nameEn,
      price: price('branch'),
    });
    if (branch.nightSafe && change.frequentCustomer) {
      options.push({
        type: 'night_safe',
        branchId: branch.id,
        name: branch.name,
        nameEn: branch.nameEn,
        price: price('night_safe'),
      });
    }
  }
  options.push({
    type: 'courier',
    branchId: null,
    name: 'Kurýr',
    nameEn: 'Courier',
    price: price('courier'),
  });
  options.push({
    type: 'set_transport',
    branchId: null,
    name: 'Doprava na plac',
    nameEn: 'Transport to the set',
    price: price('set_transport'),
  });
  return options;
}

const priceParts = (order: { price: number; vat: number; totalWithVat: number }) => ({
  price: order.price,
  vat: order.vat,
  totalWithVat: order.totalWithVat,
});

/**
 * POST /order/update: one change of a placed order in one transaction. The order is locked; who
 * has no part in it gets 3 (as for an unknown number), who has a part but may not change it 34;
 * the state rule refuses 13 / 15 / 20; the action changes working copies; the order is repriced by
 * the one pricing engine; changed lines must have their pieces free; the change is written with a
 * history entry (who, what, the price before and after) and billing settles its money. A preview
 * answers the same and keeps nothing.
 * Returns the answer and the products the change gave back.
 */
export async function updateOrder(
  db: Database,
  viewer: OrderViewer,
  request: OrderUpdateRequest,
  now: Date = new Date(),
): Promise<{ response: OrderUpdateResponse; freed: number[] }> {
  if (!request.orderNumber) return refuseOrder(2);
  if (!isOrderAction(request.orderAction)) return refuseOrder(32, request.orderAction ?? null);
  const action = request.orderAction;
  const rates = await loadCurrencyRates(db);
  let freed: number[] = [];
  try {
    const response = await db.transaction(async (tx) => {
      const order = await lockOrderByNumber(tx, request.orderNumber ?? '');
      if (!order) return refuseOrder(3);
      const facts: OrderAccessFacts = {
        orderId: order.id,
        customerId: order.customerId,
        companyId: order.companyId,
        placedInPerson: order.placedInPerson,
      };
      // Someone with no part in the order hears of no such order; someone who has a part in it
      // (its customer, a contact of its company) but may not change it hears 34.
      if (!hasPartInOrder(viewer, facts)) return refuseOrder(3);
      if (!mayEditOrder(viewer, facts)) return refuseOrder(34);
      const refusal = orderActionRefusal(order.status, action);
      if (refusal) return refuseOrder(refusal);

      const change: OrderChange = {
        tx,
        viewer,
        request,
        now,
        // The night safe is the signed-in viewer's own right (not the order's customer's: a
        // company's administrator changing a frequent customer's order is not one).
        frequentCustomer: viewer.frequentCustomer,
        order: { ...order },
        items: (await findOrderItemRows(tx, order.id)).map((item) => ({ ...item })),
        changes: [],
        toCheck: { items: new Set(), code: 9 },
        freed: new Set(),
        repriceShipping: false,
        keepPrices: false,
        silent: false,
      };
      await applyOrderAction(change);
      await refuseUnavailable(change);

      if (!change.keepPrices) {
        if (change.repriceShipping) priceOrderShipping(change);
        const repriced = repriceOrder({
          order: change.order,
          items: change.items,
          voucher: await findVoucherRule(tx, order.voucherCode),
          shippingPrices: storedShippingPrices(change.order.shipping as OrderShippingData | null),
          rates,
          now,
        });
        change.items = repriced.items;
        const period = orderPeriodOf(change.items);
        Object.assign(change.order, {
          rentalFrom: period ? period.from.replace('T', ' ') : null,
          rentalTo: period ? period.to.replace('T', ' ') : null,
          shippingPrice: repriced.totals.shippingPrice,
          expressFee: repriced.totals.expressFee,
          insurancePrice: repriced.totals.insurancePrice,
          voucherDiscount: repriced.totals.voucherDiscount,
          price: repriced.totals.price,
          vat: repriced.totals.vat,
          totalWithVat: repriced.totals.totalWithVat,
        });
      }

      const {
        id: _id,
        createdAt: _created,
        orderNumber: _number,
        updatedAt: _updated,
        ...values
      } = change.order;
      await saveOrderItems(tx, order.id, change.items);
      await saveOrder(tx, order.id, values);
      if (!change.silent) {
        await insertOrderHistory(tx, {
          orderId: order.id,
          customerId: viewer.customerId,
          action,
          details: { changes: change.changes },
          priceBefore: order.price,
          priceAfter: change.order.price,
          totalWithVatBefore: order.totalWithVat,
          totalWithVatAfter: change.order.totalWithVat,
        });
      }
      // Billing settles the money in this transaction: credit notes for what the shop keeps beyond
      // the new total, a new proforma of what is owed, and the customer's message.
      if (!change.silent) {
        await orderChanged(
          tx,
          {
            orderId: order.id,
            totalBefore: order.totalWithVat,
            statusBefore: order.status,
            changes: change.changes,
            reason: orderChangesText(change.changes),
            billingChanged: action === 'editBillingCustomer' || action === 'unsetBillingCustomer',
          },
          now,
        );
      }
      freed = [...change.freed];
      const answer: OrderUpdateResponse = {
        success: true,
        orderAction: action,
        preview: request.preview === true,
        before: priceParts(order),
        after: priceParts(change.order),
        result: await accountOrderDetail(tx, viewer, {
          ...facts,
          companyId: change.order.companyId,
        }),
        ...(action === 'listShippingOptions'
          ? { shippingOptions: await shippingOptions(change) }
          : {}),
      };
      if (request.preview === true) throw new PreviewRollback(answer);
      return answer;
    });
    return { response, freed };
  } catch (error) {
    if (error instanceof PreviewRollback) return { response: error.response, freed: [] };
    throw error;
  }
}

export { OrderUpdateFailure };
