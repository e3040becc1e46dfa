/**
 * Pickup and return: days in the calendar, then for each leg how it travels (branch, night safe for
 * signed-in frequent customers, courier with its window, transport to the set) and a time from the
 * times that way allows (@shop/shared/rules/pickup-times), then "confirm". Confirm runs the same
 * check the API runs before it asks the API (a Date update carrying both ways), so "Confirmed" is
 * only shown for a date the API accepted; a refusal shows next to the field it concerns. A guest is
 * told that the night safe needs signing in.
 */
import { isLoggedInAtom } from '@shop/shared/auth';
import type { Cart } from '@shop/shared/contract';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { DateRangePicker } from '@shop/shared/ui/date-range-picker';
import { FieldError } from '@shop/shared/ui/form-field';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';
import { type DateInputs, LEG_NAMES, type LegPlans } from './date-inputs';
import { DateOutcome } from './date-outcome';
import { LegControls } from './leg-controls';
import { NightSafeSignIn } from './night-safe-sign-in';
import { useDateConfirmation } from './use-date-confirmation';
import { useProductPageDates } from './use-product-page-dates';

/** A refusal of the days themselves, below the calendar. */
function CalendarError({ error }: { error: string | null }) {
  return error ? <FieldError id="dates-calendar-error">{error}</FieldError> : null;
}

/** How the rental's shooting days are counted, with an example. */
function ShootingDaysExplained() {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.note}>
      <strong>{t('dates.explainTitle')}</strong>
      <p className={styles.muted}>{t('dates.explain')}</p>
      <p className={styles.muted}>{t('dates.example')}</p>
    </div>
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
  const root = useRef<HTMLElement>(null);
  const locked = cart.priceOffer !== null;
  const frequentCustomer = cart.customer?.frequentCustomer === true;
  const signedIn = useAtomValue(isLoggedInAtom);
  useProductPageDates(inputs, onChange, locked);
  const { errorAt, change, confirm, confirming } = useDateConfirmation({
    cart,
    inputs,
    frequentCustomer,
    root,
    onChange,
    onConfirmed,
  });
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
          <CalendarError error={errorAt('calendar')} />
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
          <ShootingDaysExplained />
        </div>
      </div>
      <DateOutcome cart={cart} inputs={inputs} confirmed={confirmed} />
      {generalError ? <FieldError id="dates-error">{generalError}</FieldError> : null}
      {confirmed ? null : (
        <div>
          <Button onClick={() => void confirm()} disabled={confirming}>
            {t('dates.confirm')}
          </Button>
        </div>
      )}
    </section>
  );
}
