// Money and time display for the booking and checkout screens. Amounts are integer cents; instants
// come as UTC ISO strings and are shown in the venue's timezone (docs/product.md#money, web brief).
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../locales/languages';
import { useCurrentOrganization } from '../organization/api/get-current-organization';

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

const localeOf = (language: string) => (language === 'de' ? 'de-DE' : language === 'en' ? 'en-GB' : language);

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

/** Local dates are noon UTC here so that no timezone can push them to the neighbouring day. */
const atNoon = (localDate: string) => new Date(`${localDate}T12:00:00Z`);

export function createFormatters(language: string, timeZone: string, currency = 'EUR'): Formatters {
  const locale = localeOf(language);
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
  const time = lazily(
    () => new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  const date = lazily(
    () => new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' }),
  );
  const longDate = lazily(
    () =>
      new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  );
  const localLong = lazily(
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  );
  const weekday = lazily(() => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }));
  const day = lazily(() => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' }));
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
  const formatTime = remember((iso: string) => time().format(new Date(iso)));
  // In a right-to-left language a bare "15:00–16:00" next to Arabic text is reordered to
  // "16:00–15:00" (the dash takes the surrounding direction): isolate it left to right (LRI … PDI).
  const ltr = directionOf(language) === 'rtl' ? (text: string) => `\u2066${text}\u2069` : (text: string) => text;
  return {
    locale,
    timeZone,
    money: remember((cents: number) => money().format(cents / 100)),
    shortMoney: remember((cents: number) =>
      cents % 100 === 0 ? whole().format(cents / 100) : money().format(cents / 100),
    ),
    time: formatTime,
    timeRange: (start, end) => ltr(`${formatTime(start)}–${formatTime(end)}`),
    date: remember((iso: string) => date().format(new Date(iso))),
    longDate: (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) ? localLong().format(atNoon(value)) : longDate().format(new Date(value)),
    weekday: (localDate) => weekday().format(atNoon(localDate)),
    dayOfMonth: (localDate) => day().format(atNoon(localDate)),
  };
}

/**
 * One set of formatters per language, timezone and currency for the whole app: building the Intl
 * objects is the expensive part, and the booking grid renders a hundred slots that each format.
 */
const shared = new Map<string, Formatters>();

export function formattersFor(language: string, timeZone: string, currency = 'EUR'): Formatters {
  const key = `${language}|${timeZone}|${currency}`;
  let formatters = shared.get(key);
  if (!formatters) {
    formatters = createFormatters(language, timeZone, currency);
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
  return formattersFor(i18n.language, timeZone, currency);
}

/** mm:ss of a remaining duration. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
