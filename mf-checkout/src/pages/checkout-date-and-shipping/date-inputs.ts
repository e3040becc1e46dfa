/**
 * The date step's inputs as the shopper sets them (the days, and for each leg its way, the
 * courier's window and the time), what they start from, the times each leg may take, and which
 * field a refusal belongs to, with its message.
 */
import type { Cart, CartErrorKey, CourierWindow, ShippingType } from '@shop/shared/contract';
import { COURIER_WINDOWS } from '@shop/shared/contract/constants';
import {
  allowedTimes,
  checkLegTime,
  courierWindowHours,
  type LegPlan,
  nearestAllowedTime,
  wayTimes,
} from '@shop/shared/rules/pickup-times';
import { isLocalDate, splitDateTime } from '@shop/shared/rules/prague-time';
import { plannedPeriod, USUAL_LEG_TIMES } from '@shop/shared/rules/shooting-days';
import type { DateRangeValue } from '@shop/shared/ui/date-range-picker';
import type { TFunction } from 'i18next';
import { cartErrorMessage } from '../../features/cart/error-message';

export type LegName = 'pickup' | 'return';
export const LEG_NAMES: readonly LegName[] = ['pickup', 'return'];

/** One leg as the shopper sets it: how it travels, the courier's window, the time. */
export interface LegInputs {
  type: ShippingType;
  window: CourierWindow | null;
  time: string;
}

export interface DateInputs {
  range: DateRangeValue;
  pickup: LegInputs;
  return: LegInputs;
}

/** How each leg travels, as the Date update and the shipping form take it. */
export interface LegPlans {
  pickup: LegPlan;
  return: LegPlan;
}

/**
 * What the step starts with: the cart's confirmed dates, else its price offer's, else the days
 * picked with its first item at the usual times.
 */
export function initialDateInputs(cart: Cart): DateInputs {
  const source =
    cart.date.from && cart.date.to
      ? cart.date
      : (cart.priceOffer ?? (cart.plannedDates ? plannedPeriod(cart.plannedDates) : null));
  const from = splitDateTime(source?.from);
  const to = splitDateTime(source?.to);
  const leg = (name: LegName, time: string): LegInputs => {
    const selected = cart.shipping.selected[name];
    return {
      type: selected?.type ?? 'branch',
      window: selected?.type === 'courier' ? selected.window : null,
      time: time || USUAL_LEG_TIMES[name],
    };
  };
  return {
    range: { from: from.date || null, to: to.date || null },
    pickup: leg('pickup', from.time),
    return: leg('return', to.time),
  };
}

export function legPlans(inputs: DateInputs): LegPlans {
  const plan = ({ type, window }: LegInputs): LegPlan =>
    type === 'courier' ? { type, window } : { type };
  return { pickup: plan(inputs.pickup), return: plan(inputs.return) };
}

export function samePlans(a: LegPlans | null, b: LegPlans): boolean {
  return (
    a !== null &&
    LEG_NAMES.every(
      (leg) => a[leg].type === b[leg].type && (a[leg].window ?? null) === (b[leg].window ?? null),
    )
  );
}

export function dateTimes(inputs: DateInputs) {
  if (!inputs.range.from || !inputs.range.to) return null;
  return {
    from: `${inputs.range.from}T${inputs.pickup.time}`,
    to: `${inputs.range.to}T${inputs.return.time}`,
  };
}

const legDate = (inputs: DateInputs, leg: LegName) =>
  leg === 'pickup' ? inputs.range.from : inputs.range.to;

/** The times a leg may take on its day (all day long while no day is picked). */
export function legTimes(inputs: DateInputs, leg: LegName, frequentCustomer: boolean): string[] {
  const date = legDate(inputs, leg);
  const plan = legPlans(inputs)[leg];
  const customer = { frequentCustomer };
  // Before a day is picked the list shows what the way allows on a day it runs.
  return date && isLocalDate(date) ? allowedTimes(plan, date, customer) : wayTimes(plan, customer);
}

/**
 * Keeps each leg's time among the times its way allows that day (the nearest one) after the days,
 * a way or a window changed; a day that allows none keeps the time, and confirm says why.
 */
export function fitInputs(inputs: DateInputs, frequentCustomer: boolean): DateInputs {
  const next = { ...inputs };
  for (const leg of LEG_NAMES) {
    const time = nearestAllowedTime(legTimes(inputs, leg, frequentCustomer), inputs[leg].time);
    if (time !== null && time !== inputs[leg].time) next[leg] = { ...inputs[leg], time };
  }
  return next;
}

/** The window a courier time falls in, or the first window. */
export function windowOf(time: string): CourierWindow {
  return (
    COURIER_WINDOWS.find((window) => {
      const { start, end } = courierWindowHours(window);
      return time >= start && time < end;
    }) ?? COURIER_WINDOWS[0]
  );
}

export type DateError = CartErrorKey | 'required' | 'unknown';
export type ErrorPlace = 'calendar' | `${LegName}-${'way' | 'window' | 'time'}` | 'general';

const CALENDAR_ERRORS: readonly string[] = [
  'date_from_after_date_to',
  'date_range_mismatch_with_offer',
  'required',
];

/** Which field an error code belongs to (a leg's problem: the leg whose way refuses its time). */
export function errorPlace(
  code: DateError,
  inputs: DateInputs,
  frequentCustomer: boolean,
): ErrorPlace {
  if (CALENDAR_ERRORS.includes(code)) return 'calendar';
  if (code === 'date_from_in_past') return 'pickup-time';
  if (code === 'date_to_in_past') return 'return-time';
  const times = dateTimes(inputs);
  const plans = legPlans(inputs);
  const leg = LEG_NAMES.find(
    (name) =>
      times !== null &&
      checkLegTime(plans[name], name === 'pickup' ? times.from : times.to, {
        frequentCustomer,
      }) === code,
  );
  if (!leg) return 'general';
  if (code === 'night_safe_not_allowed') return `${leg}-way`;
  if (code === 'courier_window_required') return `${leg}-window`;
  return `${leg}-time`;
}

export const windowLabel = (window: CourierWindow) => {
  const { start, end } = courierWindowHours(window);
  return `${start}–${end}`;
};

export function errorMessage(t: TFunction, code: DateError, place: ErrorPlace, inputs: DateInputs) {
  if (code === 'required') return t('dates.required');
  const leg = place.startsWith('return') ? inputs.return : inputs.pickup;
  if (code === 'out_of_opening_hours' && place !== 'general' && leg.type === 'courier') {
    return t('dates.outsideWindow', { window: leg.window ? windowLabel(leg.window) : '' });
  }
  return cartErrorMessage(t, code);
}
