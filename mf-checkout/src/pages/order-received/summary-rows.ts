/**
 * The order-received page's price summary, row by row, so that it visibly adds up to the price
 * without VAT: the items (the insurance line among them, as the proforma lists it), the voucher's
 * discount, the shipping. `summaryRows(order)` always sums to `order.price`.
 */
import type { OrderReceived } from '@shop/shared/contract';

export type SummaryRow =
  | { kind: 'items'; amount: number }
  | { kind: 'voucher'; amount: number }
  | { kind: 'shipping'; amount: number };

export function summaryRows(
  order: Pick<OrderReceived, 'items' | 'voucherDiscount' | 'shipping'>,
): SummaryRow[] {
  const items = order.items.reduce((sum, item) => sum + item.total, 0);
  const shipping = order.shipping.reduce((sum, row) => sum + row.price, 0);
  return [
    { kind: 'items', amount: items },
    ...(order.voucherDiscount > 0
      ? [{ kind: 'voucher' as const, amount: -order.voucherDiscount }]
      : []),
    ...(order.shipping.length > 0 ? [{ kind: 'shipping' as const, amount: shipping }] : []),
  ];
}
