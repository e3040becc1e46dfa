import type { OrderReceived } from '@shop/shared/contract';
import { summaryRows } from './summary-rows';

type Order = Pick<OrderReceived, 'items' | 'voucherDiscount' | 'shipping'>;
const item = (total: number, isSale = false) => ({
  name: 'x',
  nameEn: 'x',
  quantity: 1,
  isSale,
  days: isSale ? null : 1,
  unitPrice: total,
  total,
});
const leg = (price: number) => ({
  direction: 'pickup' as const,
  type: 'courier' as const,
  date: null,
  time: null,
  address: null,
  window: null,
  price,
});

describe('the order summary rows', () => {
  it.each<[string, Order, ReturnType<typeof summaryRows>]>([
    [
      'a rental with a voucher: the items come before their discount',
      { items: [item(2850)], voucherDiscount: 285, shipping: [] },
      [
        { kind: 'items', amount: 2850 },
        { kind: 'voucher', amount: -285 },
      ],
    ],
    [
      'rent, sale, an insurance line and shipping',
      {
        items: [item(4800), item(420, true), item(480)],
        voucherDiscount: 0,
        shipping: [leg(290), leg(0)],
      },
      [
        { kind: 'items', amount: 5700 },
        { kind: 'shipping', amount: 290 },
      ],
    ],
  ])('%s', (_, order, rows) => {
    expect(summaryRows(order)).toEqual(rows);
  });
});
