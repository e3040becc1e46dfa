/**
 * An accessible date-range picker for rental periods (react-day-picker underneath: a labelled
 * calendar grid, arrow keys / PageUp / PageDown / Home / End, localized day names). Days are
 * Europe/Prague calendar days and travel as ISO dates (`2026-11-23`); days before `min` (default:
 * today in Prague) cannot be picked. The first click picks a one-day range, the second its end.
 */
import { TZDate } from '@date-fns/tz';
import type { Locale } from '@shop/shared/routes';
import { formatIsoDate, SHOP_TIME_ZONE, todayIso, toIsoDate } from '@shop/shared/ui/prague-date';
import { type CSSProperties, useEffect, useState } from 'react';
import { type DateRange, DayPicker } from 'react-day-picker';
import { cs } from 'react-day-picker/locale/cs';
import { enGB } from 'react-day-picker/locale/en-GB';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import styles from './date-range-picker.module.css';

/**
 * react-day-picker reads these custom properties on its root; set inline, because CSS Modules
 * rename custom properties declared in a module. The shell's design tokens give it the shop's look.
 */
const calendarLook = {
  '--rdp-accent-color': 'var(--brand-green, #1f7a3a)',
  '--rdp-accent-background-color': 'var(--brand-green-50, #ecf7ef)',
  '--rdp-today-color': 'var(--brand-green-dark, #15602c)',
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': 'min(2.5rem, calc((100vw - 4rem) / 7))',
  '--rdp-day_button-height': '2.375rem',
  '--rdp-day_button-width': 'min(2.375rem, calc((100vw - 4.5rem) / 7))',
} as CSSProperties;

export interface DateRangeValue {
  from: string | null;
  to: string | null;
}

/** Noon of a Prague calendar day (noon keeps the day stable across DST changes). */
export function fromIsoDate(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new TZDate(year, month - 1, day, 12, 0, 0, SHOP_TIME_ZONE);
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
  const first = fromIsoDate(min ?? todayIso());
  const selected: DateRange | undefined = value.from
    ? { from: fromIsoDate(value.from), to: value.to ? fromIsoDate(value.to) : undefined }
    : undefined;
  // The month shown follows the shopper, and jumps to dates picked elsewhere (another page).
  const [month, setMonth] = useState<Date>(() => selected?.from ?? first);
  const { from } = value;
  useEffect(() => {
    if (!from) return;
    setMonth((shown) => {
      const [year = 0, monthNumber = 1] = from.split('-').map(Number);
      const [shownYear = 0, shownMonth = 1] = toIsoDate(shown).split('-').map(Number);
      const offset = (year - shownYear) * 12 + (monthNumber - shownMonth);
      return offset >= 0 && offset < numberOfMonths ? shown : fromIsoDate(from);
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
      <DayPicker
        style={calendarLook}
        mode="range"
        timeZone={SHOP_TIME_ZONE}
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
            from: range?.from ? toIsoDate(range.from) : null,
            to: range?.to ? toIsoDate(range.to) : null,
          })
        }
        footer={<span className={styles.summary}>{summary}</span>}
      />
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
