// How a pass's rules read: units ("10 court hours"), what it covers and when ("Mon–Fri 07:00–16:00").
import type { TFunction } from 'i18next';
import type { PassWindow } from '@courtside/core/passes';
import { leftToRightIn } from '../../../locales/languages';
import type { Formatters } from '../../cart/format';

/** 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n. */
const weekdayName = (f: Formatters, day: number) => f.weekday(`2024-01-0${day}`);

function dayRange(days: readonly number[], f: Formatters): string {
  const sorted = [...days].sort();
  const contiguous = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (contiguous && sorted.length > 2) return `${weekdayName(f, sorted[0]!)}–${weekdayName(f, sorted.at(-1)!)}`;
  return sorted.map((d) => weekdayName(f, d)).join(', ');
}

export function windowsText(windows: readonly PassWindow[], f: Formatters, t: TFunction): string {
  if (!windows.length) return t('anyTime');
  // On a right-to-left page "07:00–16:00" would read as "16:00–07:00".
  const ltr = leftToRightIn(f.locale);
  return windows.map((w) => `${dayRange(w.days, f)} ${ltr(`${w.from}–${w.to}`)}`).join('; ');
}

export function unitsText(unit: 'court_hour' | 'place', count: number, t: TFunction): string {
  return t(`unit.${unit}`, { count });
}

export function coversText(bookingTypes: readonly string[], t: TFunction): string {
  return bookingTypes.map((b) => t(`covers.${b === 'come_together' ? 'come_together' : 'normal'}`)).join(', ');
}
