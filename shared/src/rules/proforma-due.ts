/**
 * When a proforma (zálohová faktura) is due: a week after it is issued, but never later than the
 * day before the pickup, so that the equipment goes out paid. A proforma issued the day before the
 * pickup or on the day itself is due the day it is issued (paid by card, or at the counter before
 * the gear goes out). Europe/Prague calendar dates, 'YYYY-MM-DD'.
 */
import { addDays } from './prague-time';

/** Days a proforma gives when the pickup is further away. */
export const PROFORMA_DUE_DAYS = 7;

export function proformaDueDate(issueDate: string, pickupDate: string | null): string {
  const usual = addDays(issueDate, PROFORMA_DUE_DAYS);
  if (!pickupDate) return usual;
  // ISO dates compare as text: the day before the pickup when it comes first, never before issue.
  let due = usual;
  const dayBefore = addDays(pickupDate, -1);
  if (dayBefore < due) due = dayBefore;
  if (due < issueDate) due = issueDate;
  return due;
}
