/**
 * Pickup and return: days in the calendar, times, then "confirm" (Date update). Shooting days are
 * explained and estimated live; the API's date error codes show next to the fields they concern.
 */
import type { Cart, CartErrorKey } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { formatDateTime, splitDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { DateRangePicker, type DateRangeValue } from '@shop/shared/ui/date-range-picker';
import { FieldError, FormField, focusFirstError } from '@shop/shared/ui/form-field';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import { cartErrorMessage } from '../../features/cart/error-message';
import styles from '../../features/checkout-steps/checkout.module.css';
import { shootingDays } from '../../features/shipping/shipping-rules';
import { namespace } from '../../i18n/checkout-i18n';

export const TIMES = Array.from({ length: 48 }, (_, index) => {
  const hour = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hour}:${index % 2 ? '30' : '00'}`;
});

export interface DateInputs {
  range: DateRangeValue;
  pickupTime: string;
  returnTime: string;
}

export function initialDateInputs(cart: Cart): DateInputs {
  const source = cart.date.from && cart.date.to ? cart.date : cart.priceOffer;
  const from = splitDateTime(source?.from);
  const to = splitDateTime(source?.to);
  return {
    range: { from: from.date || null, to: to.date || null },
    pickupTime: from.time || '17:00',
    returnTime: to.time || '09:00',
  };
}

export function dateTimes(inputs: DateInputs) {
  if (!inputs.range.from || !inputs.range.to) return null;
  return {
    from: `${inputs.range.from}T${inputs.pickupTime}`,
    to: `${inputs.range.to}T${inputs.returnTime}`,
  };
}

/** Which field a date error code belongs to. */
const CALENDAR_ERRORS: readonly string[] = [
  'date_from_after_date_to',
  'date_range_mismatch_with_offer',
  'required',
];
const PICKUP_ERRORS: readonly string[] = ['date_from_in_past', 'out_of_opening_hours'];
const RETURN_ERRORS: readonly string[] = ['date_to_in_past', 'out_of_opening_hours'];

export function DateSection({
  cart,
  inputs,
  onChange,
}: {
  cart: Cart;
  inputs: DateInputs;
  onChange: (inputs: DateInputs) => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [error, setError] = useState<CartErrorKey | 'required' | 'unknown' | null>(null);
  const update = useMutation(updateCartMutation());
  const root = useRef<HTMLElement>(null);
  const locked = cart.priceOffer !== null;
  const times = dateTimes(inputs);
  const confirmed = times !== null && cart.date.from === times.from && cart.date.to === times.to;
  const estimate = times ? shootingDays(times.from, times.to) : null;

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

  const message = (key: typeof error) =>
    key === 'required' ? t('dates.required') : cartErrorMessage(t, key);
  const errorFor = (codes: readonly string[]) => (error && codes.includes(error) ? error : null);
  const calendarError = errorFor(CALENDAR_ERRORS);
  const pickupError = errorFor(PICKUP_ERRORS);
  const returnError = errorFor(RETURN_ERRORS);
  const generalError = error && !calendarError && !pickupError && !returnError ? error : null;

  const confirm = async () => {
    if (!times) {
      setError('required');
      return;
    }
    try {
      const outcome = await update.mutateAsync({ kind: 'Date', from: times.from, to: times.to });
      setError(outcome.success ? null : (outcome.errorKey ?? 'unknown'));
    } catch {
      setError('unknown');
    } finally {
      setTimeout(() => focusFirstError(root.current), 0);
    }
  };

  const timeOptions = TIMES.map((time) => (
    <option key={time} value={time}>
      {time}
    </option>
  ));

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
              onChange={(range) => {
                setError(null);
                onChange({ ...inputs, range });
              }}
            />
          )}
          {calendarError ? (
            <FieldError id="dates-calendar-error">{message(calendarError)}</FieldError>
          ) : null}
        </div>
        <div className={styles.stack}>
          <FormField
            id="pickup-time"
            label={t('dates.pickupTime')}
            error={pickupError ? message(pickupError) : null}
          >
            {(control) => (
              <select
                {...control}
                value={inputs.pickupTime}
                disabled={locked}
                onChange={(event) => {
                  setError(null);
                  onChange({ ...inputs, pickupTime: event.target.value });
                }}
              >
                {timeOptions}
              </select>
            )}
          </FormField>
          <FormField
            id="return-time"
            label={t('dates.returnTime')}
            error={returnError ? message(returnError) : null}
          >
            {(control) => (
              <select
                {...control}
                value={inputs.returnTime}
                disabled={locked}
                onChange={(event) => {
                  setError(null);
                  onChange({ ...inputs, returnTime: event.target.value });
                }}
              >
                {timeOptions}
              </select>
            )}
          </FormField>
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
      {generalError ? <FieldError id="dates-error">{message(generalError)}</FieldError> : null}
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
