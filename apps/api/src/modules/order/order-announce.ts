// Slot changes of a committed checkout step, announced after its COMMIT (docs/decisions/023-checkout-waits.md):
// a transaction that calls pg_notify takes PostgreSQL's one NOTIFY lock at COMMIT and keeps it
// through its WAL flush, so every notifying commit of the cluster waits for the one before —
// and the completion would wait for it while it holds the invoice counter's row. An announcement
// on its own writes no WAL and holds that lock only for a moment.
import type { FastifyInstance } from 'fastify';
import { notifySlotChanges } from '../booking';
import type { SlotChange } from '../booking';

/** Announces the changes; a failure is logged: the change stands and caches expire by themselves. */
export async function announceCommitted(app: FastifyInstance, changes: SlotChange[]): Promise<void> {
  if (!changes.length) return;
  try {
    await notifySlotChanges(app.db, changes);
  } catch (error) {
    app.log.warn({ err: error }, 'slot change not announced; the availability cache expires within its TTL');
  }
}
