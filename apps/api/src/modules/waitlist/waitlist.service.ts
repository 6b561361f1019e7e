// The held-offer waitlist (docs/product/waitlist-courses.md). People queue for a court slot (a
// court category and a time window) or for places in a full come-together session. When capacity
// frees, the first waiting person who fits gets a REAL hold: a `reserved` booking made by the
// booking engine's holdSlot, under the same exclusion constraint and row locks as a cart hold, that
// lasts for the offer window. Declined, expired or released offers pass on to the next person in
// the same transaction, until the queue is empty.
//
// Who gets a freed place is decided inside one transaction that holds the waiting entries with
// FOR UPDATE SKIP LOCKED; the booking engine's constraint decides between an offer and anyone else
// booking the same court. An offered entry points at its hold through a unique index, so one freed
// place can never be the offer of two people.
import { createHash, randomBytes } from 'node:crypto';
import { formatCents } from '@courtside/core/money';
import { localDate } from '@courtside/core/slots/time';
import { offerExpiry } from '@courtside/core/waitlist';
import type { WaitlistEntryView, WaitlistJoin, WaitlistSettings } from '@courtside/core/waitlist';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordChanges } from '../booking';
import { settingsOf } from '../booking';
import { bookingRepository } from '../booking';
import type { BookingRow } from '../booking';
import { holdSlot } from '../booking';
import { changeOf, notifySlotChanges } from '../booking';
import { cartRepository } from '../checkout';
import { getOrCreateLockedCart } from '../checkout';
import type { CartOwner } from '../checkout';
import { queueMail } from '../mail';
import { filterResources } from '../resource';
import { waitlistJoinedTemplate, waitlistOfferTemplate, when } from './waitlist-mail';
import { waitlistRepository } from './waitlist.repository';
import type { FreedCapacity, WaitlistEntryRow } from './waitlist.repository';

const MINUTE = 60_000;
/** Candidate starts inside a window are tried every half hour (the grids use 30/60/90-minute slots). */
const STEP_MINUTES = 30;
/** Entries looked at per freed range and transaction. */
const BATCH = 25;
/**
 * The hold outlives the offer by this margin, so the waitlist job (every 15 s) passes an expired
 * offer on to the next person before the booking engine's sweep could free the court for anyone.
 */
export const HANDOVER_MS = 2 * MINUTE;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const waitlistPath = (token: string) => `/waitlist/${token}`;

/** Where links in waitlist mails point (set from PUBLIC_URL when the routes are registered). */
let linkBase = 'http://localhost:3000';
export function setWaitlistLinkBase(base: string): void {
  linkBase = base.replace(/\/+$/, '');
}

export interface WaitlistOwner {
  userId?: string | null;
  guestToken?: string | null;
}

type EventAction = 'join' | 'offer' | 'extend' | 'accept' | 'decline' | 'expire' | 'book' | 'leave' | 'remove';

async function event(
  db: DbOrTx,
  entry: WaitlistEntryRow,
  action: EventAction,
  to: WaitlistEntryRow['status'],
  extra: { actorUserId?: string | null; bookingId?: string | null; details?: Record<string, unknown> } = {},
): Promise<void> {
  await waitlistRepository.insertEvent(db, {
    organizationId: entry.organizationId,
    entryId: entry.id,
    action,
    fromStatus: action === 'join' ? null : entry.status,
    toStatus: to,
    bookingId: extra.bookingId ?? entry.offerBookingId ?? null,
    actorUserId: extra.actorUserId ?? null,
    details: extra.details ?? {},
  });
}

/** What the entry waits for, in words for a mail. */
function describe(entry: WaitlistEntryRow, timeZone: string, resourceName?: string | null): string {
  const de = entry.locale === 'de';
  const range = `${when(entry.windowStart, entry.locale, timeZone)}–${new Intl.DateTimeFormat(de ? 'de-DE' : 'en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(entry.windowEnd)}`;
  if (entry.kind === 'session') return `${de ? 'Come-Together' : 'Come-together'} ${range}`;
  const what = resourceName ?? entry.category ?? (de ? 'Platz' : 'Court');
  return `${what}, ${entry.durationMinutes} min, ${range}`;
}

// ---------------------------------------------------------------------------------------------
// Offers

interface OfferContext {
  settings: WaitlistSettings;
  timeZone: string;
}

/** Tries to hold something for one waiting entry; the hold or null. */
/** Free courts per candidate window, read once per offer round; a court tried is dropped from it. */
type FreeCourts = Map<string, { resourceId: string }[]>;

async function holdFor(
  tx: DbOrTx,
  entry: WaitlistEntryRow,
  now: Date,
  range: FreedCapacity['range'],
  memo: FreeCourts,
): Promise<BookingRow | null> {
  const owner = { userId: entry.userId, guestToken: entry.userId ? null : entry.guestToken };
  const guestContact = entry.userId ? undefined : { email: entry.email, ...(entry.name ? { name: entry.name } : {}) };
  if (entry.kind === 'session') {
    const session = await tx.query.dynamicSlots.findFirst({ where: (d, { eq }) => eq(d.id, entry.sessionId!) });
    if (!session || session.status !== 'active') return null;
    try {
      return await holdSlot(tx, {
        organizationId: entry.organizationId,
        resourceId: session.resourceId,
        start: session.startsAt,
        end: session.endsAt,
        type: 'come_together',
        places: entry.places,
        sessionId: session.id,
        owner,
        guestContact,
        now,
      });
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }
  const duration = entry.durationMinutes * MINUTE;
  const { timeZone } = await settingsOf(tx, entry.organizationId);
  for (let s = entry.windowStart.getTime(); s + duration <= entry.windowEnd.getTime(); s += STEP_MINUTES * MINUTE) {
    const start = new Date(s);
    const end = new Date(s + duration);
    if (start <= now) continue;
    if (range && !(start < range.end && range.start < end)) continue;
    const key = [start.getTime(), end.getTime(), entry.locationId, entry.category, entry.spaceType].join('|');
    let free = memo.get(key);
    if (!free) {
      try {
        free = (
          await filterResources(tx, {
            organizationId: entry.organizationId,
            date: localDate(start, timeZone),
            start: start.toISOString(),
            end: end.toISOString(),
            ...(entry.locationId ? { locationId: entry.locationId } : {}),
            ...(entry.category ? { category: entry.category } : {}),
            spaceType: entry.spaceType,
            type: 'normal',
            now,
          })
        ).rows.map((r) => ({ resourceId: r.resourceId }));
      } catch (error) {
        if (error instanceof AppError) free = [];
        else throw error;
      }
      memo.set(key, free);
    }
    for (const court of [...free]) {
      if (entry.resourceId && court.resourceId !== entry.resourceId) continue;
      // Whatever happens, this court is no longer free for the next entry of this round.
      free.splice(free.indexOf(court), 1);
      try {
        return await holdSlot(tx, {
          organizationId: entry.organizationId,
          resourceId: court.resourceId,
          start,
          end,
          type: 'normal',
          owner,
          guestContact,
          now,
        });
      } catch (error) {
        // Taken meanwhile (the constraint decided), or a rule forbids it: try the next court.
        if (error instanceof AppError) continue;
        throw error;
      }
    }
  }
  return null;
}

/** Turns a fresh hold into the entry's offer: window, mail, history. */
async function makeOffer(
  tx: DbOrTx,
  entry: WaitlistEntryRow,
  hold: BookingRow,
  ctx: OfferContext,
  now: Date,
): Promise<WaitlistEntryRow> {
  const expiresAt = offerExpiry(now, ctx.settings, ctx.timeZone, hold.startsAt);
  await bookingRepository.update(tx, hold.id, { expiresAt: new Date(expiresAt.getTime() + HANDOVER_MS) });
  const token = randomBytes(32).toString('base64url');
  const offered = await waitlistRepository.update(tx, entry.id, {
    status: 'offered',
    offerBookingId: hold.id,
    offerExpiresAt: expiresAt,
    offerTokenHash: hashToken(token),
    offerExtensions: 0,
    offersMade: entry.offersMade + 1,
  });
  await event(tx, entry, 'offer', 'offered', {
    bookingId: hold.id,
    details: {
      resourceId: hold.resourceId,
      start: hold.startsAt.toISOString(),
      end: hold.endsAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      latencyMs: Date.now() - now.getTime(),
    },
  });
  const { resources } = await waitlistRepository.labels(tx, [hold.resourceId], []);
  const locale = entry.locale === 'de' ? 'de' : 'en';
  await queueMail(tx, {
    organizationId: entry.organizationId,
    to: entry.email,
    locale,
    template: waitlistOfferTemplate.name,
    data: {
      what: `${resources.get(hold.resourceId) ?? ''}, ${when(hold.startsAt, locale, ctx.timeZone)}`,
      price: formatCents(hold.priceCents, locale === 'de' ? 'de-DE' : 'en-GB'),
      expires: when(expiresAt, locale, ctx.timeZone),
      url: `${linkBase}${waitlistPath(token)}`,
    },
  });
  return offered;
}

/**
 * Offers freed capacity to the waiting people it can serve, first come first served: each
 * waiting entry in joining order gets a hold if something in its window is free now. Runs in a
 * savepoint of the caller's transaction; answers the offers made.
 */
export async function offerFreedCapacity(db: DbOrTx, freed: FreedCapacity, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const { settings, timeZone } = await settingsOf(tx, freed.organizationId);
    if (!settings.waitlist.enabled) return 0;
    const ctx = { settings: settings.waitlist, timeZone };
    let offers = 0;
    const memo: FreeCourts = new Map();
    for (const entry of await waitlistRepository.lockWaiting(tx, freed, now, BATCH)) {
      const hold = await holdFor(tx, entry, now, freed.range, memo);
      if (!hold) continue;
      await makeOffer(tx, entry, hold, ctx, now);
      offers++;
    }
    return offers;
  });
}

/** Cancels an offer's hold if it is still only a hold (a started payment is left alone). */
async function releaseOfferHold(tx: DbOrTx, entry: WaitlistEntryRow, reason: string, now: Date) {
  if (!entry.offerBookingId) return undefined;
  const [b] = await bookingRepository.lockByIds(tx, [entry.offerBookingId]);
  if (!b) return undefined;
  if (b.status === 'reserved') {
    const out = await bookingRepository.update(tx, b.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
    });
    await recordChanges(tx, [{ booking: b, action: 'release', from: 'reserved', to: 'cancelled', reason }]);
    await notifySlotChanges(tx, [changeOf(out)]);
    return out;
  }
  return b;
}

const freedOf = (b: BookingRow): FreedCapacity =>
  b.sessionId
    ? { organizationId: b.organizationId, sessionId: b.sessionId }
    : { organizationId: b.organizationId, range: { start: b.startsAt, end: b.endsAt } };

/**
 * The waitlist job: offers that ran out (or whose hold was released or swept) pass on to the next
 * person; paid offers become booked; then every organization's queue is offered what is free
 * (capacity freed without a hook: a swept cart hold, a moved booking, a raised capacity).
 */
export async function runWaitlist(
  db: DbOrTx,
  now = new Date(),
): Promise<{ settled: number; expired: number; booked: number; offers: number }> {
  let expired = 0;
  let booked = 0;
  let offers = 0;
  const settled = await db.transaction(async (tx) => {
    const due = await waitlistRepository.lockOffersToSettle(tx, now, 50);
    for (const entry of due) {
      if (entry.bookingStatus === 'upcoming' || entry.bookingStatus === 'completed') {
        await waitlistRepository.update(tx, entry.id, { status: 'booked' });
        await event(tx, entry, 'book', 'booked');
        booked++;
        continue;
      }
      if (entry.bookingStatus === 'pending') continue; // paying right now: the payment decides
      const b = await releaseOfferHold(tx, entry, 'waitlist_expired', now);
      if (b && (b.status === 'pending' || b.status === 'upcoming')) continue;
      await waitlistRepository.update(tx, entry.id, { status: 'expired' });
      await event(tx, entry, 'expire', 'expired');
      expired++;
      if (b) offers += await offerFreedCapacity(tx, freedOf(b), now);
    }
    return due.length;
  });
  for (const organizationId of await waitlistRepository.organizationsWaiting(db, now)) {
    offers += await offerFreedCapacity(db, { organizationId }, now);
  }
  return { settled, expired, booked, offers };
}

// ---------------------------------------------------------------------------------------------
// People in the queue

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
  let row: Omit<Parameters<typeof waitlistRepository.insert>[1], 'tokenHash'>;
  const base = {
    organizationId: input.organizationId,
    userId: input.owner.userId ?? null,
    guestToken: input.owner.userId ? null : input.owner.guestToken!,
    email,
    name: input.name ?? body.name ?? null,
    locale: (body.locale ?? 'en').slice(0, 2),
  };
  if (body.kind === 'session') {
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
        (row.kind === 'session'
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
        what: describe(inserted, timeZone, inserted.resourceId ? resources.get(inserted.resourceId) : null),
        position: position ?? 1,
        url: `${linkBase}${waitlistPath(token)}`,
      },
    });
    return inserted;
  });
  // Something may be free already (a place freed while the visitor read "full"): offer at once,
  // to whoever is first in line for it.
  await offerFreedCapacity(
    db,
    entry.kind === 'session'
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
  const booking =
    entry.status === 'offered' && entry.offerBookingId
      ? await bookingRepository.findById(db, entry.offerBookingId)
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
            priceCents: booking.priceCents,
            places: booking.places,
            expiresAt: entry.offerExpiresAt.toISOString(),
            extensionsLeft,
            extendMinutes: settings.waitlist.extendMinutes,
          }
        : null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Locks the entry of a token and checks that it holds a live offer. */
async function lockOffer(tx: DbOrTx, token: string, now: Date): Promise<WaitlistEntryRow> {
  const found = await entryOfToken(tx, token);
  const entry = (await waitlistRepository.lock(tx, found.id))!;
  if (entry.status !== 'offered') throw new AppError('INVALID_TRANSITION', 'There is no open offer on this entry');
  if (!entry.offerExpiresAt || entry.offerExpiresAt <= now)
    throw new AppError('HOLD_EXPIRED', 'This offer has run out and passed to the next person');
  return entry;
}

/** Declines an open offer: the hold is released and passes to the next person at once. */
export async function declineOffer(db: DbOrTx, token: string, now = new Date()): Promise<WaitlistEntryRow> {
  return db.transaction(async (tx) => {
    const entry = await lockOffer(tx, token, now);
    const b = await releaseOfferHold(tx, entry, 'waitlist_declined', now);
    if (b && b.status !== 'cancelled')
      throw new AppError('INVALID_TRANSITION', 'The payment for this offer has started; it cannot be declined now');
    const out = await waitlistRepository.update(tx, entry.id, { status: 'declined' });
    await event(tx, entry, 'decline', 'declined');
    if (b) await offerFreedCapacity(tx, freedOf(b), now);
    return out;
  });
}

/** Leaves the queue (declining an open offer on the way). */
export async function leaveWaitlist(
  db: DbOrTx,
  entryOrToken: { token: string } | { entry: WaitlistEntryRow; staffUserId: string },
  now = new Date(),
): Promise<WaitlistEntryRow> {
  return db.transaction(async (tx) => {
    const found = 'token' in entryOrToken ? await entryOfToken(tx, entryOrToken.token) : entryOrToken.entry;
    const entry = (await waitlistRepository.lock(tx, found.id))!;
    if (entry.status !== 'waiting' && entry.status !== 'offered')
      throw new AppError('INVALID_TRANSITION', 'This entry is no longer on the waitlist');
    const staff = 'staffUserId' in entryOrToken ? entryOrToken.staffUserId : null;
    let b: BookingRow | undefined;
    if (entry.status === 'offered') {
      b = await releaseOfferHold(tx, entry, staff ? 'waitlist_removed' : 'waitlist_declined', now);
      if (b && b.status !== 'cancelled')
        throw new AppError('INVALID_TRANSITION', 'The payment for this offer has started; it cannot be withdrawn now');
    }
    const to = staff ? 'removed' : 'left';
    const out = await waitlistRepository.update(tx, entry.id, { status: to });
    await event(tx, entry, staff ? 'remove' : 'leave', to, { actorUserId: staff });
    if (b) await offerFreedCapacity(tx, freedOf(b), now);
    return out;
  });
}

/** More time for an open offer, once (WCAG 2.2.1: a time limit the user can extend). */
export async function extendOffer(db: DbOrTx, token: string, now = new Date()): Promise<WaitlistEntryRow> {
  return db.transaction(async (tx) => {
    const entry = await lockOffer(tx, token, now);
    const { settings } = await settingsOf(tx, entry.organizationId);
    const minutes = settings.waitlist.extendMinutes;
    if (minutes <= 0 || entry.offerExtensions >= 1)
      throw new AppError('EXTENSION_LIMIT', 'This offer cannot be extended again', {
        extensions: entry.offerExtensions,
      });
    const [b] = await bookingRepository.lockByIds(tx, [entry.offerBookingId!]);
    if (!b || b.status !== 'reserved') throw new AppError('INVALID_TRANSITION', 'This offer is no longer held');
    const wanted = new Date(entry.offerExpiresAt!.getTime() + minutes * MINUTE);
    const until = wanted > b.startsAt ? b.startsAt : wanted;
    await bookingRepository.update(tx, b.id, { expiresAt: new Date(until.getTime() + HANDOVER_MS) });
    const out = await waitlistRepository.update(tx, entry.id, {
      offerExpiresAt: until,
      offerExtensions: entry.offerExtensions + 1,
    });
    await event(tx, entry, 'extend', 'offered', { details: { expiresAt: until.toISOString() } });
    return out;
  });
}

/**
 * Takes the offer into the caller's cart (one tap from the mail, on any device): the hold now
 * belongs to this cart and goes through the normal checkout.
 */
export async function acceptOffer(
  db: DbOrTx,
  token: string,
  cart: CartOwner,
  now = new Date(),
): Promise<{ bookingId: string; entry: WaitlistEntryRow }> {
  if (!cart.userId && !cart.guestToken) throw new AppError('BAD_REQUEST', 'No cart to put the offer in');
  return db.transaction(async (tx) => {
    const entry = await lockOffer(tx, token, now);
    if (entry.organizationId !== cart.organizationId)
      throw new AppError('NOT_FOUND', 'This waitlist link does not exist. Please check the address in your mail.');
    const [b] = await bookingRepository.lockByIds(tx, [entry.offerBookingId!]);
    if (!b || b.status !== 'reserved') throw new AppError('HOLD_EXPIRED', 'This offer is no longer held');
    if (b.userId !== (cart.userId ?? null) || b.guestToken !== (cart.userId ? null : cart.guestToken)) {
      await bookingRepository.update(tx, b.id, {
        userId: cart.userId ?? null,
        guestToken: cart.userId ? null : (cart.guestToken ?? null),
      });
      await recordChanges(tx, [
        { booking: b, action: 'transfer', from: 'reserved', to: 'reserved', actorUserId: cart.userId ?? null },
      ]);
    }
    // The hold becomes an item of this cart (and leaves any other cart it was put in before).
    await cartRepository.deleteItemsOfBookings(tx, [b.id]);
    const target = await getOrCreateLockedCart(tx, cart);
    await cartRepository.insertItem(tx, {
      organizationId: b.organizationId,
      cartId: target.id,
      bookingId: b.id,
      resourceId: b.resourceId,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      bookingType: b.type,
      quantity: b.places,
      unitPriceCents: Math.round(b.priceCents / Math.max(1, b.places)),
      subscriptionId: null,
      groupId: b.sessionId,
      expiresAt: b.expiresAt ?? entry.offerExpiresAt!,
    });
    await event(tx, entry, 'accept', 'offered', { actorUserId: cart.userId ?? null });
    return { bookingId: b.id, entry };
  });
}
