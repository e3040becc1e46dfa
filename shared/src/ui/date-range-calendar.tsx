/**
 * The calendar of `DateRangePicker` (react-day-picker in Europe/Prague days), a module of its own
 * so that it loads only once a page shows a picker and is live: it is not part of a page's first
 * load.
 */
import { type DateRange, DayPicker, labelDayButton } from 'react-day-picker';
import { cs } from 'react-day-picker/locale/cs';
import { enGB } from 'react-day-picker/locale/en-GB';
import 'react-day-picker/style.css';
// The calendar's look in the shop's design tokens: react-day-picker reads custom properties on its
// root, which a CSS module would rename, and a style attribute would be refused in the
// server-rendered page (the Content-Security-Policy allows no inline styles).
import './date-range-picker-look.css';
import type { Locale } from '@shop/shared/routes';
import { PRAGUE_TIME_ZONE, toPragueDate } from '@shop/shared/rules/prague-time';
import type { ReactNode } from 'react';

export interface DateRangeCalendarProps {
  locale: Locale;
  numberOfMonths: number;
  month: Date;
  onMonthChange: (month: Date) => void;
  /** The first day that can be picked. */
  first: Date;
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
  footer: ReactNode;
  /** Days the branches are closed ('YYYY-MM-DD'): marked, and named so, but not refused here. */
  isClosed: (day: string) => boolean;
  /** Added to a closed day's name, e.g. "branch closed". */
  closedNote: string;
}

export default function DateRangeCalendar({
  locale,
  numberOfMonths,
  month,
  onMonthChange,
  first,
  selected,
  onSelect,
  footer,
  isClosed,
  closedNote,
}: DateRangeCalendarProps) {
  return (
    <DayPicker
      mode="range"
      // Always six weeks: the calendar keeps the size of the place it is made in.
      fixedWeeks
      timeZone={PRAGUE_TIME_ZONE}
      locale={locale === 'en' ? enGB : cs}
      weekStartsOn={1}
      numberOfMonths={numberOfMonths}
      month={month}
      onMonthChange={onMonthChange}
      startMonth={first}
      disabled={{ before: first }}
      selected={selected}
      onSelect={onSelect}
      footer={footer}
      modifiers={{ closed: (day: Date) => isClosed(toPragueDate(day)) }}
      modifiersClassNames={{ closed: 'rdp-closed' }}
      labels={{
        labelDayButton: (day, modifiers, options, dateLib) => {
          const name = labelDayButton(day, modifiers, options, dateLib);
          return modifiers.closed && !modifiers.disabled ? `${name}, ${closedNote}` : name;
        },
      }}
    />
  );
}
