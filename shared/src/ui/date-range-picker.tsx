/**
 * An accessible date-range picker for rental periods (react-day-picker underneath: a labelled
 * calendar grid, arrow keys / PageUp / PageDown / Home / End, localized day names). Days are
 * Europe/Prague calendar days and travel as ISO dates (`2026-11-23`); days before `min` (default:
 * today in Prague) cannot be picked. The first click picks a one-day range, the second its end.
 */

import type { Locale } from '@shop/shared/routes';
import { isBusinessDay } from '@shop/shared/rules/opening-hours';
import {
  calendarMonthsBetween,
  formatIsoDate,
  pragueNoon,
  todayIso,
  toPragueDate,
} from '@shop/shared/rules/prague-time';
import { type PointerEvent, Suspense, useEffect, useRef, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import styles from './date-range-picker.module.css';
import {
  FocusWhenShown,
  intentProps,
  type LoadState,
  OnDemandFailure,
  onDemand,
  useLoadOnDemand,
} from './on-demand';
import { useHydrated } from './use-hydrated';

const calendar = onDemand(() => import('./date-range-calendar'));
/** A load the pointer started failed: the button is still there to try again. */
const noop = () => undefined;

/** Whether `element` is on the screen or within a screen's height of it (true where unknown). */
function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

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
  /**
   * When the calendar's code loads: `near` (default) once the picker is on or near the screen (a
   * step whose task is picking dates); `intent` when the shopper reaches for it (the pointer over
   * the picker, or its "choose dates" button focused or pressed), so a page that merely offers
   * dates (a product's) does not load it with the page.
   */
  load?: 'near' | 'intent';
  /**
   * The shopper may use the night safe (a signed-in frequent customer): closed days are marked as
   * closed for the branch but open for the safe.
   */
  nightSafe?: boolean;
}

/** The picked range as the calendar's days (noon in Prague), none before a first day is picked. */
function toDayRange(value: DateRangeValue): DateRange | undefined {
  return value.from
    ? { from: pragueNoon(value.from), to: value.to ? pragueNoon(value.to) : undefined }
    : undefined;
}

/** The calendar's range as Prague calendar days. */
function fromDayRange(range: DateRange | undefined): DateRangeValue {
  return {
    from: range?.from ? toPragueDate(range.from) : null,
    to: range?.to ? toPragueDate(range.to) : null,
  };
}

/** The picked range in words, or what to pick. */
function useRangeSummary(value: DateRangeValue, locale: Locale): string {
  const { t } = useTranslation('common');
  return value.from && value.to
    ? t('dateRange.selected', {
        from: formatIsoDate(value.from, locale),
        to: formatIsoDate(value.to, locale),
      })
    : t('dateRange.pickFrom');
}

/**
 * The month the calendar shows: it follows the shopper, and jumps to a range starting on `from`
 * picked elsewhere (another page) when that day is not among the months shown.
 */
function useShownMonth(initial: () => Date, from: string | null, numberOfMonths: number) {
  const [month, setMonth] = useState<Date>(initial);
  useEffect(() => {
    if (!from) return;
    setMonth((shown) => {
      const offset = calendarMonthsBetween(toPragueDate(shown), from);
      return offset >= 0 && offset < numberOfMonths ? shown : pragueNoon(from);
    });
  }, [from, numberOfMonths]);
  return [month, setMonth] as const;
}

/**
 * The calendar's place until it is made: of the calendar's size (six weeks, always), it holds the
 * summary, and in `intent` mode (once the page is live) the button that opens the calendar.
 */
function CalendarSlot({
  slotRef,
  withButton,
  state,
  onOpen,
  summary,
}: {
  slotRef: (element: HTMLDivElement | null) => void;
  withButton: boolean;
  state: LoadState;
  onOpen: () => void;
  summary: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.calendarSlot} ref={slotRef}>
      {withButton ? (
        <>
          <button
            type="button"
            className={styles.open}
            aria-busy={state === 'loading'}
            {...intentProps(calendar.preload)}
            onClick={onOpen}
          >
            {t('dateRange.open')}
          </button>
          <OnDemandFailure state={state} />
        </>
      ) : null}
      <span className={styles.summary}>{summary}</span>
    </div>
  );
}

/** Under the calendar: the range picked (or what to pick) and what the closed days mean. */
function CalendarFooter({ summary, nightSafe }: { summary: string; nightSafe: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      <span className={styles.summary}>{summary}</span>
      <span className={styles.legend}>
        {t(nightSafe ? 'dateRange.closedLegendNightSafe' : 'dateRange.closedLegend')}
      </span>
    </>
  );
}

/**
 * In `intent` mode: whether the shopper has reached for the calendar, and whether by the button
 * (the focus then moves into the calendar). A mouse over the picker shows the calendar in its
 * place (a touch only loads it, so that the tap does not land on a day that appears under the
 * finger).
 */
function useCalendarIntent(load: 'near' | 'intent') {
  const [wanted, setWanted] = useState<'pointer' | 'button' | null>(null);
  const onPointerEnter = (event: PointerEvent) => {
    if (load !== 'intent' || wanted) return;
    if (event.pointerType === 'mouse') calendar.load().then(() => setWanted('pointer'), noop);
    else calendar.preload();
  };
  return { wanted, setWanted, onPointerEnter };
}

export function DateRangePicker({
  value,
  onChange,
  locale,
  label,
  min,
  numberOfMonths = 1,
  load = 'near',
  nightSafe = false,
}: DateRangePickerProps) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const [slotElement, setSlotElement] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(load === 'near' ? slotElement : null);
  const { wanted, setWanted, onPointerEnter } = useCalendarIntent(load);
  const { state, openWhenLoaded } = useLoadOnDemand(calendar);
  const pickerRef = useRef<HTMLFieldSetElement>(null);
  const first = pragueNoon(min ?? todayIso());
  const selected = toDayRange(value);
  const [month, setMonth] = useShownMonth(
    () => selected?.from ?? first,
    value.from,
    numberOfMonths,
  );
  const summary = useRangeSummary(value, locale);

  // The calendar is made in the browser, once the page is live (it cannot be used before) and its
  // place is on or near the screen, from a module loaded then: its many time-zone computations
  // were most of a product page's render time on the server, and its code need not be in the
  // page's first load. Until then its place, of the calendar's size (six weeks, always), holds the
  // summary.
  const slot = (
    <CalendarSlot
      slotRef={setSlotElement}
      withButton={load === 'intent' && hydrated}
      state={state}
      onOpen={() => openWhenLoaded(() => setWanted('button'))}
      summary={summary}
    />
  );
  const shown = hydrated && (load === 'near' ? near : wanted !== null);

  return (
    <fieldset className={styles.picker} ref={pickerRef} onPointerEnter={onPointerEnter}>
      <legend className={styles.label}>{label}</legend>
      {shown ? (
        <Suspense fallback={slot}>
          <calendar.Component
            locale={locale}
            numberOfMonths={numberOfMonths}
            month={month}
            onMonthChange={setMonth}
            first={first}
            selected={selected}
            onSelect={(range) => onChange(fromDayRange(range))}
            footer={<CalendarFooter summary={summary} nightSafe={nightSafe} />}
            // The branches' closed days by the shop's one rule (rules/opening-hours).
            isClosed={(day) => !isBusinessDay(day)}
            closedNote={t(nightSafe ? 'dateRange.closedDayNightSafe' : 'dateRange.closedDay')}
          />
          {wanted === 'button' ? (
            // The day the keyboard starts on: the picked one, else the first that can be picked.
            <FocusWhenShown within={pickerRef} selector="[role='grid'] button[tabindex='0']" />
          ) : null}
        </Suspense>
      ) : (
        slot
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
