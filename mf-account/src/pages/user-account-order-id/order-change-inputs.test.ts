/** What the change dialogs send for what the customer typed: plain functions, table-tested. */
import type { AccountOrderDetail, AccountOrderItem } from '@shop/shared/contract';
import { changedQuantities } from './change-quantity-dialog';
import { type DatedBlock, extendedReturn } from './extend-rental-dialog';
import { insuranceChange } from './insurance-dialog';

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
