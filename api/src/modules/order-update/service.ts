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
import type { Database } from '../../db/client';
import type { OrderChangedEvent } from '../billing';
import { getAvailability } from '../catalog';
import { getBranches } from '../content';
import type { CurrencyRates } from '../currency';
import type { OrderAccessFacts } from '../identity';
import { hasPartInOrder, mayEditOrder, type OrderViewer } from '../identity';
import type { OrderRow, OrderShippingData } from '../order';
import {
  accountOrderDetail,
  kitParts,
  lockProductsFor,
  type OrderItemRow,
  orderByNumber,
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
  positionedItems,
  saveOrder,
  saveOrderItems,
} from './repository';
import { periodOfLine, repriceOrder, storedShippingPrices } from './reprice-order';

function isOrderAction(value: string | undefined): value is OrderAction {
  return (ORDER_ACTIONS as readonly string[]).includes(value ?? '');
}

/** The change asked for, or its refusal: 2 without an order number, 32 for an unknown action. */
export function askedChange(
  request: OrderUpdateRequest,
): OrderUpdateRequest & { orderAction: OrderAction } {
  if (!request.orderNumber) return refuseOrder(2);
  const action = request.orderAction;
  if (!isOrderAction(action)) return refuseOrder(32, action ?? null);
  return { ...request, orderAction: action };
}

/**
 * Whether every line the change touched still has its pieces free for its period, against every
 * other order (this one left out) and the order's other lines of the same product in that period;
 * kits count as their parts. A change to keep locks the products first, so two changes cannot take
 * the last piece; a preview only reads.
 */
async function refuseUnavailable(change: OrderChange, lock: boolean): Promise<void> {
  const touched = [...change.toCheck.items].filter(
    (item) => item.canceledAt === null && !item.isSale && item.productId !== null,
  );
  if (touched.length === 0) return;
  const rent = change.items.filter(
    (item) => item.canceledAt === null && !item.isSale && item.productId !== null,
  );
  const parts = await kitParts(
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
  if (lock) await lockProductsFor(change.tx, productIds);
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
  const rows = await getBranches(change.tx);
  const options: OrderShippingOption[] = [];
  for (const branch of rows) {
    options.push({
      type: 'branch',
      branchId: branch.id,
      name: branch.name,
      nameEn: branch.translations.en.name,
      price: price('branch'),
    });
    if (branch.nightSafe && change.frequentCustomer) {
      options.push({
        type: 'night_safe',
        branchId: branch.id,
        name: branch.name,
        nameEn: branch.translations.en.name,
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

/** A change worked out on copies of the order and its lines, before anything is kept. */
export interface WorkedChange {
  change: OrderChange;
  /** The order as stored before the change. */
  before: OrderRow;
  facts: OrderAccessFacts;
}

/**
 * Reads the order (locked when the change is to be kept), refuses who may not change it and what
 * its state forbids, applies the action to copies, refuses lines whose pieces are not free, and
 * reprices the copies with the one pricing engine.
 */
export async function workOutChange(
  tx: Database,
  viewer: OrderViewer,
  request: OrderUpdateRequest & { orderAction: OrderAction },
  options: { lock: boolean; rates: CurrencyRates; now: Date },
): Promise<WorkedChange> {
  const { lock, rates, now } = options;
  const order = await orderByNumber(tx, request.orderNumber ?? '', { lock });
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
  const refusal = orderActionRefusal(order.status, request.orderAction);
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
  await refuseUnavailable(change, lock);
  if (!change.keepPrices) await repriceChange(change, rates, now);
  return { change, before: order, facts };
}

/** The copies priced again: lines, shipping when asked, the order's dates and totals. */
async function repriceChange(change: OrderChange, rates: CurrencyRates, now: Date): Promise<void> {
  if (change.repriceShipping) priceOrderShipping(change);
  const repriced = repriceOrder({
    order: change.order,
    items: change.items,
    voucher: await findVoucherRule(change.tx, change.order.voucherCode),
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

/**
 * Keeps a worked-out change: its lines and order, and a history entry (who, what, the price
 * before and after). Returns the money event for billing to settle in the same transaction, or
 * null for a silent change (one that changes nothing the customer is told of).
 */
export async function keepChange(
  { change, before }: WorkedChange,
  action: OrderAction,
): Promise<OrderChangedEvent | null> {
  const {
    id: _id,
    createdAt: _created,
    orderNumber: _number,
    updatedAt: _updated,
    ...values
  } = change.order;
  await saveOrderItems(change.tx, before.id, change.items);
  await saveOrder(change.tx, before.id, values);
  if (change.silent) return null;
  await insertOrderHistory(change.tx, {
    orderId: before.id,
    customerId: change.viewer.customerId,
    action,
    details: { changes: change.changes },
    priceBefore: before.price,
    priceAfter: change.order.price,
    totalWithVatBefore: before.totalWithVat,
    totalWithVatAfter: change.order.totalWithVat,
  });
  return {
    orderId: before.id,
    totalBefore: before.totalWithVat,
    statusBefore: before.status,
    changes: change.changes,
    reason: orderChangesText(change.changes),
    billingChanged: action === 'editBillingCustomer' || action === 'unsetBillingCustomer',
  };
}

/** The answer: prices before and after, the order as it now is (or would be), shipping choices. */
export async function changeAnswer(
  worked: WorkedChange,
  action: OrderAction,
  preview: boolean,
): Promise<OrderUpdateResponse> {
  const { change, before, facts } = worked;
  const viewed = { ...facts, companyId: change.order.companyId };
  return {
    success: true,
    orderAction: action,
    preview,
    before: priceParts(before),
    after: priceParts(change.order),
    // A kept change is read back as stored; a preview shows its copies (lines numbered as they
    // would be kept), with the order's documents and history as they are.
    result: await accountOrderDetail(
      change.tx,
      change.viewer,
      viewed,
      preview ? { order: change.order, items: positionedItems(change.items) } : undefined,
    ),
    ...(action === 'listShippingOptions' ? { shippingOptions: await shippingOptions(change) } : {}),
  };
}

export { OrderUpdateFailure };
