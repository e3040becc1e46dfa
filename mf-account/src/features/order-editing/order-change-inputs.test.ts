/** What the change dialogs send for what the customer typed: plain functions, table-tested. */
import type {
  AccountOrderDetail,
  AccountOrderItem,
  OrderShippingOption,
} from '@shop/shared/contract';
import { addItemsChange, defaultUse, mayAdd } from './add-items-dialog';
import { changedQuantities } from './change-quantity-dialog';
import { type DatedBlock, extendedReturn } from './extend-rental-dialog';
import { insuranceChange } from './insurance-dialog';
import { currentShipping, type LegInputs, shippingChange } from './shipping-dialog';

const line = (id: number, quantity: number, extra: Partial<AccountOrderItem> = {}) =>
  ({
    id,
    productId: 100 + id,
    name: `Věc ${id}`,
    nameEn: `Thing ${id}`,
    quantity,
    isSale: false,
    days: 3,
    unitPrice: 1000,
    total: 3000 * quantity,
    canceled: false,
    sent: false,
    ...extra,
  }) satisfies AccountOrderItem;

const block: DatedBlock = {
  groupId: '2026-12-07T10:00/2026-12-09T18:00',
  from: '2026-12-07T10:00',
  to: '2026-12-09T18:00',
  items: [line(1, 2), line(2, 1, { sent: true }), line(3, 1, { canceled: true })],
};

describe('extendedReturn', () => {
  it.each([
    ['day', { date: '', time: '' }, '2026-12-10T18:00'],
    ['twoDays', { date: '', time: '' }, '2026-12-11T18:00'],
    ['pick', { date: '2026-12-20', time: '09:30' }, '2026-12-20T09:30'],
    ['pick', { date: '2026-12-31', time: '18:00' }, '2026-12-31T18:00'],
    ['pick', { date: '', time: '18:00' }, null],
    ['pick', { date: '2026-12-12', time: '' }, null],
    ['pick', { date: '2026-12-07', time: '09:00' }, null],
  ] as const)('%s %o → %s', (extension, picked, expected) => {
    expect(extendedReturn(block, extension, picked)).toBe(expected);
  });
});

describe('changedQuantities', () => {
  it.each([
    [{}, null],
    [{ 1: '2' }, null],
    [{ 1: '3' }, [{ id: 1, quantity: 3 }]],
    [{ 1: '1' }, [{ id: 1, quantity: 1 }]],
    [{ 1: '0' }, null],
    [{ 1: '51' }, null],
    [{ 1: '1.5' }, null],
    [{ 1: '' }, null],
    // Sent and cancelled lines are not the customer's to change.
    [{ 2: '4', 3: '4' }, null],
  ] as const)('%o → %o', (typed, expected) => {
    expect(changedQuantities(block, typed)).toEqual(expected);
  });
});

describe('insuranceChange', () => {
  const order = (id: 'basic' | 'eu') =>
    ({
      insurance: { id, countries: [], student: false, price: 0 },
    }) as unknown as AccountOrderDetail;
  const inputs = { countries: ['DE'], birthNumber: '', companyId: '' };
  it.each([
    ['basic', 'basic', inputs, null],
    ['eu', 'basic', inputs, { orderAction: 'unsetInsurance' }],
    ['basic', 'eu', inputs, null],
    [
      'basic',
      'eu',
      { ...inputs, birthNumber: ' 7801011234 ' },
      {
        orderAction: 'addInsurance',
        insurance: { id: 'eu', countries: ['DE'], birthNumber: '7801011234' },
      },
    ],
    [
      'basic',
      'world',
      { ...inputs, companyId: '27082440' },
      {
        orderAction: 'addInsurance',
        insurance: { id: 'world', countries: ['DE'], companyId: '27082440' },
      },
    ],
    ['basic', 'world', { ...inputs, companyId: '2708244' }, null],
    ['basic', 'eu', { ...inputs, countries: [], birthNumber: '7801011234' }, null],
    // Ticked for world cover, then Europe chosen: only the European countries are sent.
    [
      'basic',
      'eu',
      { ...inputs, countries: ['US', 'AT', 'DE'], birthNumber: '7801011234' },
      {
        orderAction: 'addInsurance',
        insurance: { id: 'eu', countries: ['AT', 'DE'], birthNumber: '7801011234' },
      },
    ],
    ['basic', 'eu', { ...inputs, countries: ['US'], birthNumber: '7801011234' }, null],
  ] as const)('%s → %s %o', (now, cover, typed, expected) => {
    expect(insuranceChange(order(now), { cover, ...typed })).toEqual(expected);
  });
});

describe('addItems', () => {
  const rentOnly = { id: 7, kind: 'product', isForRent: true, isForSale: false } as const;
  const saleOnly = { id: 8, kind: 'product', isForRent: false, isForSale: true } as const;
  const both = { id: 9, kind: 'bundle', isForRent: true, isForSale: true } as const;
  const kit = { id: 10, kind: 'dynamicProduct', isForRent: true, isForSale: true } as const;
  const rent = (productId: number, quantity: number) => ({
    orderAction: 'addItems',
    groupId: block.groupId,
    items: [{ productId, quantity, isSale: false }],
  });
  const buy = (productId: number, quantity: number) => ({
    orderAction: 'addItems',
    items: [{ productId, quantity, isSale: true }],
  });
  it.each([
    ['rent in the block', block, rentOnly, '2', 'rent', rent(7, 2)],
    ['buy with the block open', block, both, '1', 'sale', buy(9, 1)],
    ['rent a kit', block, both, '50', 'rent', rent(9, 50)],
    ['buy without a block', null, saleOnly, '3', 'sale', buy(8, 3)],
    ['rent what is only sold', block, saleOnly, '1', 'rent', null],
    ['buy what is only rented', block, rentOnly, '1', 'sale', null],
    ['rent without a block', null, rentOnly, '1', 'rent', null],
    ['a configurable kit', block, kit, '1', 'rent', null],
    ['no pieces', block, rentOnly, '0', 'rent', null],
    ['too many pieces', block, rentOnly, '51', 'rent', null],
    ['half a piece', block, rentOnly, '1.5', 'rent', null],
    ['no number', block, rentOnly, '', 'rent', null],
  ] as const)('%s', (_, at, product, quantity, use, expected) => {
    expect(addItemsChange(at, { product, quantity, use })).toEqual(expected);
  });
  it('offers what the order can take and rents where it can', () => {
    expect([rentOnly, saleOnly, both, kit].map((product) => mayAdd(product, block))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([rentOnly, saleOnly, both].map((product) => mayAdd(product, null))).toEqual([
      false,
      true,
      true,
    ]);
    expect([rentOnly, saleOnly, both].map((product) => defaultUse(product, block))).toEqual([
      'rent',
      'sale',
      'rent',
    ]);
    expect(defaultUse(both, null)).toBe('sale');
  });
});

describe('updateShipping', () => {
  const option = (
    type: OrderShippingOption['type'],
    branchId: number | null,
    name: string,
  ): OrderShippingOption => ({ type, branchId, name, nameEn: name, price: 0 });
  const options = [
    option('branch', 1, 'Praha'),
    option('branch', 2, 'Brno'),
    option('night_safe', 1, 'Praha'),
    option('courier', null, 'Kurýr'),
    option('set_transport', null, 'Doprava na plac'),
  ];
  const leg = (key: string, extra: Partial<LegInputs> = {}): LegInputs => ({
    option: key,
    window: '',
    street: '',
    city: '',
    zipCode: '',
    ...extra,
  });
  const home = { street: ' Komunardů 1 ', city: 'Praha 7', zipCode: '170 00' };
  const address = { street: 'Komunardů 1', city: 'Praha 7', zipCode: '170 00', country: 'CZ' };
  const brno = { street: 'Veveří 10', city: 'Brno', zipCode: '60200' };
  it.each([
    [
      'branch both ways',
      leg('branch:1'),
      leg('night_safe:1'),
      true,
      { pickup: { type: 'branch', branchId: 1 }, return: { type: 'night_safe', branchId: 1 } },
    ],
    [
      'courier both ways at one address',
      leg('courier:', { window: '08-12', ...home }),
      leg('courier:', { window: '16-20' }),
      true,
      {
        pickup: { type: 'courier', window: '08-12', address },
        return: { type: 'courier', window: '16-20', address },
      },
    ],
    [
      'set transport back from another address',
      leg('courier:', { window: '12-16', ...home }),
      leg('set_transport:', brno),
      false,
      {
        pickup: { type: 'courier', window: '12-16', address },
        return: {
          type: 'set_transport',
          address: { ...brno, country: 'CZ' },
        },
      },
    ],
    [
      'the pickup’s address is not the branch return’s',
      leg('set_transport:', home),
      leg('branch:2'),
      true,
      { pickup: { type: 'set_transport', address }, return: { type: 'branch', branchId: 2 } },
    ],
    ['courier without a window', leg('courier:', home), leg('branch:1'), true, null],
    [
      'courier without an address',
      leg('courier:', { window: '08-12' }),
      leg('branch:1'),
      true,
      null,
    ],
    [
      'a postcode of four digits',
      leg('courier:', { window: '08-12', ...home, zipCode: '1700' }),
      leg('branch:1'),
      true,
      null,
    ],
    [
      'another address left empty',
      leg('courier:', { window: '08-12', ...home }),
      leg('set_transport:'),
      false,
      null,
    ],
    ['nothing chosen', leg(''), leg('branch:1'), true, null],
    ['an option not offered', leg('night_safe:2'), leg('branch:1'), true, null],
  ] as const)('%s', (_, pickup, ret, sameAddress, expected) => {
    expect(shippingChange(options, { pickup, return: ret, sameAddress })).toEqual(
      expected ? { orderAction: 'updateShipping', shipping: expected } : null,
    );
  });
  const row = (direction: 'pickup' | 'return', type: 'branch' | 'courier', address: string) => ({
    direction,
    type,
    date: null,
    time: null,
    address,
    window: type === 'courier' ? '12-16' : null,
    price: 0,
  });
  const veveri = { street: 'Veveří 10', city: 'Brno', zipCode: '602 00' };
  it.each([
    [
      'a branch by its name, a courier’s address read back',
      row('pickup', 'branch', 'Brno, Údolní 5, Brno'),
      row('return', 'courier', 'Veveří 10, 602 00 Brno'),
      leg('branch:2'),
      leg('courier:', { window: '12-16', ...veveri }),
      false,
    ],
    [
      'the courier both ways at one address',
      row('pickup', 'courier', 'Veveří 10, 602 00 Brno'),
      row('return', 'courier', 'Veveří 10, 602 00 Brno'),
      leg('courier:', { window: '12-16', ...veveri }),
      leg('courier:', { window: '12-16', ...veveri }),
      true,
    ],
    [
      'a branch named as the start of another’s name, an address not read',
      row('pickup', 'branch', 'Praha 2, Vinohradská 1, Praha'),
      row('return', 'courier', 'somewhere'),
      leg(''),
      leg('courier:', { window: '12-16' }),
      true,
    ],
  ] as const)(
    'starts from the order’s shipping: %s',
    (_, pickupRow, returnRow, pickup, ret, same) => {
      expect(currentShipping({ shipping: [pickupRow, returnRow] }, options)).toEqual({
        pickup,
        return: ret,
        sameAddress: same,
      });
    },
  );
});
