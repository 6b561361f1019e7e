// Capacity freed by a cancellation is offered inside the cancelling transaction (the booking
// engine's onBookingsCancelled hook), so nobody else can take it between the cancellation and the
// offer. Everything else (expired offers passing on, swept cart holds, moved bookings, raised
// capacity) is found by the waitlist job, safe with several API processes (SKIP LOCKED).
import type { Tx } from '../../db/client';
import { registerJob } from '../../jobs/runner';
import { onBookingsCancelled } from '../booking/booking.hooks';
import type { CancelledBooking } from '../booking/booking.hooks';
import { offerFreedCapacity, runWaitlist } from './waitlist.service';

onBookingsCancelled(async (tx: Tx, cancelled: CancelledBooking[]) => {
  for (const { booking: b } of cancelled) {
    if (b.dynamicSlotId) continue;
    try {
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
});

registerJob({ name: 'waitlist-offers', everyMs: 15_000, run: async (app) => void (await runWaitlist(app.db)) });
