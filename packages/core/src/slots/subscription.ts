// Weekly dates of an abo (docs/product.md#abo: a weekly slot for the season, pro rata mid-season).
import { addDays, daysBetween, isoWeekday } from './time';
import type { LocalDate } from './time';

/** Every date with ISO `weekday` in [from, to], in order. */
export function weeklyDates(from: LocalDate, to: LocalDate, weekday: number): LocalDate[] {
  if (to < from) return [];
  const shift = (weekday - isoWeekday(from) + 7) % 7;
  const out: LocalDate[] = [];
  for (let d = addDays(from, shift); daysBetween(d, to) >= 0; d = addDays(d, 7)) out.push(d);
  return out;
}
