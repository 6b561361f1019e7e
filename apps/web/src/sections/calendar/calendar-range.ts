// Which dates a week or month view covers; weeks start on Monday (ISO, as in Germany).
import { addDays, isoWeekday } from '@courtside/core/slots/time';

export type CalendarMode = 'week' | 'month';

export function startOfWeek(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The range a view shows around `anchor`: 7 days, or whole weeks covering the month. */
export function viewRange(mode: CalendarMode, anchor: string): { from: string; days: number } {
  if (mode === 'week') return { from: startOfWeek(anchor), days: 7 };
  const first = monthOf(anchor);
  const from = startOfWeek(first);
  const [y, m] = first.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const to = addDays(startOfWeek(last), 6);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return { from, days };
}

/** The anchor of the previous or next week / month. */
export function shift(mode: CalendarMode, anchor: string, direction: -1 | 1): string {
  if (mode === 'week') return addDays(startOfWeek(anchor), 7 * direction);
  const [y, m] = monthOf(anchor).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + direction, 1)).toISOString().slice(0, 10);
}
