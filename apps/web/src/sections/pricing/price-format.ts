// Helpers of the price list: weekday ranges ("Mon – Fri") and category names.

import { isoWeekdayName } from '../../lib/format-date';

/** ISO weekday (1 = Monday) as a short name in the given locale. */
export const weekdayName = isoWeekdayName;

/** [1,2,3,4,5] → "Mon – Fri"; [1,3] → "Mon, Wed"; consecutive runs are joined with a dash. */
export function weekdayRanges(weekdays: number[], locale: string): string {
  const sorted = [...weekdays].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length >= 3
        ? `${weekdayName(run[0]!, locale)} – ${weekdayName(run.at(-1)!, locale)}`
        : run.map((d) => weekdayName(d, locale)).join(', '),
    )
    .join(', ');
}
