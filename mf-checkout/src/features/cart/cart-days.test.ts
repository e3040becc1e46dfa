import type { Cart } from '@shop/shared/contract';
import { cartDays, formatDays, otherCartDays } from './cart-days';

type Dates = Pick<Cart, 'date' | 'plannedDates'>;
const none: Dates = { date: { from: null, to: null }, plannedDates: null };
const planned: Dates = { ...none, plannedDates: { from: '2026-12-07', to: '2026-12-09' } };
const confirmed: Dates = {
  date: { from: '2026-12-10T17:00', to: '2026-12-12T09:00' },
  plannedDates: { from: '2026-12-07', to: '2026-12-09' },
};
const picked = { from: '2026-12-07', to: '2026-12-09' };

describe('the days of a cart', () => {
  it.each([
    ['no dates', none, null],
    ['planned days', planned, { from: '2026-12-07', to: '2026-12-09' }],
    ['confirmed dates, before planned days', confirmed, { from: '2026-12-10', to: '2026-12-12' }],
  ] as const)('%s', (_, cart, days) => {
    expect(cartDays(cart)).toEqual(days);
  });

  it.each([
    ['a cart without days takes the picked ones', none, null],
    ['the same planned days', planned, null],
    ['confirmed days that differ', confirmed, { from: '2026-12-10', to: '2026-12-12' }],
    [
      'planned days that differ',
      { ...none, plannedDates: { from: '2026-12-07', to: '2026-12-10' } },
      { from: '2026-12-07', to: '2026-12-10' },
    ],
  ] as const)('%s', (_, cart, other) => {
    expect(otherCartDays(cart, picked)).toEqual(other);
  });

  it.each([
    ['cs', '7. 12. 2026 – 9. 12. 2026'],
    ['en', '07/12/2026 – 09/12/2026'],
  ] as const)('in %s: %s', (locale, text) => {
    expect(formatDays(picked, locale)).toBe(text);
  });
});
