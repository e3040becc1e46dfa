// Rental days for tests, counted from today so a test never ages into the past: the Tuesday at
// least `weeks` weeks ahead whose Tuesday to Friday and the next Tuesday are business days (no
// weekend, no Czech public holiday), and the days around it by their offset from that Tuesday.

import { isBusinessDay } from '@shop/shared/rules/opening-hours';
import { addDays, todayIso, weekdayOf } from '@shop/shared/rules/prague-time';

const TUESDAY = 2;
/** Offsets from the Tuesday that must be business days: Tuesday to Friday, the next Tuesday. */
const WORKING_OFFSETS = [0, 1, 2, 3, 7];

/** day(offset): 'YYYY-MM-DD', `offset` days after the week's Tuesday. */
export type TestWeek = (offset: number) => string;

export function testWeek(weeks: number, now: Date = new Date()): TestWeek {
  let tuesday = addDays(todayIso(now), weeks * 7);
  while (weekdayOf(tuesday) !== TUESDAY) tuesday = addDays(tuesday, 1);
  while (!WORKING_OFFSETS.every((offset) => isBusinessDay(addDays(tuesday, offset)))) {
    tuesday = addDays(tuesday, 7);
  }
  return (offset) => addDays(tuesday, offset);
}
