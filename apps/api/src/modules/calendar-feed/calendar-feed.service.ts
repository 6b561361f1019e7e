// Calendar entries of bookings: the personal feed calendar apps subscribe to, and single-booking
// downloads (also usable as mail attachments). Text is German or English by the user's locale.
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { calendarFeedRepository } from './calendar-feed.repository';
import type { CalendarBookingRow } from './calendar-feed.repository';
import { serializeCalendar } from './ical';
import type { ICalEvent } from './ical';

/** 32 random bytes, base64url: the whole credential of a feed address. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The feed keeps half a year of history so past games stay in the calendar for a while. */
const HISTORY_MS = 183 * 24 * 3_600_000;

type Lang = 'de' | 'en';

const texts = {
  en: {
    calendar: 'bookings',
    places: (n: number) => `${n} place${n === 1 ? '' : 's'}`,
    comeTogether: 'Come-together',
    abo: 'Season subscription',
    manage: 'Manage or cancel',
    booking: 'Booking',
  },
  de: {
    calendar: 'Buchungen',
    places: (n: number) => `${n} Platz${n === 1 ? '' : 'e'}`,
    comeTogether: 'Come-together',
    abo: 'Abo',
    manage: 'Verwalten oder stornieren',
    booking: 'Buchung',
  },
} as const;

const categoryNames: Record<string, Record<Lang, string>> = {
  beach_volleyball: { en: 'Beach volleyball', de: 'Beachvolleyball' },
  beach_tennis: { en: 'Beach tennis', de: 'Beachtennis' },
};

export function feedLanguage(locale: string | null | undefined): Lang {
  return (locale ?? '').toLowerCase().startsWith('de') ? 'de' : 'en';
}

function categoryName(category: string, lang: Lang): string {
  return categoryNames[category]?.[lang] ?? category.replace(/_/g, ' ');
}

/** One booking as a calendar entry. `baseUrl` (e.g. https://venue.example) adds a link to it. */
export function bookingEvent(
  row: CalendarBookingRow,
  options: { lang: Lang; venueName: string; baseUrl?: string },
): ICalEvent {
  const t = texts[options.lang];
  const what =
    row.type === 'come_together'
      ? `${t.comeTogether} (${t.places(row.places)})`
      : row.type === 'abo'
        ? t.abo
        : categoryName(row.category, options.lang);
  const a = row.address;
  const manageUrl = options.baseUrl ? `${options.baseUrl.replace(/\/$/, '')}/customers-bookings` : undefined;
  const description = [
    `${t.booking} ${row.id.slice(0, 8).toUpperCase()} · ${options.venueName}`,
    categoryName(row.category, options.lang),
    manageUrl ? `${t.manage}: ${manageUrl}` : undefined,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    uid: `booking-${row.id}@courtside`,
    start: row.startsAt,
    end: row.endsAt,
    summary: `${row.resourceName} – ${what} · ${options.venueName}`,
    description,
    location: [row.locationName, a.street, `${a.postalCode} ${a.city}`.trim()].filter(Boolean).join(', '),
    url: manageUrl,
    status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    // Cancelling is the only change a booking's time entry sees; a higher sequence replaces it.
    sequence: row.status === 'cancelled' ? 1 : 0,
    createdAt: row.createdAt,
    lastModified: row.updatedAt,
    alarmMinutesBefore: row.status === 'cancelled' ? undefined : 60,
  };
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function feedOfUser(db: DbOrTx, input: { userId: string; organizationId: string }) {
  const existing = await calendarFeedRepository.findByUser(db, input.userId);
  if (existing && existing.organizationId === input.organizationId) return existing;
  return calendarFeedRepository.save(db, { ...input, token: newToken(), rotate: Boolean(existing) });
}

/** A new address; the old one stops working at once (a leaked link is revoked this way). */
export async function resetFeed(db: DbOrTx, input: { userId: string; organizationId: string }) {
  return calendarFeedRepository.save(db, { ...input, token: newToken(), rotate: true });
}

/** The .ics text behind a feed token, or NOT_FOUND for an unknown or revoked token. */
export async function feedCalendar(
  db: DbOrTx,
  token: string,
  options: { baseUrl?: string; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const feed = FEED_TOKEN_PATTERN.test(token) ? await calendarFeedRepository.findByToken(db, token) : undefined;
  if (!feed) throw new AppError('NOT_FOUND', 'This calendar address is unknown or was reset');
  const user = await calendarFeedRepository.userLocale(db, feed.userId);
  const org = await calendarFeedRepository.organization(db, feed.organizationId);
  if (!user || user.deletedAt || !org) throw new AppError('NOT_FOUND', 'This calendar address is unknown or was reset');
  const lang = feedLanguage(user.locale);
  const rows = await calendarFeedRepository.bookingsOfUser(
    db,
    feed.organizationId,
    feed.userId,
    new Date(now.getTime() - HISTORY_MS),
  );
  await calendarFeedRepository.touch(db, feed.userId);
  return serializeCalendar({
    name: `${org.name} – ${texts[lang].calendar}`,
    timeZone: org.timezone,
    now,
    events: rows.map((row) => bookingEvent(row, { lang, venueName: org.name, baseUrl: options.baseUrl })),
  });
}

/** One booking as an .ics file (download or mail attachment). */
export async function bookingCalendar(
  db: DbOrTx,
  input: {
    organizationId: string;
    bookingId: string;
    locale?: string;
    viewerId?: string;
    baseUrl?: string;
    now?: Date;
  },
): Promise<{ row: CalendarBookingRow; ics: string }> {
  const row = await calendarFeedRepository.bookingById(db, input.organizationId, input.bookingId);
  const org = await calendarFeedRepository.organization(db, input.organizationId);
  if (!row || !org) throw new AppError('NOT_FOUND', 'Booking not found');
  // Without an explicit language the viewer's (or the booking owner's) account language is used.
  const localeOf = input.viewerId ?? row.userId;
  const lang = feedLanguage(
    input.locale ?? (localeOf ? (await calendarFeedRepository.userLocale(db, localeOf))?.locale : undefined),
  );
  const ics = serializeCalendar({
    name: org.name,
    timeZone: org.timezone,
    now: input.now,
    events: [bookingEvent(row, { lang, venueName: org.name, baseUrl: input.baseUrl })],
  });
  return { row, ics };
}
