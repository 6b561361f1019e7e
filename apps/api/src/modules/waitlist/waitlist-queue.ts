// People in the queue (docs/product/waitlist-courses.md#waitlist-rules): joining, the entry
// behind a link, and what its page shows.
import { randomBytes } from 'node:crypto';
import type { WaitlistEntryView, WaitlistJoin } from '@courtside/core/waitlist';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { settingsOf } from '../booking';
import { courseLabels, courseQueueWindow, courseTitleOf } from '../course';
import { queueMail } from '../mail';
import { MINUTE, event, hashToken, waitlistLink } from './waitlist-common';
import type { WaitlistOwner } from './waitlist-common';
import { waitlistJoinedTemplate, when } from './waitlist-mail';
import { offerFreedCapacity } from './waitlist-offers';
import { offerHoldIds, waitlistRepository } from './waitlist.repository';
import type { WaitlistEntryRow } from './waitlist.repository';

/** What the entry waits for, in words for a mail. */
function describe(entry: WaitlistEntryRow, timeZone: string, resourceName?: string | null, course?: string): string {
  const de = entry.locale === 'de';
  const range = `${when(entry.windowStart, entry.locale, timeZone)}–${new Intl.DateTimeFormat(de ? 'de-DE' : 'en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(entry.windowEnd)}`;
  if (entry.kind === 'course')
    return `${course ?? ''}, ${de ? 'ab' : 'from'} ${when(entry.windowStart, entry.locale, timeZone)}`;
  if (entry.kind === 'session') return `${de ? 'Come-Together' : 'Come-together'} ${range}`;
  const what = resourceName ?? entry.category ?? (de ? 'Platz' : 'Court');
  return `${what}, ${entry.durationMinutes} min, ${range}`;
}

export interface JoinInput {
  organizationId: string;
  owner: WaitlistOwner;
  /** The account's address for a signed-in user; the guest's from the body. */
  email: string | null;
  name?: string | null;
  body: WaitlistJoin;
  now?: Date;
}

export async function joinWaitlist(
  db: DbOrTx,
  input: JoinInput,
): Promise<{ entry: WaitlistEntryRow; token: string; view: WaitlistEntryView }> {
  const now = input.now ?? new Date();
  const body = input.body;
  const email = input.email ?? body.email;
  if (!email) throw new AppError('VALIDATION_FAILED', 'Please give an e-mail address so we can send you the offer');
  if (!input.owner.userId && !input.owner.guestToken) throw new AppError('BAD_REQUEST', 'No cart to hold an offer in');
  const { settings, timeZone } = await settingsOf(db, input.organizationId);
  if (!settings.waitlist.enabled) throw new AppError('CONFLICT', 'This venue has no waitlist');
  let courseTitle: string | undefined;
  let row: Omit<Parameters<typeof waitlistRepository.insert>[1], 'tokenHash'>;
  const base = {
    organizationId: input.organizationId,
    userId: input.owner.userId ?? null,
    guestToken: input.owner.userId ? null : input.owner.guestToken!,
    email,
    name: input.name ?? body.name ?? null,
    locale: (body.locale ?? 'en').slice(0, 2),
  };
  if (body.kind === 'course') {
    const window = await courseQueueWindow(db, input.organizationId, body.courseId, now);
    row = {
      ...base,
      kind: 'course',
      courseId: window.course.id,
      windowStart: window.start,
      windowEnd: window.end,
      durationMinutes: window.minutes,
      spaceType: 'all',
    };
    courseTitle = courseTitleOf(window.course, base.locale);
  } else if (body.kind === 'session') {
    const session = await db.query.dynamicSlots.findFirst({
      where: (d, { and, eq }) => and(eq(d.id, body.sessionId), eq(d.organizationId, input.organizationId)),
    });
    if (!session || session.kind !== 'come_together') throw new AppError('NOT_FOUND', 'This session does not exist');
    if (session.status !== 'active') throw new AppError('SESSION_CLOSED', 'This come-together session was cancelled');
    if (session.startsAt <= now) throw new AppError('TOO_LATE', 'This session has already started');
    row = {
      ...base,
      kind: 'session',
      sessionId: session.id,
      places: body.places,
      windowStart: session.startsAt,
      windowEnd: session.endsAt,
      durationMinutes: Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / MINUTE),
      spaceType: 'all',
    };
  } else {
    const windowStart = new Date(body.windowStart);
    const windowEnd = new Date(body.windowEnd);
    if (!(windowEnd > windowStart)) throw new AppError('VALIDATION_FAILED', 'The window must end after it starts');
    if (windowEnd.getTime() - windowStart.getTime() > 24 * 60 * MINUTE)
      throw new AppError('VALIDATION_FAILED', 'A window is at most one day long');
    if (windowEnd.getTime() - windowStart.getTime() < body.durationMinutes * MINUTE)
      throw new AppError('VALIDATION_FAILED', 'The window is shorter than the wanted playing time');
    if (windowEnd <= now) throw new AppError('TOO_LATE', 'This time is over');
    if (body.resourceId) {
      const court = await db.query.resources.findFirst({
        where: (r, { and, eq }) => and(eq(r.id, body.resourceId!), eq(r.organizationId, input.organizationId)),
      });
      if (!court) throw new AppError('NOT_FOUND', 'Court not found');
    }
    if (body.locationId) {
      const location = await db.query.locations.findFirst({
        where: (l, { and, eq }) => and(eq(l.id, body.locationId!), eq(l.organizationId, input.organizationId)),
      });
      if (!location) throw new AppError('NOT_FOUND', 'Location not found');
    }
    row = {
      ...base,
      kind: 'slot',
      windowStart,
      windowEnd,
      durationMinutes: body.durationMinutes,
      locationId: body.locationId ?? null,
      category: body.category ?? null,
      spaceType: body.spaceType,
      resourceId: body.resourceId ?? null,
    };
  }
  const token = randomBytes(32).toString('base64url');
  const entry = await db.transaction(async (tx) => {
    const mine = await waitlistRepository.liveOfOwner(tx, input.organizationId, input.owner);
    const twin = mine.find(
      (e) =>
        e.kind === row.kind &&
        (row.kind === 'course'
          ? e.courseId === row.courseId
          : row.kind === 'session'
            ? e.sessionId === row.sessionId
            : e.windowStart < row.windowEnd! &&
              row.windowStart! < e.windowEnd &&
              (e.category ?? null) === (row.category ?? null) &&
              (e.resourceId ?? null) === (row.resourceId ?? null)),
    );
    if (twin) throw new AppError('ALREADY_EXISTS', 'You are already on this waitlist', { entryId: twin.id });
    const inserted = await waitlistRepository.insert(tx, { ...row, tokenHash: hashToken(token) });
    await event(tx, inserted, 'join', 'waiting', { actorUserId: input.owner.userId ?? null });
    const { position } = await waitlistRepository.position(tx, inserted);
    const { resources } = await waitlistRepository.labels(tx, inserted.resourceId ? [inserted.resourceId] : [], []);
    await queueMail(tx, {
      organizationId: inserted.organizationId,
      to: inserted.email,
      locale: inserted.locale,
      template: waitlistJoinedTemplate.name,
      data: {
        what: describe(
          inserted,
          timeZone,
          inserted.resourceId ? resources.get(inserted.resourceId) : null,
          courseTitle,
        ),
        position: position ?? 1,
        url: waitlistLink(token),
      },
    });
    return inserted;
  });
  // Something may be free already (a place freed while the visitor read "full"): offer at once,
  // to whoever is first in line for it.
  await offerFreedCapacity(
    db,
    entry.kind === 'course'
      ? { organizationId: entry.organizationId, courseId: entry.courseId! }
      : entry.kind === 'session'
        ? { organizationId: entry.organizationId, sessionId: entry.sessionId! }
        : { organizationId: entry.organizationId, range: { start: entry.windowStart, end: entry.windowEnd } },
    now,
  );
  const fresh = (await waitlistRepository.findById(db, entry.organizationId, entry.id))!;
  return { entry: fresh, token, view: await viewOf(db, fresh) };
}

/** The entry behind a link token (the join link or an offer link). */
export async function entryOfToken(db: DbOrTx, token: string): Promise<WaitlistEntryRow> {
  const entry = token.length >= 20 ? await waitlistRepository.findByToken(db, hashToken(token)) : undefined;
  if (!entry)
    throw new AppError('NOT_FOUND', 'This waitlist link does not exist. Please check the address in your mail.');
  return entry;
}

export async function viewOf(db: DbOrTx, entry: WaitlistEntryRow): Promise<WaitlistEntryView> {
  const { settings, timeZone } = await settingsOf(db, entry.organizationId);
  const { position, length } = await waitlistRepository.position(db, entry);
  const holds = entry.status === 'offered' ? await waitlistRepository.holdsOf(db, offerHoldIds(entry)) : [];
  const booking = holds.find((h) => h.id === entry.offerBookingId) ?? holds[0];
  const course = entry.courseId
    ? (await courseLabels(db, entry.organizationId, [entry.courseId])).get(entry.courseId)
    : undefined;
  const { resources, sessions } = await waitlistRepository.labels(
    db,
    [entry.resourceId, booking?.resourceId].filter((x): x is string => Boolean(x)),
    entry.sessionId ? [entry.sessionId] : [],
  );
  const extensionsLeft = settings.waitlist.extendMinutes > 0 ? Math.max(0, 1 - entry.offerExtensions) : 0;
  return {
    id: entry.id,
    kind: entry.kind,
    status: entry.status,
    position,
    queueLength: length,
    windowStart: entry.windowStart.toISOString(),
    windowEnd: entry.windowEnd.toISOString(),
    durationMinutes: entry.durationMinutes,
    category: entry.category,
    spaceType: entry.spaceType,
    resourceName: entry.resourceId ? (resources.get(entry.resourceId) ?? null) : null,
    sessionId: entry.sessionId,
    sessionTitle: entry.sessionId ? (sessions.get(entry.sessionId) ?? null) : null,
    courseId: entry.courseId,
    courseTitle: course ? courseTitleOf(course, entry.locale) : null,
    courseSlug: course?.slug ?? null,
    places: entry.places,
    timeZone,
    offer:
      booking && entry.offerExpiresAt
        ? {
            bookingId: booking.id,
            resourceId: booking.resourceId,
            resourceName: resources.get(booking.resourceId) ?? '',
            start: booking.startsAt.toISOString(),
            end: booking.endsAt.toISOString(),
            priceCents: holds.reduce((sum, h) => sum + h.priceCents, 0),
            places: booking.places,
            dates: holds.length,
            expiresAt: entry.offerExpiresAt.toISOString(),
            extensionsLeft,
            extendMinutes: settings.waitlist.extendMinutes,
          }
        : null,
    createdAt: entry.createdAt.toISOString(),
  };
}
