// Background jobs of the booking engine (docs/product.md#holds, #come-together). Each is safe with several API
// processes: rows are taken with FOR UPDATE SKIP LOCKED inside one transaction.
import type { FastifyInstance } from 'fastify';
import { organizationSettings } from '@courtside/core/organization';
import type { DbOrTx } from '../../db/client';
import type { Job } from '../../jobs/runner';
import { bookingJobsRepository } from './booking-jobs.repository';
import { cancelDynamicSlot } from './session.service';
import { notifySlotChanges } from './slot-notify';

const BATCH = 500;

/** Sweeps expired holds; answers how many. Availability ignores them anyway; this frees the rows. */
export async function purgeExpiredHolds(db: DbOrTx, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const swept = await bookingJobsRepository.expireHolds(tx, now, BATCH);
    await notifySlotChanges(
      tx,
      swept.map((b) => ({
        organizationId: b.organization_id,
        resourceId: b.resource_id,
        start: new Date(b.starts_at),
        end: new Date(b.ends_at),
      })),
    );
    return swept.length;
  });
}

export async function completePastBookings(db: DbOrTx, now = new Date()): Promise<number> {
  return db.transaction((tx) => bookingJobsRepository.completePast(tx, now, BATCH));
}

/** Cancels come-together sessions still under their minimum of players at the decision time. */
export async function cancelUnderfilledSessions(db: DbOrTx, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const cancelled: string[] = [];
    for (const session of await bookingJobsRepository.lockSessionsToDecide(tx, now, 50)) {
      const minimum = session.min_players ?? organizationSettings(session.settings).comeTogether.minPlayers;
      if ((await bookingJobsRepository.committedPlaces(tx, session.id)) >= minimum) continue;
      await cancelDynamicSlot(tx, session.id, { byUserId: null, reason: 'under_minimum', now });
      cancelled.push(session.id);
    }
    return cancelled;
  });
}

const run = (fn: (db: DbOrTx) => Promise<unknown>) => async (app: FastifyInstance) => void (await fn(app.db));

// docs/product.md#holds: expired cart items are purged every 60 seconds.
export const bookingJobs: Job[] = [
  { name: 'booking-expire-holds', everyMs: 60_000, run: run(purgeExpiredHolds) },
  { name: 'booking-complete-past', everyMs: 60_000, run: run(completePastBookings) },
  { name: 'booking-session-minimum', everyMs: 60_000, run: run(cancelUnderfilledSessions) },
];
