// Money and time display for the booking and checkout screens. Amounts are integer cents; instants
// come as UTC ISO strings and are shown in the venue's timezone (docs/product.md#money, web brief).
import { useTranslation } from 'react-i18next';
import { dateFormatFor, FALLBACK_TIME_ZONE } from '../../lib/format-date';
import { useCurrentOrganization } from '../organization/api/get-current-organization';

/** The zone until the organization has loaded (lib/format-date is the one home of dates). */
export const DEFAULT_TIME_ZONE = FALLBACK_TIME_ZONE;

export interface Formatters {
  locale: string;
  timeZone: string;
  money: (cents: number) => string;
  /** A price without cents when whole: "€28" in a crowded grid cell. */
  shortMoney: (cents: number) => string;
  time: (iso: string) => string;
  timeRange: (startIso: string, endIso: string) => string;
  date: (iso: string) => string;
  longDate: (isoOrLocalDate: string) => string;
  weekday: (localDate: string) => string;
  dayOfMonth: (localDate: string) => string;
}

export function createFormatters(
  language: string,
  timeZone: string,
  currency = 'EUR',
  venueLocale?: string | null,
): Formatters {
  const dates = dateFormatFor(language, timeZone, venueLocale);
  const locale = dates.locale;
  // Each Intl object is built on first use: building them is the expensive part on a slow phone,
  // and most screens need only two or three of them.
  const lazily = <T>(build: () => T) => {
    let value: T | undefined;
    return () => (value ??= build());
  };
  const money = lazily(() => new Intl.NumberFormat(locale, { style: 'currency', currency }));
  const whole = lazily(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
  );
  // The booking grid formats the same few prices, times and dates for a hundred slots on every
  // render: each answer is kept (a bounded map per function), Intl's format calls are the slow part.
  const remember = <A extends string | number>(format: (value: A) => string) => {
    const known = new Map<A, string>();
    return (value: A) => {
      let text = known.get(value);
      if (text === undefined) {
        if (known.size >= 500) known.clear();
        text = format(value);
        known.set(value, text);
      }
      return text;
    };
  };
  const formatTime = remember(dates.time);
  return {
    locale,
    timeZone,
    money: remember((cents: number) => money().format(cents / 100)),
    shortMoney: remember((cents: number) =>
      cents % 100 === 0 ? whole().format(cents / 100) : money().format(cents / 100),
    ),
    time: formatTime,
    timeRange: dates.timeRange,
    date: remember(dates.shortDate),
    longDate: dates.longDate,
    weekday: dates.weekday,
    dayOfMonth: dates.dayOfMonth,
  };
}

/**
 * One set of formatters per language, timezone and currency for the whole app: building the Intl
 * objects is the expensive part, and the booking grid renders a hundred slots that each format.
 */
const shared = new Map<string, Formatters>();

export function formattersFor(
  language: string,
  timeZone: string,
  currency = 'EUR',
  venueLocale?: string | null,
): Formatters {
  const key = `${language}|${timeZone}|${currency}|${venueLocale ?? ''}`;
  let formatters = shared.get(key);
  if (!formatters) {
    formatters = createFormatters(language, timeZone, currency, venueLocale);
    shared.set(key, formatters);
  }
  return formatters;
}

/** Formatters for the current language and the venue's timezone. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const { data: organization } = useCurrentOrganization();
  const timeZone = organization?.timezone ?? DEFAULT_TIME_ZONE;
  const currency = organization?.currency ?? 'EUR';
  return formattersFor(i18n.language, timeZone, currency, organization?.locale);
}

/** mm:ss of a remaining duration. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
