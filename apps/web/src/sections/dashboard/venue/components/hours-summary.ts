import type { TFunction } from 'i18next';
import type { OpeningHours } from '@courtside/core/slots/types';

/** "Mon–Fri 09:00–23:00 · Sat–Sun 09:00–22:00": weekdays with the same hours grouped. */
export function hoursSummary(hours: OpeningHours, t: TFunction): string {
  const text = (d: number) =>
    (hours[String(d) as keyof OpeningHours] ?? []).map((i) => `${i.open}–${i.close}`).join(', ') ||
    t('venue.seasons.closed');
  const groups: { from: number; to: number; text: string }[] = [];
  for (let d = 1; d <= 7; d++) {
    const last = groups[groups.length - 1];
    if (last && last.text === text(d) && last.to === d - 1) last.to = d;
    else groups.push({ from: d, to: d, text: text(d) });
  }
  return groups
    .map((g) => `${t(`weekdaysShort.${g.from}`)}${g.to > g.from ? `–${t(`weekdaysShort.${g.to}`)}` : ''} ${g.text}`)
    .join(' · ');
}

/** "Mon–Fri" or "Mon, Wed, Sat" for a band's weekdays. */
export function weekdaysSummary(days: readonly number[], t: TFunction): string {
  const sorted = [...days].sort((a, b) => a - b);
  const isRun = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (isRun && sorted.length > 2)
    return `${t(`weekdaysShort.${sorted[0]}`)}–${t(`weekdaysShort.${sorted[sorted.length - 1]}`)}`;
  return sorted.map((d) => t(`weekdaysShort.${d}`)).join(', ');
}
