// docs/product.md#holds: expired cart items are purged every 60 seconds. One idempotent DELETE: safe with
// several API processes.
import type { Job } from '../../jobs/runner';
import { purgeExpiredReservations } from '../shop';
import { cartRepository } from './cart.repository';

export async function purgeExpiredCartItems(
  db: Parameters<typeof cartRepository.purgeDead>[0],
  now = new Date(),
): Promise<number> {
  const removed = await cartRepository.purgeDead(db, now);
  // Expired product lines give their stock back in the same sweep as the court holds.
  const released = await purgeExpiredReservations(db, now);
  if (removed + released > 0) await cartRepository.resetEmptyCarts(db);
  return removed;
}

export const cartJobs: Job[] = [
  { name: 'cart.purge-expired', everyMs: 60_000, run: async (app) => void (await purgeExpiredCartItems(app.db)) },
];
