/**
 * Pickup and return: days in the calendar, then for each leg how it travels (branch, night safe for
 * signed-in frequent customers, courier with its window, transport to the set) and a time from the
 * times that way allows (@shop/shared/rules/pickup-times), then "confirm". Confirm runs the same
 * check the API runs before it asks the API (a Date update carrying both ways), so "Confirmed" is
 * only shown for a date the API accepted; a refusal shows next to the field it concerns. A guest is
 * told that the night safe needs signing in.
 */
import { isLoggedInAtom } from '@shop/shared/auth';
import type { Cart, CartErrorKey, CourierWindow, ShippingType } from '@shop/shared/contract';
import { COURIER_WINDOWS, SHIPPING_TYPES } from '@shop/shared/contract/constants';
import { eventBus } from '@shop/shared/event-bus';
import { loginPath, pathFor } from '@shop/shared/routes';
import {
  allowedTimes,
  checkLegTime,
  checkRentalDates,
  courierWindowHours,
  type LegPlan,
  nearestAllowedTime,
  wayTimes,
} from '@shop/shared/rules/pickup-times';
import { formatDateTime, isLocalDate, splitDateTime } from '@shop/shared/rules/prague-time';
import { plannedPeriod, USUAL_LEG_TIMES } from '@shop/shared/rules/shooting-days';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { DateRangePicker, type DateRangeValue } from '@shop/shared/ui/date-range-picker';
import { fieldsetClassName, legendClassName } from '@shop/shared/ui/final-form-fields';
import { FieldError, FormField, focusFirstError } from '@shop/shared/ui/form-field';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import { cartErrorMessage } from '../../features/cart/error-message';
import styles from '../../features/checkout-steps/checkout.module.css';
import { shootingDays } from '../../features/shipping/shipping-rules';
import { namespace } from '../../i18n/checkout-i18n';

export type LegName = 'pickup' | 'return';
const LEG_NAMES: readonly LegName[] = ['pickup', 'return'];

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
function windowOf(time: string): CourierWindow {
  return (
    COURIER_WINDOWS.find((window) => {
      const { start, end } = courierWindowHours(window);
      return time >= start && time < end;
    }) ?? COURIER_WINDOWS[0]
  );
}

type DateError = CartErrorKey | 'required' | 'unknown';
type ErrorPlace = 'calendar' | `${LegName}-${'way' | 'window' | 'time'}` | 'general';

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

const windowLabel = (window: CourierWindow) => {
  const { start, end } = courierWindowHours(window);
  return `${start}–${end}`;
};

function errorMessage(t: TFunction, code: DateError, place: ErrorPlace, inputs: DateInputs) {
  if (code === 'required') return t('dates.required');
  const leg = place.startsWith('return') ? inputs.return : inputs.pickup;
  if (code === 'out_of_opening_hours' && place !== 'general' && leg.type === 'courier') {
    return t('dates.outsideWindow', { window: leg.window ? windowLabel(leg.window) : '' });
  }
  return cartErrorMessage(t, code);
}

function LegControls({
  name,
  inputs,
  frequentCustomer,
  locked,
  errorAt,
  onChange,
}: {
  name: LegName;
  inputs: DateInputs;
  frequentCustomer: boolean;
  locked: boolean;
  errorAt: (place: ErrorPlace) => string | null;
  onChange: (leg: LegInputs) => void;
}) {
  const { t } = useTranslation(namespace);
  const leg = inputs[name];
  const times = legTimes(inputs, name, frequentCustomer);
  const types = SHIPPING_TYPES.filter(
    (type) => type !== 'night_safe' || frequentCustomer || leg.type === 'night_safe',
  );
  return (
    <fieldset className={fieldsetClassName}>
      <legend className={legendClassName}>{t(`shipping.${name}`)}</legend>
      <FormField
        id={`${name}-way`}
        label={t(`dates.${name}Way`)}
        error={errorAt(`${name}-way`)}
        // The chosen way's terms below the list: in the options they would be cut off on a phone.
        hint={t(`shipping.hints.${leg.type}`)}
      >
        {(control) => (
          <select
            {...control}
            value={leg.type}
            disabled={locked}
            onChange={(event) => {
              const type = event.target.value as ShippingType;
              onChange({ ...leg, type, window: type === 'courier' ? windowOf(leg.time) : null });
            }}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`shipping.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {leg.type === 'courier' ? (
        <FormField
          id={`${name}-window`}
          label={t(`dates.${name}Window`)}
          error={errorAt(`${name}-window`)}
        >
          {(control) => (
            <select
              {...control}
              value={leg.window ?? ''}
              disabled={locked}
              onChange={(event) =>
                onChange({ ...leg, window: event.target.value as CourierWindow })
              }
            >
              {COURIER_WINDOWS.map((window) => (
                <option key={window} value={window}>
                  {windowLabel(window)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField
        id={`${name}-time`}
        label={t(`dates.${name}Time`)}
        error={errorAt(`${name}-time`)}
        hint={times.length === 0 ? t(`dates.noTimes.${leg.type}`) : undefined}
      >
        {(control) => (
          <select
            {...control}
            value={times.includes(leg.time) ? leg.time : ''}
            disabled={locked}
            onChange={(event) => onChange({ ...leg, time: event.target.value })}
          >
            {times.length === 0 ? <option value="">{t('dates.noTime')}</option> : null}
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}

/**
 * For a guest: the night safe is for signed-in frequent customers (the API grants it to no e-mail
 * typed into the cart), with the way to sign in and come back to this step.
 */
function NightSafeSignIn() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const login = loginPath(pathFor('checkout-date-and-shipping', {}, locale), locale);
  return (
    <p className={styles.note} data-testid="night-safe-sign-in">
      {t('dates.nightSafeForSignedIn')} <Link to={login}>{t('dates.nightSafeSignIn')}</Link>
    </p>
  );
}

export function DateSection({
  cart,
  inputs,
  confirmed,
  onChange,
  onConfirmed,
}: {
  cart: Cart;
  inputs: DateInputs;
  /** The cart holds these dates, confirmed for these ways. */
  confirmed: boolean;
  onChange: (inputs: DateInputs) => void;
  onConfirmed: (plans: LegPlans) => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [error, setError] = useState<DateError | null>(null);
  const update = useMutation(updateCartMutation());
  const root = useRef<HTMLElement>(null);
  const locked = cart.priceOffer !== null;
  const frequentCustomer = cart.customer?.frequentCustomer === true;
  const signedIn = useAtomValue(isLoggedInAtom);
  const times = dateTimes(inputs);
  const plans = legPlans(inputs);
  const estimate = times ? shootingDays(times.from, times.to, plans.pickup, plans.return) : null;

  // Days picked on a product page (rental:dates, replayed) start the calendar when none are set.
  const initial = useRef({ inputs, onChange, skip: Boolean(inputs.range.from) || locked });
  useEffect(() => {
    const { inputs: start, onChange: change, skip } = initial.current;
    if (skip) return;
    let first = true;
    return eventBus.subscribe('rental:dates', (dates) => {
      if (!first) return;
      first = false;
      change({ ...start, range: { from: dates.from, to: dates.to } });
    });
  }, []);

  const place = error ? errorPlace(error, inputs, frequentCustomer) : null;
  const errorAt = (at: ErrorPlace) =>
    error && place === at ? errorMessage(t, error, at, inputs) : null;
  const change = (next: DateInputs) => {
    setError(null);
    onChange(next);
  };

  const refuse = (code: DateError) => {
    setError(code);
    setTimeout(() => focusFirstError(root.current), 0);
  };

  const confirm = async () => {
    if (!times) {
      refuse('required');
      return;
    }
    // The API's own rule first: a time the way does not allow is refused here, with its message.
    const problem = checkRentalDates({
      from: times.from,
      to: times.to,
      now: new Date(),
      hasCustomer: true,
      offerPeriod: cart.priceOffer ? { from: cart.priceOffer.from, to: cart.priceOffer.to } : null,
      pickup: plans.pickup,
      ret: plans.return,
      frequentCustomer,
      requireShipping: false,
    });
    if (problem) {
      refuse(problem);
      return;
    }
    try {
      const outcome = await update.mutateAsync({
        kind: 'Date',
        from: times.from,
        to: times.to,
        pickup: plans.pickup,
        return: plans.return,
      });
      if (outcome.success) {
        setError(null);
        onConfirmed(plans);
      } else {
        refuse(outcome.errorKey ?? 'unknown');
      }
    } catch {
      refuse('unknown');
    }
  };

  const calendarError = errorAt('calendar');
  const generalError = errorAt('general');

  return (
    <section ref={root} className={styles.panel} aria-labelledby="dates-title">
      <h2 id="dates-title">{t('dates.title')}</h2>
      {locked ? <p className={styles.note}>{t('dates.lockedByOffer')}</p> : null}
      <div className={styles.grid}>
        <div className={styles.stack}>
          {locked ? null : (
            <DateRangePicker
              label={t('dates.calendar')}
              locale={locale}
              value={inputs.range}
              onChange={(range) => change({ ...inputs, range })}
              nightSafe={signedIn && frequentCustomer}
            />
          )}
          {calendarError ? (
            <FieldError id="dates-calendar-error">{calendarError}</FieldError>
          ) : null}
        </div>
        <div className={styles.stack}>
          {LEG_NAMES.map((name) => (
            <LegControls
              key={name}
              name={name}
              inputs={inputs}
              frequentCustomer={frequentCustomer}
              locked={locked}
              errorAt={errorAt}
              onChange={(leg) => change({ ...inputs, [name]: leg })}
            />
          ))}
          {signedIn || locked ? null : <NightSafeSignIn />}
          <div className={styles.note}>
            <strong>{t('dates.explainTitle')}</strong>
            <p className={styles.muted}>{t('dates.explain')}</p>
            <p className={styles.muted}>{t('dates.example')}</p>
          </div>
        </div>
      </div>
      <div aria-live="polite">
        {confirmed && times ? (
          <p className={styles.success} data-testid="date-confirmed">
            {t('dates.confirmed', {
              from: formatDateTime(times.from, locale),
              to: formatDateTime(times.to, locale),
            })}{' '}
            {cart.shootingDays !== null
              ? t('dates.shootingDays', { count: cart.shootingDays })
              : ''}
          </p>
        ) : estimate !== null ? (
          <p className={styles.muted}>
            {cart.date.from ? `${t('dates.changed')} ` : ''}
            {t('dates.shootingDays', { count: estimate })}
          </p>
        ) : (
          <p className={styles.muted}>{t('dates.pickDays')}</p>
        )}
      </div>
      {generalError ? <FieldError id="dates-error">{generalError}</FieldError> : null}
      {confirmed ? null : (
        <div>
          <Button onClick={() => void confirm()} disabled={update.isPending}>
            {t('dates.confirm')}
          </Button>
        </div>
      )}
    </section>
  );
}
