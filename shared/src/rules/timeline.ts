/**
 * The availability timeline's days (domain decisions: the rental desk): a window of Prague days,
 * where a stretch of time falls in it, and how many pieces are wanted on each of its days.
 */
import { addDays } from './prague-time';

/** The `count` days from `first` on. */
export function windowDays(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/**
 * The days of the window a stretch of wall-clock time ('YYYY-MM-DDTHH:mm', `to` not included)
 * touches, as its first and last day; null when it misses the window. A stretch that ends at
 * midnight does not touch the next day; one with no end (`to` null) lasts past the window.
 */
export function daysInWindow(
  from: string,
  to: string | null,
  days: readonly string[],
): { from: string; to: string } | null {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const start = from.slice(0, 10);
  const end =
    to === null ? last : to.endsWith('T00:00') ? addDays(to.slice(0, 10), -1) : to.slice(0, 10);
  if (end < start || end < first || start > last) return null;
  // ISO days compare as strings: the later of the starts, the earlier of the ends.
  return { from: [first, start].sort()[1] ?? start, to: [end, last].sort()[0] ?? end };
}

/** Per day of the window: the sum of the quantities of the stretches that touch it. */
export function piecesPerDay(
  days: readonly string[],
  stretches: ReadonlyArray<{ from: string; to: string | null; quantity: number }>,
): number[] {
  const counts = days.map(() => 0);
  for (const stretch of stretches) {
    const within = daysInWindow(stretch.from, stretch.to, days);
    if (!within) continue;
    days.forEach((day, index) => {
      if (day >= within.from && day <= within.to)
        counts[index] = (counts[index] ?? 0) + stretch.quantity;
    });
  }
  return counts;
}
