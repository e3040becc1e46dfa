import { orderActionRefusal, orderGroupId, parseOrderGroupId } from './order-editing';

describe('orderActionRefusal', () => {
  it.each([
    ['ORDERED', 'cancelItems', null],
    ['CREATED', 'editGroupDate', null],
    ['PAID', 'addItems', null],
    ['PART_PAID', 'cancelOrder', null],
    ['LENT', 'cancelItems', 13],
    ['LENT', 'cancelOrder', 15],
    ['RETURNED', 'editGroupDate', 13],
    ['CANCELED', 'cancelOrder', 15],
    ['DRAFT', 'addItems', 13],
    ['INVOICED', 'editBillingCustomer', 20],
    ['SENT', 'unsetBillingCustomer', 20],
    ['INVOICED', 'editOrderData', 20],
    ['INVOICED', 'cancelOrder', 20],
    ['SENT', 'addItems', 20],
    ['LENT', 'editBillingCustomer', 13],
    ['INVOICED', 'listShippingOptions', null],
    ['CANCELED', 'groupByCategoryGroups', null],
  ] as const)('%s, %s → %s', (status, action, expected) => {
    expect(orderActionRefusal(status, action)).toBe(expected);
  });
});

describe('order group ids', () => {
  it('names a block by its period and reads it back', () => {
    const id = orderGroupId('2026-12-01T10:00', '2026-12-03T18:00');
    expect(id).toBe('2026-12-01T10:00/2026-12-03T18:00');
    expect(parseOrderGroupId(id)).toEqual({ from: '2026-12-01T10:00', to: '2026-12-03T18:00' });
  });

  it.each([
    '',
    '2026-12-01T10:00',
    '2026-12-01/2026-12-03',
    'x/y',
    '2026-12-01T10:00/2026-12-03T18:00/',
  ])('refuses %j', (text) => {
    expect(parseOrderGroupId(text)).toBeNull();
  });
});
