import type { OrderReceived, OrderReceivedItem, OrderShippingRow } from '@shop/shared/contract';
import { qrPlatba } from '@shop/shared/rules/qr-platba';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { toLocalDateTime } from '../../lib/local-date-time';
import { isWellFormedCode } from '../../lib/random-code';
import { SUPPLIER } from '../../lib/supplier';
import type { OrderShippingData, OrderShippingLeg } from './order-lines';
import { paymentStatusOf } from './payment-status';
import {
  findBranches,
  findOrderWithEstimate,
  type OrderItemRow,
  type OrderRow,
} from './repository';

export const ORDER_NOT_FOUND = 'Order not found';

function shippingRows(
  shipping: OrderShippingData | null,
  rentalFrom: string | null,
  rentalTo: string | null,
  branchNames: Map<number, { name: string; street: string; city: string }>,
): OrderShippingRow[] {
  if (!shipping) return [];
  const row = (
    direction: 'pickup' | 'return',
    leg: OrderShippingLeg,
    at: string | null,
  ): OrderShippingRow => {
    const branch = leg.branchId === null ? undefined : branchNames.get(leg.branchId);
    const address = leg.address
      ? `${leg.address.street}, ${leg.address.zipCode} ${leg.address.city}`
      : branch
        ? `${branch.name}, ${branch.street}, ${branch.city}`
        : null;
    return {
      direction,
      type: leg.type,
      date: at?.slice(0, 10) ?? null,
      time: at?.slice(11, 16) ?? null,
      address,
      window: leg.window,
      price: (leg.price ?? 0) + (leg.expressFee ?? 0),
    };
  };
  return [row('pickup', shipping.pickup, rentalFrom), row('return', shipping.return, rentalTo)];
}

/**
 * The order for the order-received page, when `code` is the code of its estimate (knowing it is
 * the permission); anything else is the same 404. With the bank-transfer fields of the demand
 * note: the shop's account, variable symbol = order number, what is left to pay, the QR payment.
 */
export async function getReceivedOrder(
  db: Database,
  orderNumber: string,
  code: string,
): Promise<OrderReceived> {
  const found =
    /^\d{8}$/.test(orderNumber) && isWellFormedCode(code)
      ? await findOrderWithEstimate(db, { orderNumber, estimateCode: code })
      : undefined;
  if (!found) throw notFound(ORDER_NOT_FOUND);
  return shapeReceivedOrder(db, found);
}

/** A line of the order as the order-received page shows it. */
export function receivedItemOf(item: OrderItemRow): OrderReceivedItem {
  return {
    name: item.name,
    nameEn: item.nameEn,
    quantity: item.quantity,
    isSale: item.isSale,
    days: item.days,
    unitPrice: item.unitPrice,
    total: item.total,
  };
}

/** How the order's gear goes out and comes back: a row per leg, with the branch or the address. */
export async function orderShippingRows(
  db: Database,
  order: Pick<OrderRow, 'shipping' | 'rentalFrom' | 'rentalTo'>,
): Promise<OrderShippingRow[]> {
  const shipping = order.shipping as OrderShippingData | null;
  const branchIds = shipping
    ? [shipping.pickup.branchId, shipping.return.branchId].filter((id): id is number => id !== null)
    : [];
  return shippingRows(
    shipping,
    toLocalDateTime(order.rentalFrom),
    toLocalDateTime(order.rentalTo),
    await findBranches(db, branchIds),
  );
}

/** An order with its estimate and items as the order-received page shows it (cancelled lines left out). */
export async function shapeReceivedOrder(
  db: Database,
  found: NonNullable<Awaited<ReturnType<typeof findOrderWithEstimate>>>,
): Promise<OrderReceived> {
  const { order, estimate } = found;
  const items = found.items.filter((item) => item.canceledAt === null);
  const rentalFrom = toLocalDateTime(order.rentalFrom);
  const rentalTo = toLocalDateTime(order.rentalTo);
  // Nothing is asked of a conflict order until staff confirm it, nor of a cancelled one.
  const payable = order.status !== 'CREATED' && order.status !== 'CANCELED';
  const left = payable ? Math.max(0, order.totalWithVat - order.paidAmount) : 0;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: paymentStatusOf(order.paidAmount, order.totalWithVat),
    locale: order.locale === 'en' ? 'en' : 'cs',
    createdAt: order.createdAt.toISOString(),
    rentalFrom,
    rentalTo,
    items: items.map(receivedItemOf),
    shipping: await orderShippingRows(db, order),
    voucherCode: order.voucherCode,
    voucherDiscount: order.voucherDiscount,
    insurancePrice: order.insurancePrice,
    price: order.price,
    vat: order.vat,
    totalWithVat: order.totalWithVat,
    paidAmount: order.paidAmount,
    estimateCode: estimate.code,
    bankTransfer: {
      accountNumber: SUPPLIER.bankAccount,
      iban: SUPPLIER.iban,
      variableSymbol: order.orderNumber,
      amount: left,
      currency: 'CZK',
      dueDate: estimate.dueDate,
      qrPayment:
        left > 0
          ? qrPlatba({
              iban: SUPPLIER.iban,
              amount: left,
              variableSymbol: order.orderNumber,
              message:
                order.locale === 'en'
                  ? `Order ${order.orderNumber}`
                  : `Objednavka ${order.orderNumber}`,
            })
          : null,
    },
  };
}
