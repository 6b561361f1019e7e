// Capacity freed by a cancellation is offered inside the cancelling transaction (the booking
// engine's onBookingsCancelled hook), so nobody else can take it between the cancellation and the
// offer. Everything else (expired offers passing on, swept cart holds, moved bookings, raised
// capacity) is found by the waitlist job, safe with several API processes (SKIP LOCKED).
import type { Tx } from '../../db/client';
import type { Job } from '../../jobs/runner';
import type { CancelledBooking } from '../booking';
import { coursesOfAnchors } from '../course';
import { offerFreedCapacity, runWaitlist } from './waitlist.service';

/** The booking engine's cancellation hook: offers what the cancellation freed (waitlist.module.ts). */
export async function offerCancelledCapacity(tx: Tx, cancelled: CancelledBooking[]): Promise<void> {
  // A place of a course date frees a course place once every date still to come has one free.
  const courses = await coursesOfAnchors(
    tx,
    cancelled.map((c) => c.booking.sessionId).filter((id): id is string => Boolean(id)),
  );
  for (const { booking: b } of cancelled) {
    if (b.dynamicSlotId) continue;
    const courseId = b.sessionId ? courses.get(b.sessionId) : undefined;
    try {
      if (courseId) await offerFreedCapacity(tx, { organizationId: b.organizationId, courseId });
      await offerFreedCapacity(
        tx,
        b.sessionId
          ? { organizationId: b.organizationId, sessionId: b.sessionId }
          : { organizationId: b.organizationId, range: { start: b.startsAt, end: b.endsAt } },
      );
    } catch {
      // The offer runs in its own savepoint: the cancellation stands; the job offers it later.
    }
  }
}

export const waitlistJobs: readonly Job[] = [
  { name: 'waitlist-offers', everyMs: 15_000, run: async (app) => void (await runWaitlist(app.db)) },
];
