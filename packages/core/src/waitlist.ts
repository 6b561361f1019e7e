// The held-offer waitlist (docs/product.md#waitlist): the venue's settings and the offer window.
// When capacity frees, the first waiting person who fits gets a real hold for the offer window;
// at night the window is paused (the clock stops) or shortened, as the venue sets.
import { z } from 'zod';
import { addDays, isLocalTime, localParts, minutesOfTime, zonedInstant } from './slots/time';

export const waitlistSettingsSchema = z
  .object({
    enabled: z.boolean().default(true),
    /** How long a held offer lasts (minutes of waking time). */
    offerMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(30),
    /** One extension of this many minutes (the offer page's "more time", WCAG 2.2.1). */
    extendMinutes: z.number().int().min(0).max(120).default(15),
    /** Quiet hours in the venue's zone, e.g. 22:00–07:00; null = none. */
    quietHours: z
      .object({ start: z.string().refine(isLocalTime), end: z.string().refine(isLocalTime) })
      .nullable()
      .default({ start: '22:00', end: '07:00' }),
    /** pause: the offer clock stops during quiet hours; shorten: an offer made then lasts quietOfferMinutes. */
    quietMode: z.enum(['pause', 'shorten']).default('pause'),
    quietOfferMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(15),
  })
  .prefault({});
export type WaitlistSettings = z.infer<typeof waitlistSettingsSchema>;

export const waitlistStatuses = [
  'waiting',
  'offered',
  'booked',
  'left',
  'declined',
  'expired',
  'removed',
  'closed',
] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];
/** Entries still in the queue (an offered entry keeps its place until it books, declines or expires). */
export const liveWaitlistStatuses: readonly WaitlistStatus[] = ['waiting', 'offered'];

const MINUTE = 60_000;

/** Is `instant` inside the quiet hours (which may wrap midnight)? */
export function inQuietHours(instant: Date, quiet: { start: string; end: string }, timeZone: string): boolean {
  const m = localParts(instant, timeZone).minutes;
  const s = minutesOfTime(quiet.start);
  const e = minutesOfTime(quiet.end);
  if (s === e) return false;
  return s < e ? m >= s && m < e : m >= s || m < e;
}

/** The next instant ≥ `from` at which the wall clock shows `time` (DST-safe through zonedInstant). */
function nextWallTime(from: Date, time: string, timeZone: string): Date {
  const today = localParts(from, timeZone).date;
  for (let d = 0; d < 3; d++) {
    const at = zonedInstant(addDays(today, d), time, timeZone);
    if (at.getTime() > from.getTime()) return at;
  }
  return new Date(from.getTime() + 24 * 60 * MINUTE);
}

/**
 * When an offer made at `now` runs out. Paused quiet hours do not count: 30 minutes from 21:50
 * with quiet hours 22:00–07:00 end at 07:20 the next morning (the length of the night, 23 to 25
 * hours across a DST change, follows the wall clock). Shortened: an offer made inside quiet hours
 * lasts quietOfferMinutes. Never later than `cap` (the slot's start).
 */
export function offerExpiry(now: Date, settings: WaitlistSettings, timeZone: string, cap?: Date): Date {
  const quiet = settings.quietHours;
  let end: Date;
  if (!quiet || minutesOfTime(quiet.start) === minutesOfTime(quiet.end)) {
    end = new Date(now.getTime() + settings.offerMinutes * MINUTE);
  } else if (settings.quietMode === 'shorten') {
    const minutes = inQuietHours(now, quiet, timeZone) ? settings.quietOfferMinutes : settings.offerMinutes;
    end = new Date(now.getTime() + minutes * MINUTE);
  } else {
    let left = settings.offerMinutes * MINUTE;
    let at = now;
    for (let guard = 0; left > 0 && guard < 64; guard++) {
      if (inQuietHours(at, quiet, timeZone)) {
        at = nextWallTime(at, quiet.end, timeZone);
        continue;
      }
      const pauseAt = nextWallTime(at, quiet.start, timeZone);
      const step = Math.min(left, pauseAt.getTime() - at.getTime());
      at = new Date(at.getTime() + step);
      left -= step;
    }
    end = at;
  }
  return cap && cap.getTime() < end.getTime() ? cap : end;
}

const email = z.string().trim().email().max(200);

/** POST /api/v1/waitlist: a court slot (category and window) or places in a full session. */
export const waitlistJoinSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('slot'),
    /** The window in which any start fits, as instants; the wanted length in minutes. */
    windowStart: z.iso.datetime({ offset: true }),
    windowEnd: z.iso.datetime({ offset: true }),
    durationMinutes: z
      .number()
      .int()
      .min(15)
      .max(8 * 60),
    locationId: z.guid().optional(),
    category: z.string().min(1).max(100).optional(),
    spaceType: z.enum(['all', 'indoor', 'outdoor']).default('all'),
    /** A specific court, when the visitor wants that one only. */
    resourceId: z.guid().optional(),
    email: email.optional(),
    name: z.string().trim().max(200).optional(),
    locale: z.string().max(10).optional(),
  }),
  z.object({
    kind: z.literal('session'),
    sessionId: z.guid(),
    places: z.number().int().min(1).max(20).default(1),
    email: email.optional(),
    name: z.string().trim().max(200).optional(),
    locale: z.string().max(10).optional(),
  }),
  z.object({
    /** A place in a full course: one place in every date still to come (docs/product/courses.md). */
    kind: z.literal('course'),
    courseId: z.guid(),
    email: email.optional(),
    name: z.string().trim().max(200).optional(),
    locale: z.string().max(10).optional(),
  }),
]);
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

export const waitlistOfferSchema = z.object({
  bookingId: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
  start: z.string(),
  end: z.string(),
  priceCents: z.number().int(),
  places: z.number().int(),
  expiresAt: z.string(),
  extensionsLeft: z.number().int(),
  extendMinutes: z.number().int(),
  /** A course offer holds a place in this many dates (bookingId/start/end are the first one's). */
  dates: z.number().int().default(1),
});

export const waitlistEntryViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['slot', 'session', 'course']),
  status: z.enum(waitlistStatuses),
  /** 1-based place among the waiting people of this queue; null once out of the line. */
  position: z.number().int().nullable(),
  queueLength: z.number().int(),
  windowStart: z.string(),
  windowEnd: z.string(),
  durationMinutes: z.number().int(),
  category: z.string().nullable(),
  spaceType: z.string(),
  resourceName: z.string().nullable(),
  sessionId: z.string().nullable(),
  sessionTitle: z.string().nullable(),
  courseId: z.string().nullable().default(null),
  /** The course's title (in the entry's language when given) and its page's slug. */
  courseTitle: z.string().nullable().default(null),
  courseSlug: z.string().nullable().default(null),
  places: z.number().int(),
  timeZone: z.string(),
  offer: waitlistOfferSchema.nullable(),
  createdAt: z.string(),
});
export type WaitlistEntryView = z.infer<typeof waitlistEntryViewSchema>;

export const waitlistJoinedSchema = waitlistEntryViewSchema.extend({ token: z.string() });

export const staffWaitlistRowSchema = waitlistEntryViewSchema.extend({
  email: z.string(),
  name: z.string().nullable(),
  userId: z.string().nullable(),
  offersMade: z.number().int(),
});
export type StaffWaitlistRow = z.infer<typeof staffWaitlistRowSchema>;
