import type { ShippingLegPrice } from '@shop/shared/rules/shipping';
import { toLocalDateTime } from '../../lib/local-date-time';
import type { CurrencyRates } from '../currency';
import type { OrderItemRow, OrderRow, OrderShippingData } from '../order';
import type { VoucherRule } from '../pricing';
import { type CartTotals, priceCart } from '../pricing';

/** What a changed order costs: its lines repriced and the order's sums. */
export interface RepricedOrder {
  items: OrderItemRow[];
  totals: CartTotals;
}

/** Whether a line is the priced insurance line (no product, not for sale, no period). */
export function isInsuranceLine(item: OrderItemRow): boolean {
  return (
    item.productId === null && !item.isSale && item.rentalFrom === null && item.charge === null
  );
}

/** The line's own period, wall-clock 'YYYY-MM-DDTHH:mm', or null. */
export function periodOfLine(item: OrderItemRow): { from: string; to: string } | null {
  const from = toLocalDateTime(item.rentalFrom);
  const to = toLocalDateTime(item.rentalTo);
  return from && to ? { from, to } : null;
}

/** The stored shipping legs' prices (express fee included) of a placed order. */
export function storedShippingPrices(shipping: OrderShippingData | null): ShippingLegPrice[] {
  if (!shipping) return [];
  return [shipping.pickup, shipping.return].map((leg) => ({
    price: leg.price ?? 0,
    expressFee: leg.expressFee ?? 0,
  }));
}

/**
 * Prices a placed order after a change with the one pricing engine: each rent line for its own
 * period at the price per day it was ordered at (price-offer lines keep their fixed totals), sale
 * lines at their unit price, the order's voucher, insurance and shipping as priced (or as given).
 * Cancelled lines cost nothing; the insurance line takes the new insurance price.
 */
export function repriceOrder(input: {
  order: OrderRow;
  items: readonly OrderItemRow[];
  voucher: Pick<VoucherRule, 'type' | 'value'> | null;
  shippingPrices: readonly ShippingLegPrice[];
  rates: CurrencyRates;
  now: Date;
}): RepricedOrder {
  const active = input.items.filter((item) => item.canceledAt === null && !isInsuranceLine(item));
  const key = (item: OrderItemRow, index: number) => `${item.id}:${index}`;
  const keys = new Map(input.items.map((item, index) => [item, key(item, index)]));
  const priced = priceCart({
    rent: active
      .filter((item) => !item.isSale)
      .map((item) => ({
        key: keys.get(item) ?? '',
        pricePerDay: item.unitPrice,
        quantity: item.quantity,
        fixedTotal: item.priceOfferId !== null ? item.total : null,
        period: periodOfLine(item),
      })),
    sale: active
      .filter((item) => item.isSale)
      .map((item) => ({
        key: keys.get(item) ?? '',
        price: item.unitPrice,
        quantity: item.quantity,
      })),
    period: null,
    shipping: { pickup: null, ret: null },
    shippingPrices: input.shippingPrices,
    insurance: {
      group: input.order.insurance?.id ?? null,
      student: input.order.insurance?.student ?? false,
    },
    voucher: input.voucher,
    rates: input.rates,
    now: input.now,
  });
  const byKey = new Map([...priced.rent, ...priced.sale].map((line) => [line.key, line]));
  const items = input.items.map((item) => {
    if (item.canceledAt !== null) return { ...item, total: 0 };
    if (isInsuranceLine(item)) {
      const price = priced.totals.insurancePrice;
      return { ...item, unitPrice: price, total: price };
    }
    const line = byKey.get(keys.get(item) ?? '');
    return line ? { ...item, days: line.days, total: line.total } : item;
  });
  return { items, totals: priced.totals };
}
