/** Europe/Prague wall-clock date-times of the cart ('2026-11-23T18:00') as the shopper reads them. */
import type { Locale } from '@shop/shared/routes';
import { formatIsoDate } from '@shop/shared/ui/prague-date';

export function splitDateTime(value: string | null | undefined): { date: string; time: string } {
  if (!value) return { date: '', time: '' };
  const [date = '', time = ''] = value.split('T');
  return { date, time: time.slice(0, 5) };
}

/** `23. 11. 2026 18:00` / `23/11/2026 18:00`. */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  const { date, time } = splitDateTime(value);
  if (!date) return '';
  return time ? `${formatIsoDate(date, locale)} ${time}` : formatIsoDate(date, locale);
}
