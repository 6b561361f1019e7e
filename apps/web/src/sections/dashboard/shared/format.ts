// Display of money (integer cents) and instants (UTC ISO, shown in the venue's zone) on the
// management screens, and the parsing of euro amounts typed by staff.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const VENUE_TIME_ZONE = 'Europe/Berlin';

export const intlLocale = (language: string) =>
  language.startsWith('de') ? 'de-DE' : language === 'en' ? 'en-GB' : language;

export interface ManagementFormat {
  locale: string;
  money: (cents: number | null | undefined) => string;
  dateTime: (iso: string | null | undefined) => string;
  date: (iso: string | null | undefined) => string;
  /** A local date "YYYY-MM-DD" as a short date, without any time-zone shift. */
  localDate: (value: string) => string;
  percent: (ratio: number) => string;
  number: (value: number) => string;
  /** "10 Jun 2026, 18:00–20:00" */
  range: (startIso: string, endIso: string) => string;
}

export function createFormat(language: string, timeZone = VENUE_TIME_ZONE): ManagementFormat {
  const locale = intlLocale(language);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const dateTime = new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  const date = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' });
  const utcDate = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(locale);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return {
    locale,
    money: (cents) => (cents === null || cents === undefined ? '–' : money.format(cents / 100)),
    dateTime: (iso) => (iso ? dateTime.format(new Date(iso)) : '–'),
    date: (iso) => (iso ? date.format(new Date(iso)) : '–'),
    localDate: (value) => utcDate.format(new Date(`${value}T12:00:00Z`)),
    percent: (ratio) => percent.format(ratio),
    number: (value) => number.format(value),
    range: (startIso, endIso) =>
      `${date.format(new Date(startIso))}, ${time.format(new Date(startIso))}–${time.format(new Date(endIso))}`,
  };
}

export function useManagementFormat(): ManagementFormat {
  const { i18n } = useTranslation();
  return useMemo(() => createFormat(i18n.language), [i18n.language]);
}

/** "12,50", "12.50", "12" or "1.234,50" (de) → cents; undefined when it is not an amount. */
export function parseEuros(input: string): number | undefined {
  const text = input.trim().replace(/\s|€/g, '');
  if (!text) return undefined;
  // The last , or . with one or two digits after it is the decimal separator; others group.
  const match = /^(-?[\d.,]*?)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const whole = (match[1] ?? '').replace(/[.,]/g, '');
  if (!/^-?\d*$/.test(whole) || (whole === '' && !match[2]) || whole === '-') return undefined;
  const cents = Number(whole || '0') * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? (whole.startsWith('-') ? -Math.abs(cents) : cents) : undefined;
}

/** Cents as the text of an amount field: "12.50" (en) or "12,50" (de). */
export function centsToInput(cents: number | null | undefined, language: string): string {
  if (cents === null || cents === undefined) return '';
  const text = (cents / 100).toFixed(2);
  return language.startsWith('de') ? text.replace('.', ',') : text;
}

/** The local date (YYYY-MM-DD) of an instant in the venue's zone. */
export function localDateOf(instant: Date, timeZone = VENUE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** An instant as the value of a datetime-local input, on the venue's wall clock. */
export function toLocalInput(iso: string | null | undefined, timeZone = VENUE_TIME_ZONE): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}
