// Display of money (integer cents) and instants (UTC ISO, shown in the venue's zone) on the
// management screens, and the parsing of euro amounts typed by staff.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateFormatFor,
  FALLBACK_TIME_ZONE,
  intlLocale,
  localDateOf as localDateIn,
  toLocalInput as toLocalInputIn,
} from '../../../lib/format-date';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';

export { intlLocale };

export interface ManagementFormat {
  locale: string;
  /** The venue's time zone: every instant on these screens is read on its clock. */
  timeZone: string;
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

export function createFormat(
  language: string,
  timeZone = FALLBACK_TIME_ZONE,
  currency = 'EUR',
  venueLocale?: string | null,
): ManagementFormat {
  const dates = dateFormatFor(language, timeZone, venueLocale);
  const locale = dates.locale;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(locale);
  return {
    locale,
    timeZone,
    money: (cents) => (cents === null || cents === undefined ? '–' : money.format(cents / 100)),
    dateTime: dates.dateTime,
    date: dates.date,
    localDate: dates.localDate,
    percent: (ratio) => percent.format(ratio),
    number: (value) => number.format(value),
    range: dates.range,
  };
}

export function useManagementFormat(): ManagementFormat {
  const { i18n } = useTranslation();
  const { data: organization } = useCurrentOrganization();
  const timeZone = organization?.timezone ?? FALLBACK_TIME_ZONE;
  const currency = organization?.currency ?? 'EUR';
  const venueLocale = organization?.locale;
  return useMemo(
    () => createFormat(i18n.language, timeZone, currency, venueLocale),
    [i18n.language, timeZone, currency, venueLocale],
  );
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
export function localDateOf(instant: Date, timeZone: string): string {
  return localDateIn(instant, timeZone);
}

/** An instant as the value of a datetime-local input, on the venue's wall clock. */
export function toLocalInput(iso: string | null | undefined, timeZone: string): string {
  return toLocalInputIn(iso, timeZone);
}
