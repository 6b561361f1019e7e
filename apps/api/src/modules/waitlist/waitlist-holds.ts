// Finding a real hold for one waiting entry (docs/product/waitlist-courses.md#waitlist-rules): the
// booking engine's holdSlot, under the same exclusion constraint and row locks as a cart hold.
import { localDate } from '@courtside/core/slots/time';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { holdSlot, settingsOf } from '../booking';
import type { BookingRow } from '../booking';
import { courseCartItems } from '../course';
import { filterResources } from '../resource';
import { MINUTE } from './waitlist-common';
import type { FreedCapacity, WaitlistEntryRow } from './waitlist.repository';

/** Candidate starts inside a window are tried every half hour (the grids use 30/60/90-minute slots). */
const STEP_MINUTES = 30;

/** Free courts per candidate window, read once per offer round; a court tried is dropped from it. */
export type FreeCourts = Map<string, { resourceId: string }[]>;

/**
 * A place in every date of a course still to come, all or none, under the course's row lock and
 * each date's session lock, exactly as an enrolment (courseCartItems); in a savepoint, so a full
 * date undoes the places already held.
 */
async function holdCourse(
  tx: DbOrTx,
  entry: WaitlistEntryRow,
  owner: { userId: string | null; guestToken: string | null },
  guestContact: { email: string; name?: string } | undefined,
  now: Date,
): Promise<BookingRow[]> {
  try {
    return await tx.transaction(async (sp) => {
      const holds: BookingRow[] = [];
      for (const item of await courseCartItems(sp, entry.organizationId, entry.courseId!, now))
        holds.push(
          await holdSlot(sp, {
            organizationId: entry.organizationId,
            resourceId: item.resourceId,
            start: new Date(item.start),
            end: new Date(item.end),
            type: 'come_together',
            places: 1,
            ...(item.sessionId ? { sessionId: item.sessionId } : {}),
            courseEnrolment: true,
            owner,
            guestContact,
            now,
          }),
        );
      return holds;
    });
  } catch (error) {
    if (error instanceof AppError) return [];
    throw error;
  }
}

/** Tries to hold something for one waiting entry: the holds (one per course date), or none. */
export async function holdFor(
  tx: DbOrTx,
  entry: WaitlistEntryRow,
  now: Date,
  range: FreedCapacity['range'],
  memo: FreeCourts,
): Promise<BookingRow[]> {
  if (entry.kind === 'course') {
    const owner = { userId: entry.userId, guestToken: entry.userId ? null : entry.guestToken };
    const contact = entry.userId ? undefined : { email: entry.email, ...(entry.name ? { name: entry.name } : {}) };
    return holdCourse(tx, entry, owner, contact, now);
  }
  const hold = await holdOne(tx, entry, now, range, memo);
  return hold ? [hold] : [];
}

async function holdOne(
  tx: DbOrTx,
  entry: WaitlistEntryRow,
  now: Date,
  range: FreedCapacity['range'],
  memo: FreeCourts,
): Promise<BookingRow | null> {
  const owner = { userId: entry.userId, guestToken: entry.userId ? null : entry.guestToken };
  const guestContact = entry.userId ? undefined : { email: entry.email, ...(entry.name ? { name: entry.name } : {}) };
  if (entry.kind === 'course') return null;
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
