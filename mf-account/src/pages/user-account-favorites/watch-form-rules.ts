/**
 * The rule of the "watch availability" form (pure): both days picked, the first after today (the
 * API takes only periods still ahead), and 1–50 pieces. Messages are keys of the account's texts.
 * The API checks the same (contract: favourite.ts) and answers the period in wall-clock times.
 */
import { FAVOURITE_WATCH_QUANTITY_MAX } from '@shop/shared/contract/constants';

export interface WatchFormValues {
  from: string | null;
  to: string | null;
  quantity: string;
}

/** The period's message sits on `from` (the picker's field). */
export type WatchFormErrors = Partial<Record<'from' | 'quantity', string>>;

export function watchFormErrors(values: WatchFormValues, today: string): WatchFormErrors {
  const errors: WatchFormErrors = {};
  if (!values.from || !values.to) errors.from = 'favourites.watch.datesRequired';
  else if (values.from <= today) errors.from = 'favourites.watch.datesFuture';
  const quantity = Number(values.quantity);
  if (
    values.quantity.trim() === '' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > FAVOURITE_WATCH_QUANTITY_MAX
  ) {
    errors.quantity = 'favourites.watch.quantityRange';
  }
  return errors;
}

/** The watched period: from the first day's start to the end of the last (as availability asks). */
export function watchedPeriod(from: string, to: string): { dateFrom: string; dateTo: string } {
  return { dateFrom: `${from}T00:00`, dateTo: `${to}T23:59` };
}
