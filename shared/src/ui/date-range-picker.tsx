/**
 * An accessible date-range picker for rental periods (react-day-picker underneath: a labelled
 * calendar grid, arrow keys / PageUp / PageDown / Home / End, localized day names). Days are
 * Europe/Prague calendar days and travel as ISO dates (`2026-11-23`); days before `min` (default:
 * today in Prague) cannot be picked. The first click picks a one-day range, the second its end.
 */
import type { Locale } from '@shop/shared/routes';
import {
  calendarMonthsBetween,
  formatIsoDate,
  PRAGUE_TIME_ZONE,
  pragueNoon,
  todayIso,
  toPragueDate,
} from '@shop/shared/rules/prague-time';
import { useEffect, useState } from 'react';
import { type DateRange, DayPicker } from 'react-day-picker';
import { cs } from 'react-day-picker/locale/cs';
import { enGB } from 'react-day-picker/locale/en-GB';
import 'react-day-picker/style.css';
// The calendar's look in the shop's design tokens: react-day-picker reads custom properties on its
// root, which a CSS module would rename, and a style attribute would be refused in the
// server-rendered page (the Content-Security-Policy allows no inline styles).
import './date-range-picker-look.css';
import { useTranslation } from 'react-i18next';
import styles from './date-range-picker.module.css';
import { useHydrated } from './use-hydrated';

export interface DateRangeValue {
  from: string | null;
  to: string | null;
}

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  locale: Locale;
  /** The visible label of the calendar group. */
  label: string;
  /** The first day that can be picked (ISO); default today in Prague. */
  min?: string;
  numberOfMonths?: number;
}

export function DateRangePicker({
  value,
  onChange,
  locale,
  label,
  min,
  numberOfMonths = 1,
}: DateRangePickerProps) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const first = pragueNoon(min ?? todayIso());
  const selected: DateRange | undefined = value.from
    ? { from: pragueNoon(value.from), to: value.to ? pragueNoon(value.to) : undefined }
    : undefined;
  // The month shown follows the shopper, and jumps to dates picked elsewhere (another page).
  const [month, setMonth] = useState<Date>(() => selected?.from ?? first);
  const { from } = value;
  useEffect(() => {
    if (!from) return;
    setMonth((shown) => {
      const offset = calendarMonthsBetween(toPragueDate(shown), from);
      return offset >= 0 && offset < numberOfMonths ? shown : pragueNoon(from);
    });
  }, [from, numberOfMonths]);
  const summary =
    value.from && value.to
      ? t('dateRange.selected', {
          from: formatIsoDate(value.from, locale),
          to: formatIsoDate(value.to, locale),
        })
      : t('dateRange.pickFrom');

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.label}>{label}</legend>
      {hydrated ? (
        <DayPicker
          mode="range"
          fixedWeeks
          timeZone={PRAGUE_TIME_ZONE}
          locale={locale === 'en' ? enGB : cs}
          weekStartsOn={1}
          numberOfMonths={numberOfMonths}
          month={month}
          onMonthChange={setMonth}
          startMonth={first}
          disabled={{ before: first }}
          selected={selected}
          onSelect={(range) =>
            onChange({
              from: range?.from ? toPragueDate(range.from) : null,
              to: range?.to ? toPragueDate(range.to) : null,
            })
          }
          footer={<span className={styles.summary}>{summary}</span>}
        />
      ) : (
        // The calendar is made in the browser, once the page is live (it cannot be used before):
        // its many time-zone computations were most of a product page's render time on the
        // server. Until then its place, of the calendar's size (six weeks, always), holds the
        // summary.
        <div className={styles.calendarSlot}>
          <span className={styles.summary}>{summary}</span>
        </div>
      )}
      {value.from ? (
        <button
          type="button"
          className={styles.clear}
          onClick={() => onChange({ from: null, to: null })}
        >
          {t('dateRange.clear')}
        </button>
      ) : null}
    </fieldset>
  );
}
