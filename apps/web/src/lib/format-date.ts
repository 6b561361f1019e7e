// The one home of date and time display in the web app (docs/product.md#dates-and-times): every
// instant is shown on the venue's wall clock (the organization's time zone, whatever zone the
// browser is in) in the UI language's locale — British English for English unless the venue's
// own locale is an English one (en-US, en-IE…). Screens take a DateFormat from useDateFormat();
// the zone arithmetic for forms (datetime-local values, local dates) lives here too.
import { useTranslation } from 'react-i18next';
import { localDate, zonedInstant } from '@courtside/core/slots/time';
import { intlLocaleOf, leftToRightIn } from '../locales/languages';
import { useCurrentOrganization } from '../sections/organization/api/get-current-organization';

/** Until the organization has loaded (and in tests without one). */
export const FALLBACK_TIME_ZONE = 'Europe/Berlin';

/**
 * The BCP 47 locale for a UI language: the venue's locale when it is a regional form of that
 * language (a venue in Vienna sets de-AT), else the language's own (en → en-GB, de → de-DE, zh → zh-CN: locales/languages.ts).
 */
export function intlLocale(language: string, venueLocale?: string | null): string {
  const base = language.toLowerCase().split('-')[0] ?? language;
  if (venueLocale && venueLocale.includes('-') && venueLocale.toLowerCase().split('-')[0] === base) {
    return venueLocale;
  }
  if (language.includes('-') && base !== 'en') return language;
  return intlLocaleOf(base);
}

export interface DateFormat {
  locale: string;
  timeZone: string;
  /** "18:00" */
  time: (iso: string) => string;
  /** "18:00–20:00", kept left to right inside right-to-left text. */
  timeRange: (startIso: string, endIso: string) => string;
  /** "Thu 26 Nov": a day in a list where the year is obvious. */
  shortDate: (iso: string) => string;
  /** "Thu 26 Nov 2026" */
  shortDateYear: (iso: string) => string;
  /** "26 Nov 2026" */
  date: (iso: string | null | undefined) => string;
  /** "Thu, 26/11/2026": the full date for grids and tables. */
  fullDate: (iso: string | null | undefined) => string;
  /** "26 November 2026" */
  dayLong: (iso: string) => string;
  /** "26 Nov 2026, 18:00" */
  dateTime: (iso: string | null | undefined) => string;
  /** "Thursday 26 November 2026" of an instant or of a local date (YYYY-MM-DD). */
  longDate: (isoOrLocalDate: string) => string;
  /** "Thursday 26 November 2026 at 18:00" */
  deadline: (iso: string) => string;
  /** "26 Nov 2026, 18:00–20:00" */
  range: (startIso: string, endIso: string) => string;
  /** A local date (YYYY-MM-DD) as "26 Nov 2026", with no zone shift. */
  localDate: (value: string) => string;
  /** A local date's "Thu". */
  weekday: (value: string) => string;
  /** A local date's "26 Nov". */
  dayOfMonth: (value: string) => string;
  /** A local date's "November 2026". */
  monthYear: (value: string) => string;
  /** A local date's "Thursday, November". */
  weekdayMonth: (iso: string) => string;
}

/** Local dates are read at noon UTC so that no zone can push them to the neighbouring day. */
const atNoon = (value: string) => new Date(`${value.slice(0, 10)}T12:00:00Z`);
const isLocalDateText = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export function createDateFormat(language: string, timeZone: string, venueLocale?: string | null): DateFormat {
  const locale = intlLocale(language, venueLocale);
  // Each Intl object is built on first use and kept: building them is the slow part on a phone.
  const built = new Map<string, Intl.DateTimeFormat>();
  const intl = (key: string, options: Intl.DateTimeFormatOptions) => {
    let value = built.get(key);
    if (!value) {
      value = new Intl.DateTimeFormat(locale, options);
      built.set(key, value);
    }
    return value;
  };
  const inZone = (key: string, options: Intl.DateTimeFormatOptions) => intl(key, { timeZone, ...options });
  const inUtc = (key: string, options: Intl.DateTimeFormatOptions) =>
    intl(`utc:${key}`, { timeZone: 'UTC', ...options });
  const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  const longOptions: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
  const fullOptions: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  };
  const orDash = (format: (iso: string) => string) => (iso: string | null | undefined) => (iso ? format(iso) : '–');
  const time = (iso: string) => inZone('time', clock).format(new Date(iso));
  const ltr = leftToRightIn(language);
  const date = (iso: string) => inZone('date', { dateStyle: 'medium' }).format(new Date(iso));
  return {
    locale,
    timeZone,
    time,
    timeRange: (start, end) => ltr(`${time(start)}–${time(end)}`),
    shortDate: (iso) => inZone('short', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso)),
    shortDateYear: (iso) =>
      inZone('shortYear', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso)),
    date: orDash(date),
    fullDate: orDash((iso) => inZone('full', fullOptions).format(new Date(iso))),
    dayLong: (iso) => inZone('dayLong', { dateStyle: 'long' }).format(new Date(iso)),
    dateTime: orDash((iso) =>
      inZone('dateTime', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(iso)),
    ),
    longDate: (value) =>
      isLocalDateText(value)
        ? inUtc('long', longOptions).format(atNoon(value))
        : inZone('long', longOptions).format(new Date(value)),
    deadline: (iso) =>
      inZone('deadline', { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(iso)),
    range: (start, end) => `${date(start)}, ${ltr(`${time(start)}–${time(end)}`)}`,
    localDate: (value) => inUtc('date', { dateStyle: 'medium' }).format(atNoon(value)),
    weekday: (value) => inUtc('weekday', { weekday: 'short' }).format(atNoon(value)),
    dayOfMonth: (value) => inUtc('day', { day: 'numeric', month: 'short' }).format(atNoon(value)),
    monthYear: (value) => inUtc('month', { month: 'long', year: 'numeric' }).format(atNoon(value)),
    weekdayMonth: (iso) => inZone('weekdayMonth', { weekday: 'long', month: 'long' }).format(new Date(iso)),
  };
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** ISO weekday (1 = Monday) as a name in the given locale ("Mon", "Montag"). */
export function isoWeekdayName(weekday: number, locale: string, style: 'short' | 'long' = 'short'): string {
  const key = `${locale}|${style}`;
  let format = weekdayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
    weekdayFormats.set(key, format);
  }
  // 2024-01-01 was a Monday.
  return format.format(new Date(Date.UTC(2024, 0, weekday)));
}

const shared = new Map<string, DateFormat>();

/** One DateFormat per language, zone and venue locale for the whole app. */
export function dateFormatFor(language: string, timeZone: string, venueLocale?: string | null): DateFormat {
  const key = `${language}|${timeZone}|${venueLocale ?? ''}`;
  let format = shared.get(key);
  if (!format) {
    format = createDateFormat(language, timeZone, venueLocale);
    shared.set(key, format);
  }
  return format;
}

/** The venue's time zone (the fallback until the organization has loaded). */
export function useVenueTimeZone(): string {
  const { data: organization } = useCurrentOrganization();
  return organization?.timezone ?? FALLBACK_TIME_ZONE;
}

/** Dates and times in the UI language, on the venue's clock. */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  const { data: organization } = useCurrentOrganization();
  return dateFormatFor(i18n.language, organization?.timezone ?? FALLBACK_TIME_ZONE, organization?.locale);
}

/** The venue's local date (YYYY-MM-DD) of an instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  return localDate(instant, timeZone);
}

/** The instant of a local date and wall-clock time (HH:MM) at the venue, DST-safe. */
export function venueInstant(date: string, time: string, timeZone: string): Date {
  return zonedInstant(date, time, timeZone);
}

/** An instant as the value of a datetime-local input, on the venue's wall clock. */
export function toLocalInput(iso: string | null | undefined, timeZone: string): string {
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

/** A datetime-local value read on the venue's wall clock, as a UTC ISO instant (null when invalid). */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match) return null;
  return zonedInstant(match[1]!, match[2]!, timeZone).toISOString();
}
