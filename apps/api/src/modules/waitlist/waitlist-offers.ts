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
import { randomBytes } from 'node:crypto';
import { formatCents } from '@courtside/core/money';
import { offerExpiry } from '@courtside/core/waitlist';
import type { WaitlistSettings } from '@courtside/core/waitlist';
import type { DbOrTx } from '../../db/client';
import { bookingRepository, changeOf, notifySlotChanges, recordChanges, settingsOf } from '../booking';
import type { BookingRow } from '../booking';
import { courseLabels, courseTitleOf } from '../course';
import { queueMail } from '../mail';
import { HANDOVER_MS, announceOffer, event, hashToken, waitlistLink } from './waitlist-common';
import { holdFor } from './waitlist-holds';
import type { FreeCourts } from './waitlist-holds';
import { waitlistOfferTemplate, when } from './waitlist-mail';
import { waitlistRepository } from './waitlist.repository';
import { offerHoldIds } from './waitlist.repository';
import type { FreedCapacity, WaitlistEntryRow } from './waitlist.repository';

/** Entries looked at per freed range and transaction. */
const BATCH = 25;

interface OfferContext {
  settings: WaitlistSettings;
  timeZone: string;
}

/** Turns fresh holds (one, or one per course date) into the entry's offer: window, mail, history. */
async function makeOffer(
  tx: DbOrTx,
  entry: WaitlistEntryRow,
  holds: BookingRow[],
  ctx: OfferContext,
  now: Date,
): Promise<WaitlistEntryRow> {
  const hold = holds[0]!;
  const expiresAt = offerExpiry(now, ctx.settings, ctx.timeZone, hold.startsAt);
  for (const h of holds)
    await bookingRepository.update(tx, h.id, { expiresAt: new Date(expiresAt.getTime() + HANDOVER_MS) });
  const token = randomBytes(32).toString('base64url');
  const offered = await waitlistRepository.update(tx, entry.id, {
    status: 'offered',
    offerBookingId: hold.id,
    offerBookingIds: holds.map((h) => h.id),
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
      ...(holds.length > 1 ? { dates: holds.length } : {}),
    },
  });
  const locale = entry.locale === 'de' ? 'de' : 'en';
  const priceCents = holds.reduce((sum, h) => sum + h.priceCents, 0);
  let what: string;
  if (entry.kind === 'course') {
    const course = (await courseLabels(tx, entry.organizationId, [entry.courseId!])).get(entry.courseId!);
    const dates = locale === 'de' ? `${holds.length} Termine ab` : `${holds.length} dates from`;
    what = `${course ? courseTitleOf(course, locale) : ''}, ${dates} ${when(hold.startsAt, locale, ctx.timeZone)}`;
  } else {
    const { resources } = await waitlistRepository.labels(tx, [hold.resourceId], []);
    what = `${resources.get(hold.resourceId) ?? ''}, ${when(hold.startsAt, locale, ctx.timeZone)}`;
  }
  await queueMail(tx, {
    organizationId: entry.organizationId,
    to: entry.email,
    locale,
    template: waitlistOfferTemplate.name,
    data: {
      what,
      price: formatCents(priceCents, locale === 'de' ? 'de-DE' : 'en-GB'),
      expires: when(expiresAt, locale, ctx.timeZone),
      url: waitlistLink(token),
    },
  });
  await announceOffer(tx, offered);
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
      const holds = await holdFor(tx, entry, now, freed.range, memo);
      if (!holds.length) continue;
      await makeOffer(tx, entry, holds, ctx, now);
      offers++;
    }
    return offers;
  });
}

/**
 * Cancels an offer's holds if they are still only holds; a started payment (any hold pending or
 * paid) leaves them all alone and is answered instead. Answers the first hold otherwise.
 */
export async function releaseOfferHold(tx: DbOrTx, entry: WaitlistEntryRow, reason: string, now: Date) {
  const held = await bookingRepository.lockByIds(tx, offerHoldIds(entry));
  if (!held.length) return undefined;
  const paying = held.find((b) => b.status !== 'reserved' && b.status !== 'cancelled');
  if (paying) return paying;
  const out: BookingRow[] = [];
  for (const b of held) {
    if (b.status !== 'reserved') {
      out.push(b);
      continue;
    }
    const row = await bookingRepository.update(tx, b.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
    });
    await recordChanges(tx, [{ booking: b, action: 'release', from: 'reserved', to: 'cancelled', reason }]);
    await notifySlotChanges(tx, [changeOf(row)]);
    out.push(row);
  }
  return out.find((b) => b.id === entry.offerBookingId) ?? out[0];
}

/** What a released offer frees: the court range, the session's places, or a course place. */
export const freedOf = (b: BookingRow, entry?: WaitlistEntryRow): FreedCapacity =>
  entry?.kind === 'course' && entry.courseId
    ? { organizationId: b.organizationId, courseId: entry.courseId }
    : b.sessionId
      ? { organizationId: b.organizationId, sessionId: b.sessionId }
      : { organizationId: b.organizationId, range: { start: b.startsAt, end: b.endsAt } };

/**
 * The waitlist job: the queues of cancelled courses close; offers that ran out (or whose hold was
 * released or swept) pass on to the next person; paid offers become booked; then every organization's queue is offered what is free
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
    // A cancelled course has nothing left to offer: its queue is closed.
    for (const entry of await waitlistRepository.lockOfCancelledCourses(tx, 50)) {
      await waitlistRepository.update(tx, entry.id, { status: 'closed' });
      await event(tx, entry, 'close', 'closed');
    }
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
      if (b) offers += await offerFreedCapacity(tx, freedOf(b, entry), now);
    }
    return due.length;
  });
  for (const organizationId of await waitlistRepository.organizationsWaiting(db, now)) {
    offers += await offerFreedCapacity(db, { organizationId }, now);
  }
  return { settled, expired, booked, offers };
}
