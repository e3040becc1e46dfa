/** Opening hours as people read them: runs of days with the same hours (Mon–Fri 9:00–19:00). */
import type { OpeningHours } from '@shop/shared/contract';

export interface OpeningRun {
  /** 1 = Monday … 7 = Sunday. */
  from: number;
  to: number;
  /** 'H:mm', or null when closed. */
  open: string | null;
  close: string | null;
}

/** '09:00' → '9:00'. */
export function shortTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

export function openingRuns(hours: readonly OpeningHours[]): OpeningRun[] {
  const runs: OpeningRun[] = [];
  for (let day = 1; day <= 7; day += 1) {
    const entry = hours.find((item) => item.day === day);
    const open = entry ? shortTime(entry.open) : null;
    const close = entry ? shortTime(entry.close) : null;
    const last = runs.at(-1);
    if (last && last.open === open && last.close === close && last.to === day - 1) last.to = day;
    else runs.push({ from: day, to: day, open, close });
  }
  return runs;
}
